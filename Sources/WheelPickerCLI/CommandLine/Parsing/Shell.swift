/// The shells `--completion` writes scripts for.
enum Shell: String, CaseIterable, Hashable, Sendable {
  /// Bash.
  case bash
  /// Zsh.
  case zsh
  /// Fish.
  case fish
}

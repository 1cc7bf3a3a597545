/// The `--completion bash|zsh|fish` scripts, generated from each
/// subcommand's option specs and ``OptionTable``'s common ones.
enum CompletionScript {
  /// The script for `shell`.
  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh()
    case .fish: fish()
    }
  }

  private static var subcommandNames: String { SubcommandRegistry.names.joined(separator: " ") }

  private static var commonOptions: [OptionDescriptor] { OptionTable.common.map(\.descriptor) }

  private static var topLevelOptions: [OptionDescriptor] { OptionTable.topLevel.map(\.descriptor) }

  private static func words(_ choices: [String]) -> String { choices.joined(separator: " ") }

  // MARK: bash

  private static func bash() -> String {
    var lines = [
      "# bash completion for wheelpicker; load with: source <(wheelpicker --completion bash)",
      "_wheelpicker() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\" sub=\"\"",
      "  (( COMP_CWORD > 0 )) && prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  (( COMP_CWORD > 1 )) && sub=\"${COMP_WORDS[1]}\"",
      "  case \"$sub\" in \(SubcommandRegistry.names.joined(separator: "|"))) ;; *) sub=\"\" ;; esac",
      "  case \"$sub:$prev\" in",
    ]
    var patterns: [(String, OptionDescriptor)] = []
    for subcommand in SubcommandRegistry.all {
      patterns += subcommand.options.map { (subcommand.name + ":" + $0.name, $0) }
    }
    patterns += topLevelOptions.map { (":" + $0.name, $0) } + commonOptions.map { ("*:" + $0.name, $0) }
    for (pattern, option) in patterns {
      guard case .value = option.arity else { continue }
      lines.append("    \(pattern)) COMPREPLY=(\(bashReply(option.completion))); return ;;")
    }
    lines += ["  esac", "  if [[ \"$cur\" == -* ]]; then", "    case \"$sub\" in"]
    for subcommand in SubcommandRegistry.all {
      let names = OptionTable.options(for: subcommand).map(\.name)
      lines.append("      \(subcommand.name)) COMPREPLY=($(compgen -W \"\(words(names))\" -- \"$cur\")) ;;")
    }
    let topNames = OptionTable.options(for: nil).map(\.name)
    lines.append("      *) COMPREPLY=($(compgen -W \"\(words(topNames))\" -- \"$cur\")) ;;")
    lines += [
      "    esac",
      "    return",
      "  fi",
      "  if [[ -z \"$sub\" ]]; then COMPREPLY=($(compgen -W \"\(subcommandNames)\" -- \"$cur\")); return; fi",
    ]
    for subcommand in SubcommandRegistry.all where subcommand.positionalCompletion != .none {
      lines.append(
        "  [[ \"$sub\" == \(subcommand.name) ]] && COMPREPLY=(\(bashReply(subcommand.positionalCompletion)))")
    }
    lines += [
      "  return 0",
      "}",
      "complete -F _wheelpicker wheelpicker",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func bashReply(_ completion: OptionDescriptor.Completion) -> String {
    switch completion {
    case .none: ""
    case .file: "$(compgen -f -- \"$cur\")"
    case .choices(let choices): "$(compgen -W \"\(words(choices))\" -- \"$cur\")"
    }
  }

  // MARK: zsh

  private static func zsh() -> String {
    var lines = [
      "#compdef wheelpicker",
      "# zsh completion for wheelpicker; save as _wheelpicker in a directory of $fpath",
      "_wheelpicker() {",
      "  local -a subcommands",
      "  subcommands=(",
    ]
    for subcommand in SubcommandRegistry.all {
      lines.append("    " + zshQuoted(subcommand.name + ":" + subcommand.summary))
    }
    lines += [
      "  )",
      "  if (( CURRENT == 2 )) && [[ $words[2] != -* ]]; then",
      "    _describe -t subcommands subcommand subcommands",
      "    return",
      "  fi",
      "  case $words[2] in",
    ]
    for subcommand in SubcommandRegistry.all {
      let specs = OptionTable.options(for: subcommand).map(zshSpec)
      let files = subcommand.positionalCompletion == .file ? " '1:file:_files'" : ""
      lines.append("    \(subcommand.name))")
      lines.append("      shift words; (( CURRENT-- ))")
      lines.append("      _arguments -s " + specs.joined(separator: " ") + files + " ;;")
    }
    lines.append(
      "    *) _arguments -s " + OptionTable.options(for: nil).map(zshSpec).joined(separator: " ") + " ;;")
    lines += ["  esac", "}", "_wheelpicker \"$@\""]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func zshSpec(_ spec: OptionDescriptor) -> String {
    let description = spec.summary.replacingAll("[", with: "\\[").replacingAll("]", with: "\\]")
    var text = (spec.isRepeatable ? "*" : "") + spec.name
    // An optional value follows `=` in the same word (`--multi=3`).
    if case .optionalValue(let valueName) = spec.arity {
      return zshQuoted(text + "=-[" + description + "]::" + valueName.replacingAll(":", with: "\\:") + ": ")
    }
    text += "[" + description + "]"
    if case .value(let valueName) = spec.arity {
      let message = valueName.replacingAll(":", with: "\\:")
      switch spec.completion {
      case .none: text += ":" + message + ": "
      case .file: text += ":" + message + ":_files"
      case .choices(let choices): text += ":" + message + ":(" + words(choices) + ")"
      }
    }
    return zshQuoted(text)
  }

  private static func zshQuoted(_ text: String) -> String {
    "'" + text.replacingAll("'", with: "'\\''") + "'"
  }

  // MARK: fish

  private static func fish() -> String {
    var lines = [
      "# fish completion for wheelpicker; save as ~/.config/fish/completions/wheelpicker.fish",
      "complete -c wheelpicker -f",
    ]
    for subcommand in SubcommandRegistry.all {
      lines.append(
        "complete -c wheelpicker -n __fish_use_subcommand -a \(subcommand.name) -d \(fishQuoted(subcommand.summary))"
      )
    }
    var scoped: [(String, OptionDescriptor)] = []
    for subcommand in SubcommandRegistry.all {
      let condition = " -n " + fishQuoted("__fish_seen_subcommand_from " + subcommand.name)
      scoped += subcommand.options.map { (condition, $0) }
    }
    scoped += topLevelOptions.map { (" -n __fish_use_subcommand", $0) } + commonOptions.map { ("", $0) }
    for (condition, spec) in scoped {
      var line = "complete -c wheelpicker" + condition + " -l " + spec.name.dropFirst(2)
      if case .value = spec.arity {
        switch spec.completion {
        case .none: line += " -x"
        case .file: line += " -r -F"
        case .choices(let choices): line += " -x -a " + fishQuoted(words(choices))
        }
      }
      lines.append(line + " -d " + fishQuoted(spec.summary))
    }
    for subcommand in SubcommandRegistry.all where subcommand.positionalCompletion == .file {
      lines.append("complete -c wheelpicker -n '__fish_seen_subcommand_from \(subcommand.name)' -F")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func fishQuoted(_ text: String) -> String {
    "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
  }
}

extension String {
  /// The string with every `target` replaced (no Foundation needed).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}

extension PickerWords {
  /// The languages the table holds.
  public enum Language: String, CaseIterable, Hashable, Sendable, Codable {
    /// English, and every language the table does not hold.
    case english = "en"
    /// Chinese in simplified characters (mainland China, Singapore).
    case simplifiedChinese = "zh-Hans"
    /// Chinese in traditional characters (Taiwan, Hong Kong, Macao).
    case traditionalChinese = "zh-Hant"
    /// Japanese.
    case japanese = "ja"

    /// The language of an identifier: `zh` with the script `Hant` or the
    /// region `TW`, `HK` or `MO` is Traditional Chinese (an explicit `Hans`
    /// wins over the region), any other `zh` Simplified Chinese, `ja`
    /// Japanese, anything else English. Case, `-` or `_`, a POSIX encoding
    /// (`.UTF-8`) and keywords (`@calendar=…`) do not matter.
    public init(identifier: String) {
      let core = identifier.prefix { $0 != "." && $0 != "@" }
      let subtags = core.split { $0 == "-" || $0 == "_" }.map { $0.lowercased() }
      switch subtags.first {
      case "zh":
        let rest = subtags.dropFirst()
        if rest.contains("hans") {
          self = .simplifiedChinese
        } else if rest.contains(where: { ["hant", "tw", "hk", "mo"].contains($0) }) {
          self = .traditionalChinese
        } else {
          self = .simplifiedChinese
        }
      case "ja": self = .japanese
      default: self = .english
      }
    }
  }
}

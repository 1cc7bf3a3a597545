import WheelPickerCore

/// The demo's sample data.
extension DemoEntry {
  /// The salary ranges of the single-column picker.
  static let salaryRanges = ["2k以下", "2k-5k", "5k-10k", "10k-15k", "15k-25k", "25k-50k", "50k以上"]

  /// Authors and books, unrelated wheels, in the locale's language.
  static func authorsAndBooks(chinese: Bool) -> (authors: [String], books: [String]) {
    if chinese {
      return (["鲁迅", "老舍", "巴金", "钱钟书", "张爱玲"], ["呐喊", "骆驼祥子", "家", "围城", "倾城之恋", "边城"])
    }
    return (
      ["Austen", "Dickens", "Tolstoy", "Twain", "Woolf"],
      ["Emma", "Bleak House", "War and Peace", "Huckleberry Finn", "Orlando", "Persuasion"]
    )
  }

  /// States and some of their ZIP codes, as a JSON dictionary of arrays.
  static let stateZipDocument = """
    {"California":["90001","90210","94103","94105","95814"],"New York":["10001","10002","10027","11201","12207"],
    "Texas":["73301","75201","77001","78701"],"Washington":["98101","98104","98109","99201"],
    "Alaska":["99501","99502","99503"],"Wyoming":["82001","82002"]}
    """

  /// The command that lists the files picker's rows: what is in the current directory, then in
  /// the folder chosen on each wheel (hidden files left out), one `PATH<TAB>NAME` a line, so a
  /// key is the whole path and the last key the folder. POSIX `sh` only; a file lists nothing,
  /// so its wheels to the right stay empty.
  static let filesCommand = #"""
    d=.; for k in "$@"; do d=$k; done
    [ -d "$d" ] || exit 0
    for f in "$d"/*; do [ -e "$f" ] && printf '%s\t%s\n' "$f" "${f##*/}"; done; exit 0
    """#
}

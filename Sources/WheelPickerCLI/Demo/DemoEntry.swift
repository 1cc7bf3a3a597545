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
  /// the folder chosen on each wheel (hidden files left out), one `INDEX<TAB>NAME` a line. A key
  /// is the entry's place in its folder's listing, so any file name reaches the next command
  /// intact whatever its bytes; in the name shown a line break becomes `?` and bytes that
  /// are not UTF-8 are dropped (by `iconv`, when the system has it), so one odd name never
  /// spoils its folder's listing. POSIX `sh` only; a file lists nothing, so its wheels to the
  /// right stay empty.
  static let filesCommand = #"""
    d=.
    for k in "$@"; do
      i=0
      for f in "$d"/*; do i=$((i+1)); if [ "$i" = "$k" ]; then d=$f; break; fi; done
    done
    [ -d "$d" ] || exit 0
    i=0
    for f in "$d"/*; do
      i=$((i+1))
      if [ -e "$f" ] || [ -L "$f" ]; then printf '%s\t%s\000' "$i" "${f##*/}"; fi
    done | tr '\012\000' '?\012' | { iconv -c -f UTF-8 -t UTF-8 2>/dev/null || cat; }
    exit 0
    """#
}

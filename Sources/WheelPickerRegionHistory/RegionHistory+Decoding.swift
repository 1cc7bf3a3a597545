import WheelPickerCore

extension RegionHistory {
  /// The decoded records and their lookups.
  ///
  /// The `WPH1` format, written by `Scripts/generate-region-data`:
  ///
  /// ```
  /// WPH1 <TAB> recordCount <TAB> decisionCount
  /// one decision title a line
  /// code <TAB> name <TAB> pinyin <TAB> start <TAB> end <TAB> parent <TAB> successors <TAB> current
  /// ```
  ///
  /// `end` is empty while a record is in use; `parent` leaves off trailing
  /// `00` pairs (`12` for 120000); a successor is `code[@year][#decision]`
  /// (the year when it differs from the end; the decision's line number
  /// among the titles); `current` lists 6-digit codes, or is `=` when they
  /// are the successors' codes. Lists are comma-separated.
  struct Records: Sendable {
    var all: [Record] = []
    var byCode: [String: [Int]] = [:]
    var byCurrentCode: [String: [Int]] = [:]

    init(decoding text: String, origin: String) throws(WheelPickerError) {
      // Lines and fields are split on UTF-8 bytes: splitting the text as Characters would cost a
      // grapheme break test for each of its 300,000 bytes.
      var lines = text.utf8.split(separator: 10, omittingEmptySubsequences: false)[...]
      func fail(_ line: Int, _ rule: String) -> WheelPickerError {
        WheelPickerError(.invalidData, "\(origin), line \(line): \(rule)", reason: .invalidSyntax)
      }
      func fields(_ line: Substring.UTF8View.SubSequence) -> [Substring] {
        line.split(separator: 9, omittingEmptySubsequences: false).map { Substring($0) }
      }
      let header = lines.popFirst().map(fields) ?? []
      guard header.count == 3, header[0] == "WPH1", let count = Int(header[1]), let titles = Int(header[2]),
        count >= 0, titles >= 0, lines.count >= count + titles
      else { throw fail(1, "not a WPH1 header with the counts of the lines that follow") }
      let decisions = lines.prefix(titles).map { String(Substring($0)) }
      lines = lines.dropFirst(titles)
      all.reserveCapacity(count)
      for (offset, line) in lines.prefix(count).enumerated() {
        let number = 2 + titles + offset
        let fields = fields(line)
        guard fields.count == 8, fields[0].utf8.count == 6, let start = Int(fields[3]) else {
          throw fail(
            number, "a record is eight fields: code, name, pinyin, start, end, parent, successors, current")
        }
        let end = fields[4].isEmpty ? nil : Int(fields[4])
        guard fields[4].isEmpty || end != nil else { throw fail(number, "the end year is not a number") }
        var successors: [Successor] = []
        for link in fields[6].split(separator: ",") {
          let decisionMark = link.firstIndex(of: "#")
          let codeAndYear = link[..<(decisionMark ?? link.endIndex)]
          let yearMark = codeAndYear.firstIndex(of: "@")
          let code = String(codeAndYear[..<(yearMark ?? codeAndYear.endIndex)])
          let year = yearMark.map { Int(codeAndYear[codeAndYear.index(after: $0)...]) } ?? end
          let decision = decisionMark.map { Int(link[link.index(after: $0)...]) }
          guard code.count == 6, let year,
            decision.map({ $0.map { decisions.indices.contains($0) } ?? false }) ?? true
          else { throw fail(number, "successor \(link) is not code[@year][#decision]") }
          successors.append(
            Successor(code: code, year: year, decision: decision.flatMap { $0.map { decisions[$0] } }))
        }
        let current =
          fields[7] == "=" ? successors.map(\.code) : fields[7].split(separator: ",").map(String.init)
        let parent =
          fields[5].isEmpty
          ? nil : String(fields[5]) + String(repeating: "0", count: max(0, 6 - fields[5].count))
        let record = Record(
          code: String(fields[0]), name: String(fields[1]), pinyin: String(fields[2]), firstYear: start,
          endYear: end, parentCode: parent, successors: successors, currentCodes: current)
        byCode[record.code, default: []].append(all.count)
        if !record.isInUse {
          for code in current { byCurrentCode[code, default: []].append(all.count) }
        }
        all.append(record)
      }
    }
  }
}

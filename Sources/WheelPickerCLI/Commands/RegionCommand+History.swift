import WheelPickerCore
import WheelPickerRegionHistory

extension RegionCommand {
  /// What an old GB/T 2260 code `--select` gave became, said on stderr
  /// (`120225 蓟县 (1981–2016) is now 120119 蓟州区`); `nil` when the history
  /// does not know the code.
  ///
  /// - Throws: `UsageError` (exit 2) when the history names no current
  ///   division for the code, and in a run without a terminal (`--keys`) when
  ///   the area now lies in several divisions, listing them: no one sees the
  ///   sheet to choose among them.
  static func formerCode(
    _ text: String, option: String, in context: CommandContext
  ) throws(UsageError) -> RegionHistory.Succession? {
    guard text.utf8.count == 6, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
      let succession = try UsageError.forwarding(RegionHistory.china.successors(of: text))
    else { return nil }
    let record = succession.record
    let divisions = succession.current.map { "\($0.code) \($0.name)" }
    let old = "\(record.code) \(record.name) (\(record.years))"
    guard !divisions.isEmpty else {
      throw UsageError.invalid(
        "--select", option,
        "\(old) is no longer in use and the code history names no division that took it over")
    }
    guard divisions.count > 1 else {
      context.console.writeError("wheelpicker: \(old) is now \(divisions[0])\n")
      return succession
    }
    let listed = "\(old) is now \(divisions.count) divisions: \(divisions.joined(separator: ", "))"
    if context.common.keys != nil {
      throw UsageError.invalid("--select", option, "\(listed); select one of them by its code")
    }
    context.console.writeError("wheelpicker: \(listed); showing the first\n")
    return succession
  }

  /// The JSON naming the old code an answer was asked for by.
  static func requested(_ record: RegionHistory.Record) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("code", .string(record.code)), ("name", .string(record.name)), ("start", .int(record.firstYear)),
    ]
    if let end = record.endYear { fields.append(("end", .int(end))) }
    return .object(fields)
  }
}

extension RegionCommand {
  /// The note of a search hit found by a former name of China's divisions:
  /// `formerly 蓟县 (1981–2016)` beside the query that found 蓟州区 as `jixian`.
  static func formerNameNote(
    index: CascadeSearchIndex, tree: CascadeTree, locale: LocaleSetting
  ) -> @Sendable (CascadeTree.NodeIndex, String) -> String? {
    let language = PickerWords.Language(identifier: locale.identifier)
    return { node, query in
      guard let alias = index.alias(matching: query, of: node) else { return nil }
      var code = tree.key(of: node)
      code += String(repeating: "0", count: max(0, 6 - code.count))
      let records = (try? RegionHistory.china.formerRecords(ofCurrentCode: code)) ?? []
      let record = records.last { $0.name.lowercased() == alias || $0.pinyin == alias }
      return record?.formerNameNote(in: language)
    }
  }
}

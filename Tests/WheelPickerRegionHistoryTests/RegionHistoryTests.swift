import Testing
import WheelPickerCore
import WheelPickerRegionHistory

@Suite("RegionHistory.china")
struct RegionHistoryTests {
  @Test("an old code names its record and the current division it became")
  func renamed() throws {
    let succession = try #require(try RegionHistory.china.successors(of: "120225"))
    #expect(succession.record.name == "蓟县")
    #expect(succession.record.pinyin == "jixian")
    #expect(succession.record.years == "1981–2016")
    #expect(succession.record.parentCode == "120000")
    #expect(succession.record.successors.map(\.code) == ["120119"])
    #expect(succession.record.successors.first?.year == 2016)
    #expect(succession.record.successors.first?.decision == "国务院关于同意天津市调整部分行政区划的批复")
    #expect(succession.current.map(\.code) == ["120119"])
    #expect(succession.current.map(\.name) == ["蓟州区"])
  }

  @Test("a chain of changes is followed to the current list")
  func chain() throws {
    // 110223 通县 became 110112 通州区 in 1997, which is current.
    let direct = try #require(try RegionHistory.china.successors(of: "110223"))
    #expect(direct.current.map(\.name) == ["通州区"])
    // Every resolved code is a division of the current list.
    let tree = try RegionDataset.china.load().tree
    let keys = Set(
      (0..<tree.count).map {
        tree.key(of: $0) + String(repeating: "0", count: max(0, 6 - tree.key(of: $0).count))
      })
    for record in try RegionHistory.china.records() where !record.isInUse {
      for code in record.currentCodes {
        #expect(keys.contains(code), "\(record.code) \(record.name) → \(code)")
      }
    }
  }

  @Test("an area split among several divisions names them all, in the source's order")
  func split() throws {
    let succession = try #require(try RegionHistory.china.successors(of: "130106"))
    #expect(succession.record.name == "郊区")
    #expect(succession.current.map(\.code) == ["130102", "130104", "130105", "130108"])
  }

  @Test("a current code, an unknown code and a prefecture without successors have none")
  func none() throws {
    #expect(try RegionHistory.china.successors(of: "120119") == nil)
    #expect(try RegionHistory.china.successors(of: "999999") == nil)
    #expect(try RegionHistory.china.successors(of: "x") == nil)
    let prefecture = try #require(try RegionHistory.china.successors(of: "132100"))
    #expect(prefecture.record.name == "邯郸地区")
    #expect(prefecture.current.isEmpty)
  }

  @Test("a shortened code is read as the region data writes it")
  func shortened() throws {
    let long = try RegionHistory.china.successors(of: "522200")
    let short = try RegionHistory.china.successors(of: "5222")
    #expect(long != nil)
    #expect(long == short)
  }

  @Test("former names of a current division, with the note a search shows")
  func formerNames() throws {
    let records = try RegionHistory.china.formerRecords(ofCurrentCode: "120119")
    #expect(records.map(\.name) == ["蓟县"])
    let record = try #require(records.first)
    #expect(record.formerNameNote(in: .english) == "formerly 蓟县 (1981–2016)")
    #expect(record.formerNameNote(in: .simplifiedChinese) == "原蓟县（1981–2016）")
    #expect(record.formerNameNote(in: .japanese) == "旧称 蓟县（1981–2016）")
  }

  @Test("dated and licensed like the region data: as-of date, source, licence text")
  func dating() {
    let history = RegionHistory.china
    #expect(history.asOf == RegionDataset.china.asOf)
    #expect(history.source.contains("yescallop/areacodes"))
    #expect(history.source.contains("eed219a0678d36bacaa717f62443b10e869f0291"))
    #expect(history.licenses.map(\.name) == ["yescallop-areacodes-CC0-1.0.txt"])
    #expect(history.licenses.first?.text.contains("CC0 1.0 Universal") == true)
  }

  @Test("record counts match the source file")
  func counts() throws {
    let records = try RegionHistory.china.records()
    #expect(records.count == HistoryExpectedCounts.recordCount)
    let ended = records.filter { !$0.isInUse }
    #expect(ended.count == HistoryExpectedCounts.endedCount)
    #expect(ended.filter { $0.currentCodes.count > 1 }.count == HistoryExpectedCounts.severalSuccessorsCount)
    #expect(ended.filter(\.currentCodes.isEmpty).count == HistoryExpectedCounts.unresolvedCount)
    #expect(records.map(\.code) == records.map(\.code).sorted())
  }

  @Test("corrupt data is refused with the line and the rule")
  func corrupt() {
    let history = RegionHistory(
      identifier: "broken", title: "", source: "", asOf: "", transformation: "", licenses: [],
      encodedRecords: "WPH1\t1\t0\n120225\t蓟县\tjixian\tx\t2016\t12\t120119\t=")
    #expect(
      throws: WheelPickerError(
        .invalidData,
        "history broken, line 2: a record is eight fields: code, name, pinyin, start, end, parent, successors, current",
        reason: .invalidSyntax)
    ) { try history.records() }
    let header = RegionHistory(
      identifier: "empty", title: "", source: "", asOf: "", transformation: "", licenses: [],
      encodedRecords: "")
    #expect(throws: WheelPickerError.self) { try header.records() }
  }
}

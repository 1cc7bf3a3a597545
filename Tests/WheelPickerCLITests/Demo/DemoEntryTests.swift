import Foundation
import Testing
import WheelPickerCore

@testable import WheelPickerCLI

@Suite("DemoEntry: the demo menu's words")
struct DemoEntryTests {
  @Test(
    "the demo screen's words exist in every language, one label a button",
    arguments: PickerWords.Language.allCases)
  func demoWords(_ language: PickerWords.Language) {
    let words = PickerWords(language: language)
    let labels = DemoEntry.allCases.map(words.label(of:))
    #expect(Set(labels).count == DemoEntry.allCases.count, "\(labels)")
    for text in labels + [words.demoTitle, words.quit, words.open, words.slotMachineTitle] {
      #expect(!text.isEmpty)
      // Only the English table may spell words in Latin letters (the product's name aside).
      let latin = text.replacingOccurrences(of: "WheelPicker", with: "").unicodeScalars.contains {
        $0.isASCII && $0.properties.isAlphabetic
      }
      #expect(latin == (language == .english), "\(language): \(text)")
    }
    let date: [PickerWords.Language: String] = [
      .english: "Pick a date", .simplifiedChinese: "选择日期", .traditionalChinese: "選擇日期", .japanese: "日付を選ぶ",
    ]
    #expect(words.label(of: .date) == date[language])
  }
}

@Suite("DemoEntry: the files picker's command")
struct DemoFilesCommandTests {
  /// Makes a file whose name is `name`'s bytes, which need not be UTF-8.
  static func touch(_ directory: String, _ name: [UInt8]) throws {
    let path = Array(directory.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        $0.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1
      }
    }
    try #require(descriptor >= 0, "\(name)")
    close(descriptor)
  }

  @Test("a file named with a line break or with bytes that are not UTF-8 is listed beside the others")
  func oddNames() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("odd-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("sub folder"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.touch(root.path, Array("a\nb".utf8))
    try Self.touch(root.path, Array("caf".utf8) + [0xE9] + Array(".txt".utf8))
    try Self.touch(root.path, Array("ok.txt".utf8))
    try Self.touch(root.path + "/sub folder", Array("in\nner".utf8))
    let quoted = "'" + root.path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    let lister = ChildrenLister(
      command: "cd \(quoted) || exit 1\n" + DemoEntry.filesCommand, timeout: .seconds(10))
    let top = try await lister.children(of: [])
    #expect(top.map(\.name) == ["a?b", "caf.txt", "ok.txt", "sub folder"], "\(top)")
    let folder = try #require(top.last)
    let inner = try await lister.children(of: [folder])
    #expect(inner.map(\.name) == ["in?ner"], "\(inner)")
  }
}

import Foundation

/// What the documentation's Swift snippets assume without showing it: files of the repository they
/// read. The snippets themselves are generated into `DocumentationSnippetTests.swift` by
/// `Scripts/extract-doc-snippets`; a snippet's own assumptions sit in the `<!-- snippet: … -->` comment
/// before it in its document.
enum DocumentationGiven {
  /// The repository's root, found from this file's path.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A cascade fixture of the core's tests (`Tests/WheelPickerCoreTests/Fixtures/cascades/NAME`).
  static func cascade(_ name: String) -> URL {
    repository.appendingPathComponent("Tests/WheelPickerCoreTests/Fixtures/cascades/\(name)")
  }

  /// The bytes of a cascade fixture.
  static func cascadeData(_ name: String) throws -> Data {
    try Data(contentsOf: cascade(name))
  }
}

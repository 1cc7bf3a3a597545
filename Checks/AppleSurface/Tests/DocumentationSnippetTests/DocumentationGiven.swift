import Foundation
import SwiftUI
import UIKit
import WheelPickerCore
import WheelPickerUIKit

// What the documentation's UIKit and SwiftUI snippets assume without showing it. The snippets are
// generated into `AppleDocumentationSnippetTests.swift` by `Scripts/extract-doc-snippets`, each as a
// method of `DocumentationViewController` (so `self` is a view controller) or as a view; a snippet's
// own assumptions sit in the `<!-- snippet: … -->` comment before it in its document.

/// The view controller the UIKit snippets run in: `self`, a text field and its input.
final class DocumentationViewController: UIViewController {
  /// The text field of the text-field snippets.
  let field = UITextField(frame: .zero)
  /// The picker input the text-field snippets attach to `field`.
  var input: WheelPickerTextInput<RegionModel>?

  /// Creates the controller.
  init() { super.init(nibName: nil, bundle: nil) }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The view controller of Docs/UIKit.md's delegate example.
typealias ColourViewController = DocumentationViewController

/// The screen the SwiftUI snippets style.
struct ContentView: View {
  var body: some View { Text("Content") }
}

/// Stands for whatever an app does with a confirmed value; the session tests read what it was given.
@MainActor func save<Value>(_ value: Value) { DocumentationGiven.saved.append("\(value)") }

/// Stands for starting a timer of `seconds`; the session tests read what it was given.
@MainActor func start(_ seconds: Int) { DocumentationGiven.saved.append("start \(seconds)") }

/// A sound an app plays (the snippets' `crunch`, `bell` and `winSound`).
struct Sound: Sendable {
  /// Plays the sound.
  func play() {}
}

/// Plays sounds (the slot machine snippets' `player`).
struct SoundPlayer: Sendable {
  /// Plays `sound`.
  func play(_ sound: Sound) {}
}

let crunch = Sound()
let bell = Sound()
let winSound = Sound()
let player = SoundPlayer()

/// Authors and books, for the independent and dependent wheels.
let authors = ["老舍", "钱钟书", "张爱玲"]
let books = ["骆驼祥子", "围城", "倾城之恋"]

/// Files of the repository the snippets read.
enum DocumentationGiven {
  /// What `save(_:)` and `start(_:)` were given, oldest first.
  @MainActor static var saved: [String] = []

  /// The repository's root, found from this file's path.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The bytes of a cascade fixture of the core's tests.
  static func cascadeData(_ name: String) throws -> Data {
    try Data(
      contentsOf: repository.appendingPathComponent("Tests/WheelPickerCoreTests/Fixtures/cascades/\(name)"))
  }
}

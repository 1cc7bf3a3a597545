import Foundation
import WheelPickerCore

// Writes one SVG per sheet kind into the folder given (Docs/Pictures by default), and terminal.svg:
// the terminal sheet's first frame under its command line.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
  FileHandle.standardError.write(Data("usage: wheelpicker-pictures [OUTPUT-FOLDER]\n".utf8))
  exit(2)
}
let folder = URL(fileURLWithPath: arguments.first ?? "Docs/Pictures", isDirectory: true)
do {
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for entry in try PictureGallery.entries() {
    let url = folder.appendingPathComponent(entry.name + ".svg")
    try Data(entry.picture.svg.utf8).write(to: url)
    print(url.path)
  }
  let terminal = folder.appendingPathComponent("terminal.svg")
  try Data(TerminalPicture.dateSheet().svg.utf8).write(to: terminal)
  print(terminal.path)
} catch {
  FileHandle.standardError.write(
    Data("wheelpicker-pictures: cannot write into \(folder.path): \(error)\n".utf8))
  exit(1)
}

#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore

  /// The demo app: one screen with every picker, through both faces.
  @main
  struct DemoApp: App {
    private let pickers = Result { () throws(WheelPickerError) in try DemoPickers(now: Date()) }

    var body: some Scene {
      WindowGroup {
        switch pickers {
        case .success(let pickers): DemoScreen(pickers: pickers)
        case .failure(let error): Text(String(describing: error)).padding()
        }
      }
    }
  }
#endif

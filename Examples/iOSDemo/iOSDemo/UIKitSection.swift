#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerUIKit

  /// The same pickers through the UIKit face: the four sheets
  /// (`WheelPickerSheetController`), the region text field
  /// (`WheelPickerTextInput` on a `UITextField`) and the slot machine
  /// (`SlotMachineViewController`), each wrapped for SwiftUI.
  struct UIKitSection: View {
    let pickers: DemoPickers

    var body: some View {
      VStack(spacing: 16) {
        Text("UIKit").font(.headline).frame(maxWidth: .infinity, alignment: .leading)
        UIKitSheetButtons(pickers: pickers).frame(height: UIKitSheetsController.height)
        UIKitRegionField(model: pickers.region).frame(height: 36)
        NavigationLink {
          UIKitSlotMachine().navigationTitle("老虎机 (UIKit)")
        } label: {
          Text("老虎机 (UIKit)").frame(maxWidth: .infinity, minHeight: 44)
        }
      }
    }
  }

  /// ``UIKitSheetsController`` in SwiftUI; its sheets present themselves over the whole window.
  struct UIKitSheetButtons: UIViewControllerRepresentable {
    let pickers: DemoPickers

    func makeUIViewController(context: Context) -> UIKitSheetsController {
      UIKitSheetsController(pickers: pickers)
    }

    func updateUIViewController(_ controller: UIKitSheetsController, context: Context) {}
  }

  /// A `UITextField` whose input is the region picker: `广东省-深圳市`, following every move.
  struct UIKitRegionField: UIViewRepresentable {
    let model: RegionModel

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITextField {
      let field = UITextField(frame: .zero)
      field.placeholder = "省份-城市"
      field.borderStyle = .roundedRect
      // The input makes the picker the field's keyboard; the coordinator keeps it as long as the field.
      context.coordinator.input = WheelPickerTextInput(
        field: field, binding: PickerTextBinding(engine: SelectionEngine(model: model), separator: "-"))
      return field
    }

    func updateUIView(_ field: UITextField, context: Context) {}

    /// Holds the text input: the field keeps no reference to it.
    @MainActor
    final class Coordinator {
      var input: WheelPickerTextInput<RegionModel>?
    }
  }

  /// The UIKit slot machine, pushed by the navigation stack.
  struct UIKitSlotMachine: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SlotMachineViewController {
      SlotMachineViewController()
    }

    func updateUIViewController(_ controller: SlotMachineViewController, context: Context) {}
  }
#endif

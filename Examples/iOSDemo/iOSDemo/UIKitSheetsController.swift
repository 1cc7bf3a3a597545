#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit
  import WheelPickerCore
  import WheelPickerUIKit

  /// The four sheet buttons in UIKit: each presents a
  /// `WheelPickerSheetController`, and on Confirm its title becomes the result.
  ///
  /// Written as a UIKit app would write it; the demo shows it inside SwiftUI through ``UIKitSheetButtons``.
  @MainActor
  final class UIKitSheetsController: UIViewController {
    /// The height the buttons need.
    static let height = Double(buttonCount) * buttonHeight + Double(buttonCount - 1) * spacing

    private static let buttonCount = 4
    private static let buttonHeight = 44.0
    private static let spacing = 16.0

    private let pickers: DemoPickers
    // The engines the sheets start from: each Confirm keeps the sheet's, so a sheet reopens on the last choice.
    private var date: SelectionEngine<DatePickerModel>
    private var region: SelectionEngine<RegionModel>
    private var time: SelectionEngine<CyclicModel<DatePickerModel>>
    private var salary: SelectionEngine<ListModel>

    init(pickers: DemoPickers) {
      self.pickers = pickers
      date = SelectionEngine(model: pickers.date)
      region = SelectionEngine(model: pickers.region)
      time = SelectionEngine(model: CyclicModel(pickers.time))
      salary = SelectionEngine(model: pickers.salary)
      super.init(nibName: nil, bundle: nil)
    }

    /// The demo makes it in code.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      let titles = DemoTitles()
      let buttons = [
        button(titles.date) { [weak self] in self?.pickDate(showingIn: $0) },
        button(titles.region) { [weak self] in self?.pickRegion(showingIn: $0) },
        button(titles.time) { [weak self] in self?.pickTime(showingIn: $0) },
        button(titles.salary) { [weak self] in self?.pickSalary(showingIn: $0) },
      ]
      let stack = UIStackView(arrangedSubviews: buttons)
      stack.axis = .vertical
      stack.spacing = Self.spacing
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate(
        [
          stack.topAnchor.constraint(equalTo: view.topAnchor),
          stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ] + buttons.map { $0.heightAnchor.constraint(equalToConstant: Self.buttonHeight) })
    }

    private func button(_ title: String, action: @escaping (UIButton) -> Void) -> UIButton {
      let button = UIButton(type: .system, primaryAction: nil)
      button.setTitle(title, for: .normal)
      button.addAction(
        UIAction { [weak button] _ in
          if let button { action(button) }
        }, for: .touchUpInside)
      return button
    }

    private func pickDate(showingIn button: UIButton) {
      let model = pickers.date
      present(date, title: "选择日期", in: button, text: { model.text(for: $0) }, keep: { self.date = $0 })
    }

    private func pickRegion(showingIn button: UIButton) {
      present(region, title: "选择地区", in: button, text: { $0.text(separator: "") }, keep: { self.region = $0 })
    }

    private func pickTime(showingIn button: UIButton) {
      let model = pickers.time
      present(time, title: "选择时间", in: button, text: { model.text(for: $0) }, keep: { self.time = $0 })
    }

    private func pickSalary(showingIn button: UIButton) {
      present(salary, title: "单个数据选择器", in: button, text: { $0.value }, keep: { self.salary = $0 })
    }

    /// Presents a sheet over `engine` for `button`: on an iPad (a regular width) a popover pointing
    /// at the button, on an iPhone the bottom sheet. On Confirm, keeps the sheet's engine and writes
    /// the value into `button`.
    private func present<Model: WheelModel>(
      _ engine: SelectionEngine<Model>, title: String, in button: UIButton,
      text: @escaping (Model.Value) -> String, keep: @escaping (SelectionEngine<Model>) -> Void
    ) {
      let sheet = WheelPickerSheetController(engine: engine, title: title)
      sheet.onConfirm = { [weak sheet, weak button] value in
        if let sheet { keep(sheet.adapter.engine) }
        button?.setTitle(text(value), for: .normal)
      }
      sheet.present(from: self, anchor: .view(button))
    }
  }
#endif

#if canImport(SwiftUI) && canImport(UIKit) && DEBUG
  import SwiftUI
  import WheelPickerCore
  import WheelPickerPresentation
  import WheelPickerSheetStyle

  struct DateWheelsPreviews: PreviewProvider {
    static var previews: some View {
      switch previewDates(.yearMonthDay, includesPresent: true) {
      case .success(let model): PreviewHost(model) { model.text(for: $0) }
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  /// A range (a CV's stay): year and month twice, 至 between the halves, the end 至今.
  struct DateRangeWheelsPreviews: PreviewProvider {
    static var previews: some View {
      switch previewDates(.yearMonth, includesPresent: true).flatMap({ dates in
        Result { () throws(WheelPickerError) in try DateRangeModel(dates.configuration) }
      }) {
      case .success(let model): PreviewHost(model) { model.text(for: $0) }
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  /// The date wheels after 至今 (the month and day wheels show one greyed `—`),
  /// in the Chinese style and in dark mode, as the presentation module draws them.
  struct StyledDateWheelsPreviews: PreviewProvider {
    static var previews: some View {
      switch previewDates(.yearMonthDay, includesPresent: true) {
      case .success(let model):
        PreviewHost(model) { model.text(for: $0) }
          .wheelPickerStyle(.chinese)
          .environment(\.colorScheme, .dark)
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  struct LunarDateWheelsPreviews: PreviewProvider {
    static var previews: some View {
      switch previewDates(.yearMonthDay, calendar: .chinese) {
      case .success(let model): PreviewHost(model) { model.text(for: $0) }
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  struct TimeWheelsPreviews: PreviewProvider {
    static var previews: some View {
      switch previewDates(.hourMinute) {
      case .success(let model): PreviewHost(CyclicModel(model)) { model.text(for: $0) }
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  /// The ready-made time of day (`SelectionEngine(timeIn:locale:now:minuteStep:)`), every 5 minutes.
  struct TimeOfDayPreviews: PreviewProvider {
    static var previews: some View {
      switch Result(catching: { () throws(WheelPickerError) in
        try SelectionEngine(
          timeIn: .current, locale: Locale(identifier: "zh_Hans"), now: Date(), minuteStep: 5)
      }) {
      case .success(let engine): PreviewHost(engine: engine) { engine.model.text(for: $0) }
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  struct DateAndTimeWheelsPreviews: PreviewProvider {
    static var previews: some View {
      switch previewDates(.dateAndTime) {
      case .success(let model): PreviewHost(model) { model.text(for: $0) }
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  struct CountdownWheelsPreviews: PreviewProvider {
    static var previews: some View {
      switch Result(catching: { () throws(WheelPickerError) in
        try SelectionEngine(countdownMinuteStep: 5, locale: Locale(identifier: "zh_Hans"))
      }) {
      case .success(let engine): PreviewHost(engine: engine) { engine.model.text(for: $0) }
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  struct RegionWheelsPreviews: PreviewProvider {
    static var previews: some View {
      switch Result(catching: { () throws(WheelPickerError) in
        try SelectionEngine(regions: RegionDataset.china.load(), levels: 3, defaultText: "广东 深圳")
      }) {
      case .success(let engine): PreviewHost(engine: engine) { $0.text(separator: "-") }
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  struct ListWheelPreviews: PreviewProvider {
    static var previews: some View {
      switch Result(catching: { () throws(WheelPickerError) in
        try SelectionEngine(
          items: ["2k以下", "2k-5k", "5k-10k", "10k-20k", "20k-50k", "50k以上"], selected: "5k-10k")
      }) {
      case .success(let engine): PreviewHost(engine: engine) { $0.value }
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  struct IndependentWheelsPreviews: PreviewProvider {
    static var previews: some View {
      switch Result(catching: { () throws(WheelPickerError) in
        try SelectionEngine(
          wheels: [
            .init(items: ["white", "wheat", "rye", "sourdough"], name: "bread", widthWeight: 90),
            .init(items: ["turkey", "ham", "tofu", "cheese"], name: "filling", widthWeight: 210),
          ], selected: ["rye", "tofu"])
      }) {
      case .success(let engine):
        PreviewHost(engine: engine) { "Your \($0.values[1]) on \($0.values[0]) bread" }
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  struct CascadeWheelsPreviews: PreviewProvider {
    static var previews: some View {
      switch Result(catching: { () throws(WheelPickerError) in
        try SelectionEngine(tree: previewAuthors, levels: 2, selectedNames: ["Brontë", "Villette"])
      }) {
      case .success(let engine): PreviewHost(engine: engine) { $0.text(separator: " — ") }
      case .failure(let error): PreviewFailure(error: error)
      }
    }
  }

  /// Authors and their books: a dictionary's sorted keys, then the key's values.
  let previewAuthors = CascadeTree(roots: [
    .init(name: "Austen", children: [.init(name: "Emma"), .init(name: "Persuasion")]),
    .init(name: "Brontë", children: [.init(name: "Jane Eyre"), .init(name: "Villette")]),
    .init(name: "Dickens", children: [.init(name: "Bleak House"), .init(name: "Great Expectations")]),
  ])

  struct SlotMachinePreviews: PreviewProvider {
    static var previews: some View { SlotMachineView(seed: 7) }
  }

  struct TextFieldPreviews: PreviewProvider {
    static var previews: some View {
      TextFieldPreviewHost(model: RegionModel(dataset: .china, levels: 2))
    }
  }

  /// A region text field with its binding in state.
  struct TextFieldPreviewHost: View {
    @State private var binding: PickerTextBinding<RegionModel>

    init(model: RegionModel) {
      _binding = State(initialValue: PickerTextBinding(engine: SelectionEngine(model: model), separator: "-"))
    }

    var body: some View { WheelPickerTextField("省份-城市", binding: $binding).padding() }
  }
#endif

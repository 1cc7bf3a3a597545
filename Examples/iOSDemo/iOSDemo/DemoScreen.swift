#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import WheelPickerCore
  import WheelPickerSwiftUI

  /// Every picker in both faces. SwiftUI: each button opens its sheet, and on
  /// Confirm its title becomes the result; below, Apple's date-and-time and
  /// countdown modes, independent and dependent wheels, a date range, a week,
  /// a quarter, the world's countries and the US's ZIP codes, the text field
  /// and the slot machine. UIKit (``UIKitSection``): the same four sheets, the text field
  /// and the slot machine, through the UIKit face.
  struct DemoScreen: View {
    private let pickers: DemoPickers
    @State private var date: SelectionEngine<DatePickerModel>
    @State private var dateRange: SelectionEngine<DateRangeModel>
    @State private var week: SelectionEngine<DatePickerModel>
    @State private var quarter: SelectionEngine<DatePickerModel>
    @State private var world: SelectionEngine<RegionModel>
    @State private var usZip: SelectionEngine<RegionModel>
    @State private var region: SelectionEngine<RegionModel>
    @State private var time: SelectionEngine<CyclicModel<DatePickerModel>>
    @State private var salary: SelectionEngine<ListModel>
    @State private var dateAndTime: SelectionEngine<DatePickerModel>
    @State private var countdown: SelectionEngine<CountdownModel>
    @State private var sandwich: SelectionEngine<IndependentWheelsModel>
    @State private var books: SelectionEngine<CascadeModel>
    @State private var regionText: PickerTextBinding<RegionModel>
    @State private var titles = DemoTitles()
    @State private var showing = DemoSheets()

    init(pickers: DemoPickers) {
      self.pickers = pickers
      _date = State(initialValue: SelectionEngine(model: pickers.date))
      _dateRange = State(initialValue: SelectionEngine(model: pickers.dateRange))
      _week = State(initialValue: SelectionEngine(model: pickers.week))
      _quarter = State(initialValue: SelectionEngine(model: pickers.quarter))
      _world = State(initialValue: SelectionEngine(model: pickers.world))
      _usZip = State(initialValue: SelectionEngine(model: pickers.usZip))
      _region = State(initialValue: SelectionEngine(model: pickers.region))
      _time = State(initialValue: SelectionEngine(model: CyclicModel(pickers.time)))
      _salary = State(initialValue: SelectionEngine(model: pickers.salary))
      _dateAndTime = State(initialValue: SelectionEngine(model: pickers.dateAndTime))
      _countdown = State(initialValue: SelectionEngine(model: pickers.countdown))
      _sandwich = State(initialValue: SelectionEngine(model: pickers.sandwich))
      _books = State(initialValue: SelectionEngine(model: pickers.books))
      _regionText = State(
        initialValue: PickerTextBinding(engine: SelectionEngine(model: pickers.region), separator: "-"))
    }

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(spacing: 16) {
            Text("SwiftUI").font(.headline).frame(maxWidth: .infinity, alignment: .leading)
            // Groups of at most ten: a view builder takes ten views.
            VStack(spacing: 16) {
              DemoButton(title: titles.date) { showing.date = true }
              DemoButton(title: titles.region) { showing.region = true }
              DemoButton(title: titles.time) { showing.time = true }
              DemoButton(title: titles.salary) { showing.salary = true }
            }
            VStack(spacing: 16) {
              DemoButton(title: titles.dateAndTime) { showing.dateAndTime = true }
              DemoButton(title: titles.countdown) { showing.countdown = true }
              DemoButton(title: titles.sandwich) { showing.sandwich = true }
              DemoButton(title: titles.books) { showing.books = true }
            }
            VStack(spacing: 16) {
              DemoButton(title: titles.dateRange) { showing.dateRange = true }
              DemoButton(title: titles.week) { showing.week = true }
              DemoButton(title: titles.quarter) { showing.quarter = true }
              DemoButton(title: titles.world) { showing.world = true }
              DemoButton(title: titles.usZip) { showing.usZip = true }
            }
            WheelPickerTextField("省份-城市", binding: $regionText)
            NavigationLink {
              SlotMachineView().navigationTitle("老虎机")
            } label: {
              Text("老虎机").frame(maxWidth: .infinity, minHeight: 44)
            }
            UIKitSection(pickers: pickers)
          }
          .padding()
        }
        .navigationTitle("WheelPicker")
      }
      // Above the navigation stack, so that each sheet's backdrop covers the whole screen.
      .wheelPickerSheet(isPresented: $showing.date, engine: $date, title: "选择日期") {
        titles.date = pickers.date.text(for: $0)
      }
      .wheelPickerSheet(isPresented: $showing.region, engine: $region, title: "选择地区") {
        titles.region = $0.text(separator: "")
      }
      .wheelPickerSheet(isPresented: $showing.time, engine: $time, title: "选择时间") {
        titles.time = pickers.time.text(for: $0)
      }
      .wheelPickerSheet(isPresented: $showing.salary, engine: $salary, title: "单个数据选择器") {
        titles.salary = $0.value
      }
      .wheelPickerSheet(isPresented: $showing.dateAndTime, engine: $dateAndTime, title: "日期和时间") {
        titles.dateAndTime = pickers.dateAndTime.text(for: $0)
      }
      .wheelPickerSheet(isPresented: $showing.countdown, engine: $countdown, title: "倒计时") {
        titles.countdown = pickers.countdown.text(for: $0)
      }
      .wheelPickerSheet(isPresented: $showing.sandwich, engine: $sandwich, title: "Sandwich") {
        titles.sandwich = "Your \($0.values[1]) on \($0.values[0]) bread"
      }
      .wheelPickerSheet(isPresented: $showing.books, engine: $books, title: "Books") {
        titles.books = $0.text(separator: " — ")
      }
      .wheelPickerSheet(isPresented: $showing.dateRange, engine: $dateRange, title: "选择日期范围") {
        titles.dateRange = pickers.dateRange.text(for: $0)
      }
      .wheelPickerSheet(isPresented: $showing.week, engine: $week, title: "选择周") {
        titles.week = pickers.week.text(for: $0)
      }
      .wheelPickerSheet(isPresented: $showing.quarter, engine: $quarter, title: "选择季度") {
        titles.quarter = pickers.quarter.text(for: $0)
      }
      .wheelPickerSheet(isPresented: $showing.world, engine: $world, title: "Country → subdivision") {
        titles.world = $0.text(separator: " ")
      }
      .wheelPickerSheet(isPresented: $showing.usZip, engine: $usZip, title: "US state → ZIP code") {
        titles.usZip = $0.text(separator: " ")
      }
    }
  }

  /// The buttons' titles: what they do until a sheet confirms, then the result.
  struct DemoTitles: Equatable {
    var date = "选择日期"
    var region = "选择地区"
    var time = "选择时间"
    var salary = "单个数据选择器"
    var dateAndTime = "日期和时间"
    var countdown = "倒计时"
    var sandwich = "Sandwich"
    var books = "Authors × books"
    var dateRange = "选择日期范围"
    var week = "选择周"
    var quarter = "选择季度"
    var world = "Country → subdivision"
    var usZip = "US state → ZIP code"
  }

  /// Which sheet is showing.
  struct DemoSheets: Equatable {
    var date = false
    var region = false
    var time = false
    var salary = false
    var dateAndTime = false
    var countdown = false
    var sandwich = false
    var books = false
    var dateRange = false
    var week = false
    var quarter = false
    var world = false
    var usZip = false
  }

  /// A full-width button whose title is the picker's name, then its result.
  struct DemoButton: View {
    let title: String
    let action: @MainActor () -> Void

    var body: some View {
      Button(action: action) {
        Text(title).frame(maxWidth: .infinity, minHeight: 44)
      }
    }
  }

  struct DemoScreenPreviews: PreviewProvider {
    static var previews: some View {
      switch Result(catching: { () throws(WheelPickerError) in try DemoPickers(now: Date()) }) {
      case .success(let pickers): DemoScreen(pickers: pickers)
      case .failure(let error): Text(String(describing: error))
      }
    }
  }
#endif

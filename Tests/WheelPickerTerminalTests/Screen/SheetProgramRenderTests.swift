import Testing
import WheelPickerCore

@testable import WheelPickerTerminal

/// Golden frames of the pure render, as plain text (styles are checked separately).
@Suite("SheetProgram render")
struct SheetProgramRenderTests {
  func frame<Model>(
    _ program: SheetProgram<Model>, _ state: SheetState<Model>, _ columns: Int, _ lines: Int
  ) -> String {
    program.render(state, size: TerminalSize(columns: columns, lines: lines)).plainText
  }

  @Test("independent wheels, a unit on the centre row only, content widths")
  func independentWheels() {
    let (program, state) = Fixtures.lists(
      [Fixtures.months, ["1", "2", "3"]],
      configuration: .init(title: "Month"), units: [1: "日"])
    #expect(
      frame(program, state, 40, 8) == """
         Cancel          Month          Confirm
        ────────────────────────────────────────


         ›     January     ‹        1日
              February              2
                March               3
        ↑↓ row  ←→ wheel  enter confirm  esc ca…
        """)
  }

  @Test("a live title follows the value, except during a spin (no WINNING! before the reels stop)")
  func liveTitleWaitsForSpin() {
    var program = SheetProgram<ListWheelsModel>()
    program.configuration.title = "Slots"
    program.sheet.spin = { _, _ in [6, 9] }
    program.sheet.liveTitle = { value in "live " + value.map { $0.map(String.init) ?? "-" }.joined() }
    let symbols = ["🍒", "🔔", "⭐", "🍋"]
    var state = program.initialState(
      engine: SelectionEngine(model: ListWheelsModel([symbols, symbols], cyclic: [0, 1])), size: .standard)
    let bar = { (state: SheetState<ListWheelsModel>) in
      program.render(state, size: TerminalSize(columns: 40, lines: 10)).plainLine(0)
    }
    #expect(bar(state).contains("live 00"))
    (state, _) = program.update(state, .key(.character(" ")))
    while state.isAnimating {
      #expect(bar(state).contains("Slots") && !bar(state).contains("live"))
      (state, _) = program.update(state, .tick)
    }
    // The spin turned the wheels 6 and 9 rows on four symbols.
    #expect(bar(state).contains("live 21"))
  }

  @Test("a cascade in Chinese: focus on the city, the district wheel empty")
  func cascade() {
    let program = SheetProgram<CascadeModel>(configuration: .init(title: "地区", labels: .simplifiedChinese))
    let start = program.initialState(engine: Fixtures.cascade(), size: .standard)
    let (state, _) = Fixtures.send([.down, .right, .down, .right], to: program, start)
    #expect(
      frame(program, state, 36, 10) == """
         取消           地区           确定
        ────────────────────────────────────

           广东省
           北京市    › 东城区  ‹     —
            澳门
           浙江省
        ↑↓ row  ←→ wheel  enter confirm  es…
        """)
  }

  @Test("the help replaces the wheels and lists every binding that works here (nothing spins: no Space)")
  func help() {
    let program = SheetProgram<CascadeModel>(configuration: .init(title: "地区", labels: .simplifiedChinese))
    let start = program.initialState(engine: Fixtures.cascade(), size: .standard)
    let (state, _) = Fixtures.send([.character("?")], to: program, start)
    #expect(
      frame(program, state, 80, 24) == """
         取消                                 按键                                 确定
        ────────────────────────────────────────────────────────────────────────────────
         ↑/ctrl-p  previous row                 ctrl-j/f3  next match
         ↓/ctrl-n  next row                     ctrl-k/⇧f3  previous match
         pgup  page up                          backspace  delete a query character
         pgdn  page down                        enter  confirm
         home  first row                        esc  clear query/cancel
         end  last row                          ctrl-c  interrupt
         ←  wheel on the left                   ?  help
         →  wheel on the right                  ctrl-z  suspend
         tab  next wheel (wraps)                abc…  search
         shift-tab  previous wheel (wraps)
        """)
  }

  @Test("the bar and the help follow later changes: a spin adds Space, a title renames Confirm")
  func textsFollowChanges() {
    var (program, state) = Fixtures.lists([["a", "b"], ["1", "2"]])
    func help(_ program: SheetProgram<ListWheelsModel>) -> String {
      frame(program, Fixtures.send([.character("?")], to: program, state).0, 80, 24)
    }
    #expect(!help(program).contains("space  spin"), "nothing spins yet")
    program.sheet.spin = { _, _ in [1, 1] }
    #expect(help(program).contains("space  spin"))
    // A change the texts are not made from (the query typed at the start) keeps them.
    program.configuration.query = "b"
    #expect(help(program).contains("space  spin"))
    #expect(frame(program, state, 40, 8).contains("Confirm"))
    program.configuration.confirmTitle = "Go"
    state = program.initialState(engine: state.sheet.engine, size: state.size)
    let bar = frame(program, state, 40, 8).split(separator: "\n").first.map(String.init) ?? ""
    #expect(bar.hasSuffix("Go") && !bar.contains("Confirm"), "\(bar)")
  }

  @Test("a query without match shows in the bar")
  func noMatch() {
    let program = SheetProgram<CascadeModel>(configuration: .init(title: "地区", labels: .simplifiedChinese))
    let start = program.initialState(engine: Fixtures.cascade(), size: .standard)
    // No row's name or pinyin holds a q (浙江省 is found by z, its pinyin).
    let (state, _) = Fixtures.send([.character("q")], to: program, start)
    #expect(
      frame(program, state, 36, 10) == """
         取消        /q  无匹配        确定
        ────────────────────────────────────


         › 广东省  ‹   广州市      天河区
           北京市      深圳市      越秀区
            澳门
        ↑↓ row  ←→ wheel  enter confirm  es…
        """)
  }

  @Test("full screen: the sheet at the bottom, the unit beside the centre row, an empty wheel")
  func fullscreen() {
    let configuration = SheetConfiguration(
      title: "Fullscreen", visibleRows: 3, presentation: .fullscreen)
    let (program, state) = Fixtures.lists(
      [["2006", "2007", "2008"], []], configuration: configuration, units: [0: "年"])
    #expect(
      frame(program, state, 30, 9) == """



         Cancel  Fullscreen   Confirm
        ──────────────────────────────

         ›   2006年   ‹       —
             2007
        ↑↓ row  ←→ wheel  enter confi…
        """)
    #expect(program.render(state, size: TerminalSize(columns: 30, lines: 9))[0, 0].style.background != nil)
  }

  @Test("full screen over a backdrop: the screen behind shows above the sheet, drawn from the value")
  func backdrop() {
    let configuration = SheetConfiguration(title: "Over", visibleRows: 3, presentation: .fullscreen)
    var (program, state) = Fixtures.lists([["a", "b", "c"]], configuration: configuration)
    program.backdrop = { value, size in
      var behind = Frame(width: size.columns, height: size.lines, fill: Cell("·"))
      behind.draw("value \(value)", x: 1, y: 1)
      return behind.dimmed()
    }
    let size = TerminalSize(columns: 24, lines: 8)
    (state, _) = program.update(state, .key(.down))
    let rendered = program.render(state, size: size)
    #expect(rendered.plainLine(0) == String(repeating: "·", count: 24))
    #expect(rendered.plainLine(1).hasPrefix("·value "))
    #expect(rendered.plainLine(1).contains("Optional(1)"), "drawn from the current value")
    #expect(rendered[0, 0].style.isFaint)
    var inline = program
    inline.configuration.presentation = .inline
    #expect(!inline.render(state, size: size).plainText.contains("·"), "inline sheets have no backdrop")
    var plain = program
    plain.configuration.usesStyles = false
    #expect(plain.render(state, size: size)[0, 0].style == .plain, "NO_COLOR and TERM=dumb apply to it too")
  }

  @Test("a cyclic wheel wraps its rows around")
  func cyclic() {
    let (program, state) = Fixtures.lists([["a", "b", "c", "d", "e"]], cyclic: [0])
    #expect(
      frame(program, state, 20, 8) == """
         Cancel     Confirm
        ────────────────────
                 d
                 e
         ›       a        ‹
                 b
                 c
        ↑↓ row  enter confi…
        """)
  }

  @Test(
    "hostile row text is drawn harmless; a wide wheel takes the room a weighted neighbour spares, then is cut with …"
  )
  func hostile() {
    let (program, state) = Fixtures.lists(
      [["\u{1B}]0;pwned\u{07}", "ok", "\u{1B}[2J中文字符串很长很长很长"], ["a"]], weights: [0: 1, 1: 2])
    #expect(
      frame(program, state, 30, 8) == """
         Cancel               Confirm
        ──────────────────────────────


         ›      ␛]0;pwned␇      ‹  a
                    ok
          ␛[2J中文字符串很长很…
        ↑↓ row  ←→ wheel  enter confi…
        """)
  }

  @Test("below 20×6 a clear message", arguments: [(19, 9), (40, 5), (10, 3)])
  func tooSmall(_ columns: Int, _ lines: Int) {
    let (program, state) = Fixtures.lists([["a"]])
    let text = frame(program, state, columns, lines)
    #expect(text.contains(columns >= 20 ? "Terminal too small" : "Terminal"))
    #expect(text.contains(columns >= 12 ? "\(columns)×\(lines) < 20×6" : "\(columns)×\(lines)"))
    #expect(program.render(state, size: TerminalSize(columns: columns, lines: lines)).height <= lines)
  }

  @Test("styles: the focused centre reversed, faint far rows, struck disabled rows, none under TERM=dumb")
  func styles() {
    let (program, state) = Fixtures.lists(
      [["a", "b", "c", "d", "e"], ["x", "y"]], disabled: [[0, 1]])
    let rendered = program.render(state, size: TerminalSize(columns: 20, lines: 8))
    // Centre line is 2 + 5 / 2 = 4; the first wheel starts at column 1.
    #expect(rendered[1, 4].style.isReversed)
    #expect(rendered[1, 4].character == "›")
    #expect(rendered.line(5).contains { $0.character == "b" && $0.style.isStruckThrough })
    #expect(rendered.line(6).contains { $0.character == "c" && $0.style.isFaint })
    var dumb = program
    dumb.configuration.apply(environment: ["TERM": "dumb"])
    let plain = dumb.render(state, size: TerminalSize(columns: 20, lines: 8))
    #expect(plain.cells.allSatisfy { $0.style == .plain })
    var noColor = program
    noColor.configuration.apply(environment: ["NO_COLOR": "1"])
    let colorless = noColor.render(state, size: TerminalSize(columns: 20, lines: 8))
    #expect(colorless.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
    #expect(colorless[1, 4].style.isReversed)
  }

  @Test("a cascade's disabled options are drawn struck through; the selected one is not")
  func disabledCascadeOptions() {
    let tree = CascadeTree(roots: [
      .init(name: "Zhejiang", children: [.init(name: "Hangzhou", isDisabled: true), .init(name: "Ningbo")]),
      .init(name: "Jiangsu", isDisabled: true),
    ])
    let program = SheetProgram<CascadeModel>(configuration: SheetConfiguration())
    let state = program.initialState(
      engine: SelectionEngine(model: CascadeModel(tree: tree)), size: TerminalSize(columns: 40, lines: 9))
    let rendered = program.render(state, size: TerminalSize(columns: 40, lines: 9))
    func style(of word: String) -> [Bool] {
      (0..<9).compactMap { line -> Bool? in
        let cells = rendered.line(line)
        let text = String(cells.map(\.character))
        guard let start = text.range(of: word) else { return nil }
        let offset = text.distance(from: text.startIndex, to: start.lowerBound)
        return cells[cells.startIndex + offset].style.isStruckThrough
      }
    }
    #expect(style(of: "Hangzhou") == [true])
    #expect(style(of: "Jiangsu") == [true])
    #expect(style(of: "Ningbo") == [false])
    #expect(style(of: "Zhejiang") == [false])
  }

  @Test("the sheet rises from below while animating")
  func rise() {
    let (program, state) = Fixtures.lists([["a", "b"]])
    let (appeared, _) = program.update(
      program.update(state, .resized(TerminalSize(columns: 20, lines: 8))).0, .appeared)
    #expect(appeared.rise == 8)
    var risen = appeared
    risen.rise = 6
    #expect(program.render(risen).plainText == "\n\n\n\n\n\n Cancel     Confirm\n────────────────────")
    var ticked = appeared
    var heights: [Int] = []
    while ticked.isAnimating {
      ticked = program.update(ticked, .tick).0
      heights.append(ticked.rise)
    }
    #expect(heights == [7, 6, 5, 4, 3, 2, 1, 0])
  }
}

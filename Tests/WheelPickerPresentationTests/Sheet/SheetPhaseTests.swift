import Testing
import WheelPickerPresentation

@Suite("SheetPhase")
struct SheetPhaseTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let phase: SheetPhase
    let event: SheetPhase.Event
    let expected: SheetPhase.Transition?
    var testDescription: String { "\(phase) + \(event)" }
  }

  /// Every phase × every event: the allowed transitions, everything else ignored.
  static let table: [Case] = SheetPhase.allCases.flatMap { phase in
    SheetPhase.Event.allCases.map { event in
      let expected: SheetPhase.Transition? =
        switch (phase, event) {
        case (.presenting, .appeared): .init(to: .shown)
        case (.presenting, .confirmPressed), (.shown, .confirmPressed):
          .init(to: .confirmed, effect: .reportValue)
        case (.presenting, .cancelPressed), (.shown, .cancelPressed), (.presenting, .backdropTapped),
          (.shown, .backdropTapped):
          .init(to: .cancelled, effect: .reportCancellation)
        case (.confirmed, .dismissFinished), (.cancelled, .dismissFinished):
          .init(to: .dismissed, effect: .remove)
        default: nil
        }
      return Case(phase: phase, event: event, expected: expected)
    }
  }

  @Test("transition table", arguments: table)
  func transition(_ item: Case) {
    #expect(item.phase.transition(on: item.event) == item.expected)
    var phase = item.phase
    let taken = phase.handle(item.event)
    #expect(taken == item.expected)
    #expect(phase == (item.expected?.phase ?? item.phase))
  }

  @Test("the table has 25 cells and 9 transitions")
  func tableSize() {
    #expect(Self.table.count == 25)
    #expect(Self.table.filter { $0.expected != nil }.count == 9)
  }

  @Test("a whole confirm: presenting → shown → confirmed → dismissed; a second Confirm is ignored")
  func confirmTranscript() {
    var phase = SheetPhase.presenting
    #expect(phase.handle(.appeared) == .init(to: .shown))
    #expect(phase.acceptsInput)
    #expect(phase.handle(.confirmPressed) == .init(to: .confirmed, effect: .reportValue))
    #expect(phase.handle(.confirmPressed) == nil)
    #expect(phase.handle(.backdropTapped) == nil)
    #expect(phase.hasEnded)
    #expect(phase.handle(.dismissFinished) == .init(to: .dismissed, effect: .remove))
    #expect(phase == .dismissed)
    #expect(!phase.isPanelRaised)
  }
}

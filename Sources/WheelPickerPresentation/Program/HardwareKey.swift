import WheelPickerCore

/// A named key of a hardware keyboard, as every keyboard face (UIKit's key commands, SwiftUI's
/// key presses) binds it to a ``SheetIntent``: one table and one rule about modifiers, so that
/// both faces take the same keys.
///
/// ```swift
/// HardwareKey.downArrow.intent(modifiers: [])            // .nextRow
/// HardwareKey.tab.intent(modifiers: .shift)              // .previousWheelWrapping
/// HardwareKey.downArrow.intent(modifiers: .command)      // nil: the app's shortcut
/// ```
public enum HardwareKey: String, Hashable, Sendable, CaseIterable {
  /// ↑
  case upArrow
  /// ↓
  case downArrow
  /// ←
  case leftArrow
  /// →
  case rightArrow
  /// Tab (Shift-Tab goes the other way).
  case tab
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Return, or the keypad's Enter.
  case `return`
  /// Escape.
  case escape
  /// Delete (backspace).
  case delete

  /// The modifier combinations the sheet binds this key with: none, and Shift for Tab.
  public var boundModifiers: [HardwareKeyModifiers] { self == .tab ? [[], .shift] : [[]] }

  /// The intent this key runs when held with `modifiers`; `nil` where the combination is not the
  /// sheet's: any key held with Command or Control is the app's shortcut
  /// (``HardwareKeyModifiers/isAppShortcut``), and Shift or Option change only Tab (Shift-Tab goes
  /// back), so Shift-↓ or Option-↓ leave the key to the app as well.
  public func intent(modifiers: HardwareKeyModifiers) -> SheetIntent? {
    guard boundModifiers.contains(modifiers) else { return nil }
    switch self {
    case .upArrow: return .previousRow
    case .downArrow: return .nextRow
    case .leftArrow: return .previousWheel
    case .rightArrow: return .nextWheel
    case .tab: return modifiers.contains(.shift) ? .previousWheelWrapping : .nextWheelWrapping
    case .pageUp: return .previousPage
    case .pageDown: return .nextPage
    case .home: return .firstRow
    case .end: return .lastRow
    case .return: return .confirm
    case .escape: return .cancel
    case .delete: return .deleteBackward
    }
  }
}

/// The modifier keys held with a key, as the sheet reads them (a face maps its framework's
/// flags to these; Caps Lock, the keypad and Fn flags do not count).
public struct HardwareKeyModifiers: OptionSet, Hashable, Sendable {
  /// The modifiers' bits.
  public let rawValue: Int
  /// Modifiers from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The modifiers a face reads from its framework's flags, each held or not.
  public init(shift: Bool, control: Bool, option: Bool, command: Bool) {
    let held: [(Bool, HardwareKeyModifiers)] = [
      (shift, .shift), (control, .control), (option, .option), (command, .command),
    ]
    self = HardwareKeyModifiers(held.filter(\.0).map(\.1))
  }

  /// Shift (⇧).
  public static let shift = HardwareKeyModifiers(rawValue: 1 << 0)
  /// Control (⌃).
  public static let control = HardwareKeyModifiers(rawValue: 1 << 1)
  /// Option (⌥).
  public static let option = HardwareKeyModifiers(rawValue: 1 << 2)
  /// Command (⌘).
  public static let command = HardwareKeyModifiers(rawValue: 1 << 3)

  /// Whether a key held with these modifiers is the app's shortcut rather than the sheet's:
  /// with Command or Control held, neither a named key nor a typed character reaches the sheet,
  /// in every face.
  public var isAppShortcut: Bool { !isDisjoint(with: [.command, .control]) }
}

extension PickerWords {
  /// The title a keyboard shortcut list shows for an intent (UIKit's list while ⌘ is held):
  /// `Next Row`, `下一行`. Confirm and Cancel read as the sheet's buttons do.
  public func keyTitle(of intent: SheetIntent) -> String {
    switch intent {
    case .confirm: return confirm
    case .cancel: return cancel
    case .spin: return spin
    default: return Self.keyTitles[intent].map(pick) ?? ""
    }
  }

  /// The titles of the intents a key runs, other than the buttons'.
  private static let keyTitles: [SheetIntent: Phrase] = [
    .previousRow: Phrase(en: "Previous Row", hans: "上一行", hant: "上一列", ja: "前の行"),
    .nextRow: Phrase(en: "Next Row", hans: "下一行", hant: "下一列", ja: "次の行"),
    .previousPage: Phrase(en: "Previous Page", hans: "上一页", hant: "上一頁", ja: "前のページ"),
    .nextPage: Phrase(en: "Next Page", hans: "下一页", hant: "下一頁", ja: "次のページ"),
    .firstRow: Phrase(en: "First Row", hans: "第一行", hant: "第一列", ja: "最初の行"),
    .lastRow: Phrase(en: "Last Row", hans: "最后一行", hant: "最後一列", ja: "最後の行"),
    .previousWheel: Phrase(en: "Wheel on the Left", hans: "左边的轮", hant: "左邊的輪", ja: "左のホイール"),
    .nextWheel: Phrase(en: "Wheel on the Right", hans: "右边的轮", hant: "右邊的輪", ja: "右のホイール"),
    .nextWheelWrapping: Phrase(
      en: "Next Wheel", hans: "下一个轮（循环）", hant: "下一個輪（循環）", ja: "次のホイール（循環）"),
    .previousWheelWrapping: Phrase(
      en: "Previous Wheel", hans: "上一个轮（循环）", hant: "上一個輪（循環）", ja: "前のホイール（循環）"),
    .nextMatch: Phrase(en: "Next Match", hans: "下一个匹配", hant: "下一個符合", ja: "次の一致"),
    .previousMatch: Phrase(en: "Previous Match", hans: "上一个匹配", hant: "上一個符合", ja: "前の一致"),
    .deleteBackward: Phrase(
      en: "Delete a Search Character", hans: "删除一个查询字符", hant: "刪除一個查詢字元", ja: "検索語を1文字削除"),
    .toggleHelp: Phrase(en: "Keys", hans: "帮助", hant: "說明", ja: "ヘルプ"),
    .interrupt: Phrase(en: "Interrupt", hans: "中断", hant: "中斷", ja: "中断"),
    .toggleMark: Phrase(en: "Mark Row", hans: "标记/取消标记", hant: "標記/取消標記", ja: "選択/解除"),
    .markAllMatches: Phrase(en: "Mark All Matches", hans: "标记全部匹配", hant: "標記全部符合", ja: "一致をすべて選択"),
    .suspend: Phrase(en: "Suspend", hans: "挂起", hant: "暫停", ja: "一時停止"),
  ]
}

extension PickerWords {
  /// The sentence a face announces for a move the user did not make (a clamp,
  /// a reset, a wheel emptied or restored, a disabled row skipped), or `nil`
  /// for a move the user made or one that changes no value.
  ///
  /// <!-- snippet:
  /// let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  /// let now = Date(timeIntervalSince1970: 1_795_939_200)  // 2026-11-29 08:00 in Shanghai
  /// var configuration = DatePickerConfiguration(columns: .yearMonthDay, timeZone: zone, now: now)
  /// configuration.initialValue = .fields(year: 2026, month: 1, day: 31)
  /// var engine = SelectionEngine(model: try DatePickerModel(configuration))
  /// let words = PickerWords(language: .english)
  /// -->
  /// ```swift
  /// let change = engine.selectRow(1, inWheel: 1)          // January 31 → February
  /// change.moves.compactMap { words.announcement(for: $0, in: engine) }   // ["Day changed to 28: February has 28 days"]
  /// ```
  ///
  /// Call it with the engine right after the change that reported `move`: the
  /// rows are read under the engine's current selection. A model that adopts
  /// ``MoveExplaining`` adds the reason (a month's length, a bound).
  ///
  /// - Parameters:
  ///   - move: a move of the change.
  ///   - engine: the engine after the change.
  public func announcement<Model: WheelModel>(
    for move: SelectionMove, in engine: SelectionEngine<Model>
  ) -> String? {
    let wheel = move.wheel
    guard wheel >= 0, wheel < engine.wheelCount else { return nil }
    let model = engine.model
    let traits = model.traits(ofWheel: wheel)
    let label = label(of: traits, wheel: wheel)
    if let requested = move.requestedRow {
      // A row out of range was never shown, so there is nothing to scroll back from.
      guard requested >= 0, requested < engine.rowCount(ofWheel: wheel) else { return nil }
      return unavailable(model.spokenText(ofRow: requested, inWheel: wheel, given: engine.selection))
    }
    let sentence: String
    switch move.reason {
    case .selected, .sameValue, .initial, .skippedDisabled: return nil
    case .emptied: sentence = emptied(label)
    case .restored, .clamped, .reset, .carried:
      guard let row = move.toRow else { return nil }
      let value = SpokenText.title(engine.title(ofRow: row, inWheel: wheel), unit: traits.unit)
      sentence = move.reason == .restored ? restored(label, to: value) : changed(label, to: value)
    }
    guard let explaining = model as? any MoveExplaining,
      let cause = explaining.cause(of: move, given: engine.selection)
    else { return sentence }
    // A range's end is announced whole, once for all its wheels that moved.
    if let end = cause.rangeEnd { return joining(endMoved(to: end), clause: clause(for: cause)) }
    return joining(sentence, clause: clause(for: cause))
  }

  /// The announcements of every move of a change, in dependency order, as one
  /// text; `nil` when no move needs one.
  ///
  /// - Complexity: O(number of moves).
  public func announcement<Model: WheelModel>(
    for change: SelectionChange, in engine: SelectionEngine<Model>
  ) -> String? {
    var sentences: [String] = []
    for sentence in change.moves.compactMap({ announcement(for: $0, in: engine) })
    where !sentences.contains(sentence) {
      sentences.append(sentence)
    }
    guard !sentences.isEmpty else { return nil }
    switch language {
    case .english: return sentences.joined(separator: "; ")
    case .simplifiedChinese, .traditionalChinese: return sentences.joined(separator: "；")
    case .japanese: return sentences.joined(separator: "。")
    }
  }

  /// The clause that gives a move's cause (`April has 30 days`, `4月只有30天`).
  public func clause(for cause: MoveCause) -> String {
    switch (cause, language) {
    case (.monthLength(let month, let day), .english): "\(month) has \(day) days"
    case (.monthLength(let month, let day), .simplifiedChinese): "\(month)只有\(day)天"
    case (.monthLength(let month, let day), .traditionalChinese): "\(month)只有\(day)天"
    case (.monthLength(let month, let day), .japanese): "\(month)は\(day)日までです"
    case (.earliestDate(let text), .english): "the earliest date is \(text)"
    case (.earliestDate(let text), .simplifiedChinese): "最早日期为\(text)"
    case (.earliestDate(let text), .traditionalChinese): "最早日期為\(text)"
    case (.earliestDate(let text), .japanese): "最も早い日付は\(text)です"
    case (.latestDate(let text), .english): "the latest date is \(text)"
    case (.latestDate(let text), .simplifiedChinese): "最晚日期为\(text)"
    case (.latestDate(let text), .traditionalChinese): "最晚日期為\(text)"
    case (.latestDate(let text), .japanese): "最も遅い日付は\(text)です"
    case (.earliestTime(let text), .english): "the earliest time is \(text)"
    case (.earliestTime(let text), .simplifiedChinese): "最早时间为\(text)"
    case (.earliestTime(let text), .traditionalChinese): "最早時間為\(text)"
    case (.earliestTime(let text), .japanese): "最も早い時刻は\(text)です"
    case (.latestTime(let text), .english): "the latest time is \(text)"
    case (.latestTime(let text), .simplifiedChinese): "最晚时间为\(text)"
    case (.latestTime(let text), .traditionalChinese): "最晚時間為\(text)"
    case (.latestTime(let text), .japanese): "最も遅い時刻は\(text)です"
    case (.endBeforeStart, .english): "it cannot precede the start"
    case (.endBeforeStart, .simplifiedChinese): "结束不能早于开始"
    case (.endBeforeStart, .traditionalChinese): "結束不能早於開始"
    case (.endBeforeStart, .japanese): "終了は開始より前にできません"
    case (.rangeLength, .english): "the range must stay within its length limits"
    case (.rangeLength, .simplifiedChinese): "区间长度须在限制之内"
    case (.rangeLength, .traditionalChinese): "區間長度須在限制之內"
    case (.rangeLength, .japanese): "期間の長さは制限内に収める必要があります"
    }
  }

  private func changed(_ label: String, to value: String) -> String {
    switch language {
    case .english: "\(label) changed to \(value)"
    case .simplifiedChinese: "\(label)已调整为\(value)"
    case .traditionalChinese: "\(label)已調整為\(value)"
    case .japanese: "\(label)が\(value)に変更されました"
    }
  }

  private func endMoved(to value: String) -> String {
    switch language {
    case .english: "end moved to \(value)"
    case .simplifiedChinese: "结束已调整为\(value)"
    case .traditionalChinese: "結束已調整為\(value)"
    case .japanese: "終了が\(value)に変更されました"
    }
  }

  private func restored(_ label: String, to value: String) -> String {
    switch language {
    case .english: "\(label) back to \(value)"
    case .simplifiedChinese: "\(label)已恢复为\(value)"
    case .traditionalChinese: "\(label)已恢復為\(value)"
    case .japanese: "\(label)が\(value)に戻りました"
    }
  }

  private func emptied(_ label: String) -> String {
    switch language {
    case .english: "\(label): nothing to choose"
    case .simplifiedChinese: "\(label)无可选项"
    case .traditionalChinese: "\(label)無可選項"
    case .japanese: "\(label)の選択肢はありません"
    }
  }

  private func unavailable(_ text: String) -> String {
    switch language {
    case .english: "\(text) is not available"
    case .simplifiedChinese: "\(text)不可选"
    case .traditionalChinese: "\(text)不可選"
    case .japanese: "\(text)は選択できません"
    }
  }

  private func joining(_ sentence: String, clause: String) -> String {
    language == .english ? "\(sentence): \(clause)" : "\(sentence)（\(clause)）"
  }
}

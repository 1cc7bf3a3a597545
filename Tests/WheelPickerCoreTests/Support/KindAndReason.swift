import Testing
import WheelPickerCore

/// What a refusal says to a program: the kind and the reason of a ``WheelPickerError``, which a
/// test compares instead of the words (one test per reason pins the words: `WheelPickerErrorTests`).
struct KindAndReason: Hashable, CustomStringConvertible {
  let kind: WheelPickerError.Kind
  let reason: WheelPickerError.Reason

  init(_ kind: WheelPickerError.Kind, _ reason: WheelPickerError.Reason) {
    self.kind = kind
    self.reason = reason
  }

  init(_ error: WheelPickerError) { self.init(error.kind, error.reason) }

  var description: String { "\(kind) (\(reason))" }
}

/// The refusal `body` throws; `nil` when it throws nothing, and an issue when it throws another
/// error than a ``WheelPickerError``.
func kindAndReason<T>(_ body: () throws -> T) -> KindAndReason? {
  do {
    _ = try body()
    return nil
  } catch let error as WheelPickerError {
    return KindAndReason(error)
  } catch {
    Issue.record("not a WheelPickerError: \(error)")
    return nil
  }
}

/// The error `body` throws, for the tests that pin a family's words; `nil` when it throws
/// nothing, and an issue when it throws another error than a ``WheelPickerError``.
func thrown<T>(_ body: () throws -> T) -> WheelPickerError? {
  do {
    _ = try body()
    return nil
  } catch let error as WheelPickerError {
    return error
  } catch {
    Issue.record("not a WheelPickerError: \(error)")
    return nil
  }
}

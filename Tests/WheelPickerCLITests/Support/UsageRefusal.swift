import Testing

@testable import WheelPickerCLI

/// The usage error `body` throws, for tests that compare its reason (and, where a test pins the
/// words, its message); `nil` when it throws nothing, and an issue when it throws another error.
func usageError<T>(_ body: () throws -> T) -> UsageError? {
  do {
    _ = try body()
    return nil
  } catch let error as UsageError {
    return error
  } catch {
    Issue.record("not a UsageError: \(error)")
    return nil
  }
}

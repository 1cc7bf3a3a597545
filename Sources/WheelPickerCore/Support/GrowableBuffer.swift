/// An append-only buffer for loaders: it grows by doubling, appends without
/// the uniqueness and capacity checks `Array.append` makes on every call, and
/// hands its elements over to an array in one move at the end.
final class GrowableBuffer<Element> {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  subscript(index: Int) -> Element {
    get { base[index] }
    set { base[index] = newValue }
  }

  @inline(__always)
  private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(extra) }
  }

  @inline(never)
  private func grow(_ extra: Int) {
    let newCapacity = max(capacity * 2, count + extra)
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  @inline(__always)
  func append(_ element: Element) {
    reserve(1)
    (base + count).initialize(to: element)
    count += 1
  }

  @inline(__always)
  func append(contentsOf elements: UnsafeBufferPointer<Element>) {
    guard let source = elements.baseAddress, !elements.isEmpty else { return }
    reserve(elements.count)
    (base + count).initialize(from: source, count: elements.count)
    count += elements.count
  }

  /// Removes every element, keeping the storage for the next ones.
  func removeAll() {
    base.deinitialize(count: count)
    count = 0
  }

  /// Calls `body` with the elements, without copying them.
  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
    body(UnsafeBufferPointer(start: base, count: count))
  }

  /// Moves the elements into an array and leaves the buffer empty.
  func takeArray() -> [Element] {
    let moved = count
    let source = base
    count = 0
    return [Element](unsafeUninitializedCapacity: moved) { buffer, initialized in
      if let target = buffer.baseAddress { target.moveInitialize(from: source, count: moved) }
      initialized = moved
    }
  }
}

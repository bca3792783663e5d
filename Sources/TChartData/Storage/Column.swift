/// A column of fixed-size values (samples, pyramid bounds, bit words): either an owned array or
/// a buffer inside a ``MappedFile`` (a cached chart set, see `ChartSetArchive` in
/// TChartStorage), which the column keeps alive.
///
/// A value type with Array's semantics: an array is adopted with no copy (``init(_:)``), reads
/// of a mapped column touch only the pages they read, and the first mutation of a mapped column
/// copies it into an owned array (copy on write, as Array copies a shared buffer), except
/// dropping a prefix or a suffix, which only narrows the mapped buffer, and changes to a spilled
/// column that no copy shares (``ColumnSpill``), written in place. Hot loops read through
/// ``withUnsafeBufferPointer(_:)`` as they would an array's.
public struct Column<Element: BitwiseCopyable> {
  /// The elements while the column is owned (empty while it is mapped).
  @usableFromInline var owned: [Element]
  /// The mapping that ``mapped`` points into; `nil` while the column is owned.
  @usableFromInline var mapping: MappedFile?
  /// The elements while the column is mapped.
  @usableFromInline var mapped: UnsafeBufferPointer<Element>

  /// An empty owned column.
  @inlinable
  public init() {
    owned = []
    mapping = nil
    mapped = UnsafeBufferPointer(start: nil, count: 0)
  }

  /// Adopts `array`: no copy (the column shares its buffer until one of them is mutated).
  @inlinable
  public init(_ array: [Element]) {
    owned = array
    mapping = nil
    mapped = UnsafeBufferPointer(start: nil, count: 0)
  }

  /// The elements of `elements`, owned.
  @inlinable
  public init(_ elements: some Sequence<Element>) {
    self.init(Array(elements))
  }

  /// `count` copies of `value`, owned.
  @inlinable
  public init(repeating value: Element, count: Int) {
    self.init([Element](repeating: value, count: count))
  }

  /// The elements of `buffer`, which lies inside `file`: no copy, nothing read. The column
  /// keeps `file` mapped while it (or a copy of it) lives.
  @inlinable
  public init(mapping file: MappedFile, buffer: UnsafeBufferPointer<Element>) {
    owned = []
    mapping = file
    mapped = buffer
  }

  /// Whether the elements live in a mapped file (not copied into memory of their own).
  @inlinable
  public var isMapped: Bool { mapping != nil }

  /// The elements as an array: the adopted array itself when owned (no copy), a copy (O(N))
  /// when mapped.
  @inlinable
  public var array: [Element] { mapping == nil ? owned : Array(mapped) }

  /// Calls `body` with the elements' contiguous storage (valid only during the call).
  @inlinable
  public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R)
    rethrows -> R
  {
    if mapping != nil { return try body(mapped) }
    return try owned.withUnsafeBufferPointer(body)
  }

  /// Calls `body` with the elements' storage to change in place (a mapped column is copied
  /// into an owned one first).
  @inlinable
  public mutating func withUnsafeMutableBufferPointer<R>(
    _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
  ) rethrows -> R {
    if writesInPlace {
      var buffer = UnsafeMutableBufferPointer(mutating: mapped)
      let base = buffer.baseAddress
      defer { precondition(buffer.baseAddress == base, "the buffer was replaced") }
      return try body(&buffer)
    }
    makeOwned()
    return try owned.withUnsafeMutableBufferPointer(body)
  }

  /// Whether a change writes into the mapping itself: a spilled column (``ColumnSpill``)
  /// that no other copy shares, as an array writes into a buffer it alone holds.
  @inlinable
  var writesInPlace: Bool {
    mutating get {
      guard mapping?.isWritable == true else { return false }
      return isKnownUniquelyReferenced(&mapping)
    }
  }

  /// Copies a mapped column into an owned array (room for `capacity` elements); nothing when
  /// it is owned already.
  @inlinable
  mutating func makeOwned(capacity: Int = 0) {
    guard mapping != nil else { return }
    var copy: [Element] = []
    copy.reserveCapacity(Swift.max(capacity, mapped.count))
    copy.append(contentsOf: mapped)
    owned = copy
    mapping = nil
    mapped = UnsafeBufferPointer(start: nil, count: 0)
  }
}

extension Column: @unchecked Sendable where Element: Sendable {}

extension Column: RandomAccessCollection, MutableCollection {
  public typealias Index = Int
  public typealias Indices = Range<Int>

  @inlinable
  public var startIndex: Int { 0 }

  @inlinable
  public var endIndex: Int { mapping == nil ? owned.count : mapped.count }

  @inlinable
  public var count: Int { mapping == nil ? owned.count : mapped.count }

  @inlinable
  public var isEmpty: Bool { count == 0 }

  @inlinable
  public var indices: Range<Int> { 0..<count }

  @inlinable @inline(__always)
  public func index(after i: Int) -> Int { i + 1 }

  @inlinable @inline(__always)
  public func index(before i: Int) -> Int { i - 1 }

  @inlinable
  public subscript(position: Int) -> Element {
    @inline(__always) get {
      guard mapping != nil else { return owned[position] }
      precondition(position >= 0 && position < mapped.count, "Column index out of range")
      return mapped[position]
    }
    set {
      if writesInPlace {
        precondition(position >= 0 && position < mapped.count, "Column index out of range")
        UnsafeMutablePointer(mutating: mapped.baseAddress!)[position] = newValue
        return
      }
      makeOwned()
      owned[position] = newValue
    }
  }

  @inlinable
  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    try withUnsafeBufferPointer(body)
  }

  @inlinable
  public mutating func withContiguousMutableStorageIfAvailable<R>(
    _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    try withUnsafeMutableBufferPointer(body)
  }
}

extension Column: RangeReplaceableCollection {
  /// Replaces `subrange` with `newElements`. Dropping a prefix or a suffix of a mapped column
  /// narrows its buffer (no copy); anything else copies it into an owned array first.
  @inlinable
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    if mapping != nil && newElements.isEmpty {
      precondition(
        subrange.lowerBound >= 0 && subrange.upperBound <= mapped.count,
        "Column range out of bounds")
      if subrange.lowerBound == 0 {
        mapped = UnsafeBufferPointer(rebasing: mapped[subrange.upperBound...])
        return
      }
      if subrange.upperBound == mapped.count {
        mapped = UnsafeBufferPointer(rebasing: mapped[..<subrange.lowerBound])
        return
      }
    }
    makeOwned(capacity: count - subrange.count + newElements.count)
    owned.replaceSubrange(subrange, with: newElements)
  }

  @inlinable
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    if mapping != nil {
      if writesInPlace && minimumCapacity <= count + spareCapacity { return }
      makeOwned(capacity: minimumCapacity)
    } else {
      owned.reserveCapacity(minimumCapacity)
    }
  }

  @inlinable
  public mutating func append(_ newElement: Element) {
    if writesInPlace && spareCapacity > 0 {
      let base = UnsafeMutablePointer(mutating: mapped.baseAddress!)
      base[mapped.count] = newElement
      mapped = UnsafeBufferPointer(start: base, count: mapped.count + 1)
      return
    }
    makeOwned(capacity: count + 1)
    owned.append(newElement)
  }

  @inlinable
  public mutating func append<S: Sequence<Element>>(contentsOf newElements: S) {
    if writesInPlace && newElements.underestimatedCount <= spareCapacity {
      let base = UnsafeMutablePointer(mutating: mapped.baseAddress!)
      var end = mapped.count
      let limit = end + spareCapacity
      var iterator = newElements.makeIterator()
      while end < limit, let element = iterator.next() {
        base[end] = element
        end += 1
      }
      mapped = UnsafeBufferPointer(start: base, count: end)
      // More than the room: the rest joins an owned copy.
      var rest: [Element] = []
      while let element = iterator.next() { rest.append(element) }
      guard !rest.isEmpty else { return }
      makeOwned(capacity: end + rest.count)
      owned.append(contentsOf: rest)
      return
    }
    makeOwned(capacity: count + newElements.underestimatedCount)
    owned.append(contentsOf: newElements)
  }

  /// The elements a spilled column's region holds room for past its end (0 otherwise).
  @inlinable
  var spareCapacity: Int {
    guard let file = mapping, file.isWritable, let base = mapped.baseAddress,
      let start = file.bytes.baseAddress
    else { return 0 }
    let end = start + file.bytes.count
    return (end - UnsafeRawPointer(base + mapped.count)) / MemoryLayout<Element>.stride
  }

  /// Appends the elements of another column (one copy of them).
  @inlinable
  public mutating func append(contentsOf other: Column<Element>) {
    other.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    if mapping != nil || !keepCapacity {
      self = Column()
    } else {
      owned.removeAll(keepingCapacity: true)
    }
  }
}

extension Column: ExpressibleByArrayLiteral {
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension Column: Equatable where Element: Equatable {
  /// Equal when the elements are (as for Array, the same storage is equal at once, O(1)).
  @inlinable
  public static func == (lhs: Column, rhs: Column) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBufferPointer { left in
      rhs.withUnsafeBufferPointer { right in
        left.baseAddress == right.baseAddress || left.elementsEqual(right)
      }
    }
  }

  /// Equal to an array with the same elements.
  @inlinable
  public static func == (lhs: Column, rhs: [Element]) -> Bool { lhs == Column(rhs) }

  /// Equal to an array with the same elements.
  @inlinable
  public static func == (lhs: [Element], rhs: Column) -> Bool { Column(lhs) == rhs }
}

extension Column: CustomStringConvertible, CustomDebugStringConvertible {
  /// As an array prints: `[1.0, 2.0]`.
  public var description: String { array.description }
  public var debugDescription: String { "Column(\(array.description))" }
}

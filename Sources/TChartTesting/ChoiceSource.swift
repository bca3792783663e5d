/// Where the choices of a random run come from: a seeded generator (the property tests and the
/// soak) or a fuzzer's bytes (``ByteChoices``), so that one driver serves both.
public protocol ChoiceSource {
  /// A number in `0 ..< count` (`count` ≥ 1).
  mutating func choose(_ count: Int) -> Int
}

extension ChoiceSource {
  /// A number in `range`.
  public mutating func choose(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + choose(range.count)
  }

  /// True one time in `count`.
  public mutating func oneIn(_ count: Int) -> Bool { choose(count) == 0 }
}

extension SeededRandom: ChoiceSource {
  public mutating func choose(_ count: Int) -> Int { Int(next() % UInt64(max(1, count))) }
}

/// A fuzzer's input read as choices: one byte per choice (two when there are more than 256
/// options); once the bytes run out every choice is 0 and ``isExhausted`` is set.
public struct ByteChoices: ChoiceSource {
  private let bytes: [UInt8]
  private var index = 0

  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// All bytes were used.
  public var isExhausted: Bool { index >= bytes.count }

  public mutating func choose(_ count: Int) -> Int {
    guard count > 1 else { return 0 }
    var value = 0
    for _ in 0..<(count > 256 ? 2 : 1) {
      value = value << 8 | Int(index < bytes.count ? bytes[index] : 0)
      index += 1
    }
    return value % count
  }

  /// The bytes not read yet.
  public mutating func rest() -> [UInt8] {
    defer { index = bytes.count }
    return index < bytes.count ? Array(bytes[index...]) : []
  }
}

/// A 128-bit FNV-1a hash (two 64-bit lanes with different offset bases), written as 32 hex
/// digits: the same in every process and on every run (Swift's `Hasher` is seeded per process).
/// It names entries and checks the first and last bytes of a file; it is not a defence against
/// someone forging collisions (the full key text in the entry's header is compared anyway).
public struct CacheHash: Sendable, Equatable {
  private var low: UInt64 = 0xcbf2_9ce4_8422_2325
  private var high: UInt64 = 0x6c62_272e_07bb_0142
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  public init() {}

  /// Adds `bytes`.
  public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    var low = self.low
    var high = self.high
    for byte in bytes {
      low = (low ^ UInt64(byte)) &* Self.prime
      high = (high ^ UInt64(byte ^ 0x5a)) &* Self.prime
    }
    self.low = low
    self.high = high
  }

  /// Adds the UTF-8 bytes of `text`.
  public mutating func combine(_ text: String) {
    var text = text
    text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
  }

  /// The 32 lowercase hex digits.
  public var hex: String {
    func digits(_ value: UInt64) -> String {
      let text = String(value, radix: 16)
      return String(repeating: "0", count: 16 - text.count) + text
    }
    return digits(high) + digits(low)
  }

  /// The hash of `text`, as hex.
  public static func hex(_ text: String) -> String {
    var hash = CacheHash()
    hash.combine(text)
    return hash.hex
  }
}

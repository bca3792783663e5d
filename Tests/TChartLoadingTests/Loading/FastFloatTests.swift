import TChartTesting
import Testing

@testable import TChartCSV

@Suite struct FastFloatTests {
  func parse(_ text: String) -> Double? {
    Array(text.utf8).withUnsafeBufferPointer { FastFloat.parse($0) }
  }

  func expectSameAsStandardLibrary(_ text: String) {
    let expected = Double(text)
    let actual = parse(text)
    #expect(actual?.bitPattern == expected?.bitPattern, "\(text)")
  }

  @Test(arguments: [
    "0", "-0", "+0", "1", "-1", "+5", ".5", "5.", "-.5", "0.1", "0.2", "0.3", "123.456",
    "1e10", "1E10", "1e+10", "1e-10", "-2.5e-3", "9007199254740992", "9007199254740993",
    "123456789012345", "1234567890123456", "12345678901234567890", "0.000001", "1e22", "1e23",
    "1e-22", "1e-23", "4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
    "1e308", "1e309", "-1e309", "1e-400", "0.1e1", "00001.5", "1542412800000", "100.523",
    "3.141592653589793238462643383279", "0.30000000000000004", "2.675", "1e0", "7e-0",
    "123456789012345678901234567890e-20", "0.000000000000000000000000000001e30",
  ])
  func edgeCasesMatchTheStandardLibrary(text: String) {
    expectSameAsStandardLibrary(text)
  }

  @Test(arguments: [
    "", "-", "+", ".", "-.", "e5", ".e5", "abc", "1a", "1.2.3", "1e", "1e+", "--1", "+-1", " 1",
    "1 ", "inf", "nan", "0x10", "1,5", "1_000",
  ])
  func nonNumbersAreRejected(text: String) {
    #expect(parse(text) == nil, "\(text)")
  }

  @Test func randomNumbersMatchTheStandardLibrary() {
    var random = SeededRandom(seed: 42)
    for _ in 0..<20_000 {
      var text = ["", "-", "+"][Int(random.next() % 3)]
      let integerDigits = Int(random.next() % 21)
      for index in 0..<integerDigits {
        text += String(index == 0 ? random.next() % 9 + 1 : random.next() % 10)
      }
      let fractionDigits = Int(random.next() % 21)
      if fractionDigits > 0 || random.next() % 2 == 0 {
        text += "."
        for _ in 0..<fractionDigits { text += String(random.next() % 10) }
      }
      if integerDigits + fractionDigits == 0 { text += "7" }
      if random.next() % 3 == 0 {
        text += random.next() % 2 == 0 ? "e" : "E"
        text += ["", "-", "+"][Int(random.next() % 3)]
        text += String(random.next() % (random.next() % 2 == 0 ? 30 : 340))
      }
      expectSameAsStandardLibrary(text)
    }
  }

  @Test func randomDoublesRoundTrip() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<20_000 {
      let value = Double(bitPattern: random.next())
      guard value.isFinite else { continue }
      #expect(parse("\(value)") == value, "\(value)")
    }
  }

  @Test func commonScanAgreesOrDeclines() {
    var random = SeededRandom(seed: 99)
    var taken = 0
    for _ in 0..<20_000 {
      var text = random.next() % 4 == 0 ? "-" : ""
      for _ in 0..<(random.next() % 12) { text += String(random.next() % 10) }
      if random.next() % 4 != 0 {
        text += "."
        for _ in 0..<(random.next() % 12) { text += String(random.next() % 10) }
      }
      let bytes = Array(text.utf8)
      let scanned = bytes.withUnsafeBufferPointer { buffer -> Double? in
        guard let base = buffer.baseAddress,
          let (value, stop) = FastFloat.scanCommon(base, base + buffer.count),
          stop == base + buffer.count
        else { return nil }
        return value
      }
      if let scanned {
        taken += 1
        #expect(scanned.bitPattern == Double(text)?.bitPattern, "\(text)")
      } else {
        #expect(Double(text) == nil || text.filter(\.isNumber).count > 15, "\(text) declined")
      }
    }
    #expect(taken > 15_000)
  }

  /// Numbers followed by more of a row, as in a file: the eight-byte digit runs stop where a
  /// byte-by-byte reading of the grammar stops, with the same value, or both decline.
  @Test func commonScanStopsWhereTheByteScanStops() {
    var random = SeededRandom(seed: 5)
    let tails = [",", "\n", "\r\n", ";", " ", "x", ".5", "e3", "/", ":", ""]
    var taken = 0
    for _ in 0..<20_000 {
      var text = random.next() % 5 == 0 ? "-" : ""
      for _ in 0..<(random.next() % 21) { text += String(random.next() % 10) }
      if random.next() % 3 != 0 {
        text += "."
        for _ in 0..<(random.next() % 18) { text += String(random.next() % 10) }
      }
      text += tails[Int(random.next() % UInt64(tails.count))]
      for _ in 0..<(random.next() % 12) { text += String(random.next() % 10) }
      let bytes = Array(text.utf8)
      bytes.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress!
        let scanned = FastFloat.scanCommon(base, base + buffer.count)
        let expected = Self.byteWiseCommon(buffer)
        #expect(scanned.map { $0.1 - base } == expected?.stop, "\(text)")
        #expect(scanned?.0.bitPattern == expected?.value.bitPattern, "\(text)")
        if let expected {
          taken += 1
          let number = String(decoding: buffer[..<expected.stop], as: UTF8.self)
          #expect(expected.value.bitPattern == Double(number)?.bitPattern, "\(text)")
        }
      }
    }
    #expect(taken > 8_000)
  }

  /// The common grammar read one byte at a time: the value and the offset after it.
  static func byteWiseCommon(_ bytes: UnsafeBufferPointer<UInt8>) -> (value: Double, stop: Int)? {
    var index = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { index += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var fraction = 0
    var inFraction = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "."), !inFraction {
        inFraction = true
      } else if byte >= 0x30 && byte <= 0x39 {
        mantissa = mantissa &* 10 &+ UInt64(byte - 0x30)
        digits += 1
        if inFraction { fraction += 1 }
      } else {
        break
      }
      index += 1
    }
    guard digits > 0, digits <= 19, mantissa <= 1 << 53, fraction <= 22 else { return nil }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") { return nil }
    var power = 1.0
    for _ in 0..<fraction { power *= 10 }
    let value = Double(mantissa) / power
    return (negative ? -value : value, index)
  }

  @Test(arguments: [
    "1e5", "+1", "12345678901234567890", "9007199254740993", "0.00000000000000000000001",
  ])
  func commonScanDeclinesUnusualForms(text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      #expect(FastFloat.scanCommon(base, base + buffer.count) == nil)
    }
  }

  @Test func scanStopsAfterTheNumber() {
    let text = Array("12.5e3,rest".utf8)
    text.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      let scanned = FastFloat.scan(base, base + buffer.count)
      #expect(scanned?.0 == 12_500)
      #expect(scanned.map { $0.1 - base } == 6)
    }
  }
}

/// Parses decimal numbers straight from bytes, without allocating, correctly rounded.
///
/// Grammar: `[+-]? digits? ('.' digits?)? ([eE] [+-]? digits)?` with at least one mantissa digit
/// (`5`, `-0.25`, `+5`, `.5`, `5.`, `1e-7`). No `inf`, `nan`, hex or spaces. Numbers with at most
/// 15 significant digits and a decimal exponent within ±22 take the classic exact fast path (one
/// IEEE multiplication or division of two exactly representable doubles, hence correctly
/// rounded); every other number falls back to the standard library's locale-independent,
/// correctly rounded `Double(String)`.
package enum FastFloat {
  /// Exact powers of ten as doubles (10^0 … 10^22 are all exactly representable).
  private static let powers: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Parses all of `bytes`; `nil` when they are not exactly one number. Overflow gives ±infinity.
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
    return parse(base, base + bytes.count)
  }

  /// Parses all of `[start, end)`; `nil` when it is not exactly one number.
  package static func parse(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Double? {
    guard let (value, stop) = scan(start, end), stop == end else { return nil }
    return value
  }

  /// The common case only, for hot loops: `-?digits(.digits)?` with at most 19 digits whose value
  /// is exact by the fast path (no exponent, no `+`). Returns the number and where it stopped, or
  /// `nil` when the text is anything else, and the caller should use ``parse(_:_:)`` instead.
  @inline(__always)
  package static func scanCommon(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> (
    Double, UnsafePointer<UInt8>
  )? {
    var p = start
    let negative = p < end && p.pointee == 0x2D
    if negative { p += 1 }
    var mantissa: UInt64 = 0
    let digitsStart = p
    while p < end {
      let digit = p.pointee &- 0x30
      guard digit < 10 else { break }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      p += 1
    }
    var digits = p - digitsStart
    var fraction = 0
    if p < end && p.pointee == 0x2E {
      p += 1
      let fractionStart = p
      while p < end {
        let digit = p.pointee &- 0x30
        guard digit < 10 else { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        p += 1
      }
      fraction = p - fractionStart
      digits += fraction
    }
    guard digits > 0 && digits <= 19 && mantissa <= 1 << 53 && fraction <= 22 else { return nil }
    if p < end && (p.pointee | 0x20) == 0x65 { return nil }
    let value = fraction == 0 ? Double(mantissa) : Double(mantissa) / powers[fraction]
    return (negative ? -value : value, p)
  }

  /// Parses the longest number at `start` (not past `end`) and returns it with where it stopped;
  /// `nil` when no number starts there.
  @inline(__always)
  static func scan(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> (
    Double, UnsafePointer<UInt8>
  )? {
    var p = start
    var negative = false
    if p < end && (p.pointee == 0x2D || p.pointee == 0x2B) {
      negative = p.pointee == 0x2D
      p += 1
    }
    var mantissa: UInt64 = 0
    var significant = 0
    var exponent = 0
    var exact = true
    var sawDigit = false
    while p < end {
      let digit = p.pointee &- 0x30
      guard digit < 10 else { break }
      sawDigit = true
      if significant < 19 {
        if mantissa != 0 || digit != 0 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          significant += 1
        }
      } else {
        exponent += 1
        if digit != 0 { exact = false }
      }
      p += 1
    }
    if p < end && p.pointee == 0x2E {
      p += 1
      while p < end {
        let digit = p.pointee &- 0x30
        guard digit < 10 else { break }
        sawDigit = true
        if significant < 19 {
          if mantissa != 0 || digit != 0 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            significant += 1
          }
          exponent -= 1
        } else if digit != 0 {
          exact = false
        }
        p += 1
      }
    }
    guard sawDigit else { return nil }
    if p < end && (p.pointee | 0x20) == 0x65 {
      var q = p + 1
      var negativeExponent = false
      if q < end && (q.pointee == 0x2D || q.pointee == 0x2B) {
        negativeExponent = q.pointee == 0x2D
        q += 1
      }
      var value = 0
      var sawExponentDigit = false
      while q < end {
        let digit = q.pointee &- 0x30
        guard digit < 10 else { break }
        sawExponentDigit = true
        if value < 1_000_000 { value = value * 10 + Int(digit) }
        q += 1
      }
      if sawExponentDigit {
        exponent += negativeExponent ? -value : value
        p = q
      }
    }
    if mantissa == 0 { return (negative ? -0.0 : 0.0, p) }
    if exact && significant <= 15 && exponent >= -22 && exponent <= 22 {
      var value = Double(mantissa)
      value = exponent >= 0 ? value * powers[exponent] : value / powers[-exponent]
      return (negative ? -value : value, p)
    }
    return (slow(start, p), p)
  }

  /// The correctly rounded value of an already validated number, via the standard library.
  private static func slow(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Double {
    let text = String(
      decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
    return Double(text) ?? .nan
  }
}

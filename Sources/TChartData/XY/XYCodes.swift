/// A line's values as 16-bit codes, for the XY plot's counting: a pass over two lines of codes
/// reads a quarter of the bytes their values take, which is what a pan of 10^7 samples costs.
///
/// Exact: code `c` holds the values `lower + c / scale` up to the next code's, and the smallest
/// and largest value any sample of the line has under that code are kept (``smallest``,
/// ``largest``). A dot of an axis is a monotone function of the value (a multiply and an add by
/// constants, clamped and truncated: IEEE rounding keeps the order), so when both ends of a code
/// land on one dot every value under it does, and the code alone gives the dot; the few codes an
/// edge between dots cuts (about one per dot) send their samples to their values
/// (``XYAxisDots``). Gaps and infinities take the last code, which is never counted.
public struct XYCodes: Sendable {
  /// The codes, one per sample.
  public let codes: [UInt16]
  /// The value of code 0's lower end and the codes per unit of value.
  public let lower: Double
  public let scale: Double
  /// Per code, the smallest and largest value under it (NaN when none is).
  public let smallest: [Double]
  public let largest: [Double]

  /// The code of gaps and infinities: never counted.
  public static let gap = UInt16.max
  /// The codes finite values take: `0 ..< gap`.
  static let finiteCodes = Int(UInt16.max)

  /// The codes of `values`, whose finite values lie in `extremes` (`nil`: none do).
  public init(_ values: UnsafeBufferPointer<Double>, extremes: ClosedRange<Double>?) {
    let lower = extremes?.lowerBound ?? 0
    let span = (extremes?.upperBound ?? 0) - lower
    let scale = span > 0 ? Double(Self.finiteCodes) / span : 0
    let last = Double(Self.finiteCodes - 1)
    var smallest = [Double](repeating: .nan, count: Self.finiteCodes)
    var largest = [Double](repeating: .nan, count: Self.finiteCodes)
    let codes = [UInt16](unsafeUninitializedCapacity: values.count) { codes, count in
      smallest.withUnsafeMutableBufferPointer { smallest in
        largest.withUnsafeMutableBufferPointer { largest in
          for index in values.indices {
            let value = values[index]
            guard value.isFinite else {
              codes[index] = Self.gap
              continue
            }
            let scaled = (value - lower) * scale
            let code = Int(scaled < 0 ? 0 : scaled > last ? last : scaled)
            codes[index] = UInt16(truncatingIfNeeded: code)
            // NaN fails both: the first value under a code sets both ends.
            if !(value >= smallest[code]) { smallest[code] = value }
            if !(value <= largest[code]) { largest[code] = value }
          }
        }
      }
      count = values.count
    }
    self.codes = codes
    self.lower = lower
    self.scale = scale
    self.smallest = smallest
    self.largest = largest
  }

  /// The samples coded.
  public var count: Int { codes.count }

  /// The dot of every code on `axis`: ``XYAxisDots``.
  public func dots(on axis: XYAxis) -> XYAxisDots {
    var dots = [Int16](repeating: XYAxisDots.gap, count: Self.finiteCodes + 1)
    var cut = 0
    var used = 0
    for code in 0..<Self.finiteCodes where !smallest[code].isNaN {
      used += 1
      let low = axis.dot(smallest[code])
      if low == axis.dot(largest[code]) {
        dots[code] = Int16(truncatingIfNeeded: low)
      } else {
        dots[code] = XYAxisDots.cut
        cut += 1
      }
    }
    return XYAxisDots(dots: dots, cutCodes: cut, usedCodes: used)
  }
}

/// One axis of the XY grid: a value's dot, as ``XYDensity`` counts it (`value × scale + offset`,
/// or `offset − value × scale` down the rows, clamped to the dots and truncated).
public struct XYAxis: Sendable, Equatable {
  public var scale: Double
  public var offset: Double
  public var last: Double
  public var downward: Bool

  /// `dots` dots over `range`, left to right (or top to bottom, `downward`: the rows, the
  /// largest value at the top).
  public init(dots: Int, range: ClosedRange<Double>, downward: Bool) {
    scale = Double(dots) / Swift.max(range.upperBound - range.lowerBound, .leastNormalMagnitude)
    offset = downward ? range.upperBound * scale : -range.lowerBound * scale
    last = Double(dots - 1)
    self.downward = downward
  }

  /// The dot of a finite `value`.
  @inlinable
  public func dot(_ value: Double) -> Int {
    var dot = downward ? offset - value * scale : value * scale + offset
    dot = dot < 0 ? 0 : dot > last ? last : dot
    return Int(dot)
  }
}

/// Each code's dot on one axis (``XYCodes/dots(on:)``): a dot, ``cut`` when an edge between
/// dots runs through the code (its samples are placed by their values), or ``gap``.
public struct XYAxisDots: Sendable {
  public let dots: [Int16]
  /// How many codes are cut, of how many any sample has.
  public let cutCodes: Int
  public let usedCodes: Int

  /// A code an edge between dots runs through.
  public static let cut: Int16 = -1
  /// A code no sample has, or the gaps'.
  public static let gap: Int16 = -2

  /// Whether the codes pay on this axis: few enough of those in use are cut (at most one in 32)
  /// that reading their samples' values costs less than reading every value.
  public var pays: Bool { cutCodes * 32 <= usedCodes }
}

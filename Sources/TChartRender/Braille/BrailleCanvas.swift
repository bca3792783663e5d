import TChartCells

/// A grid of braille dots, 2 wide and 4 high per cell, each dot remembering which layer set it.
///
/// Layers are lines (0-based, in drawing order). A cell's colour rule: the highest layer with a
/// dot in the cell wins ("the line drawn last is on top"). Dots are never erased: every layer
/// keeps its dots.
public struct BrailleCanvas: Sendable, Equatable {
  /// Width and height in cells.
  public let size: Size
  /// Width in dots (2 per cell).
  public var dotWidth: Int { size.width * 2 }
  /// Height in dots (4 per cell).
  public var dotHeight: Int { size.height * 4 }

  /// Per cell: the braille bit pattern.
  public private(set) var bits: [UInt8]
  /// Per cell: the highest layer with a dot there, or -1.
  public private(set) var topLayer: [Int16]
  /// Whether no dot has been set yet (not part of equality: the dots are).
  public private(set) var isBlank = true

  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    let count = self.size.width * self.size.height
    bits = Array(repeating: 0, count: count)
    topLayer = Array(repeating: -1, count: count)
  }

  /// The bit of dot (column `c` in 0...1, row `r` in 0...3) within a cell.
  public static let dotBits: [[UInt8]] = [
    [0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80],
  ]

  /// Sets the dot at (`x`, `y`) in dot coordinates (y grows downwards); ignored outside.
  @inline(__always)
  public mutating func setDot(x: Int, y: Int, layer: Int) {
    guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
    isBlank = false
    let index = (y >> 2) * size.width + (x >> 1)
    bits[index] |= Self.bit(row: y & 3, column: x & 1)
    if layer > topLayer[index] { topLayer[index] = Int16(clamping: layer) }
  }

  /// ``dotBits`` by arithmetic: the bytes of `0x4004_0201` (left column) or `0x8020_1008`
  /// (right column), row `row` (0...3).
  @inline(__always)
  static func bit(row: Int, column: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: (column == 0 ? 0x4004_0201 : 0x8020_1008 as UInt32) >> (8 * row))
  }

  /// The bits of rows `first...last` (0...3, `first <= last`) of one column of a cell.
  @inline(__always)
  static func bits(rows first: Int, through last: Int, column: Int) -> UInt8 {
    let packed = (column == 0 ? 0x4004_0201 : 0x8020_1008 as UInt32) >> (8 * first)
    let kept = packed & (UInt32.max >> (8 * (3 - last + first)))
    return UInt8(truncatingIfNeeded: kept | kept >> 8 | kept >> 16 | kept >> 24)
  }

  /// Sets the dots of column `x` from row `top` to row `bottom` (both included, clipped to the
  /// canvas): the same dots as ``setDot(x:y:layer:)`` on each row, a cell at a time.
  public mutating func drawVerticalSpan(x: Int, from top: Int, to bottom: Int, layer: Int) {
    let low = max(0, top)
    let high = min(dotHeight - 1, bottom)
    guard x >= 0, x < dotWidth, low <= high else { return }
    isBlank = false
    let columnBit = x & 1
    let width = size.width
    let top = Int16(clamping: layer)
    bits.withUnsafeMutableBufferPointer { bits in
      topLayer.withUnsafeMutableBufferPointer { owners in
        var row = low
        while row <= high {
          let cellRow = row >> 2
          let lastInCell = min(high, cellRow * 4 + 3)
          let index = cellRow * width + (x >> 1)
          bits[index] |= Self.bits(rows: row & 3, through: lastInCell & 3, column: columnBit)
          if layer > owners[index] { owners[index] = top }
          row = lastInCell + 1
        }
      }
    }
  }

  /// Adds the dots of `other` (a canvas of the same size) as `layer`, only in the dot columns
  /// `dashes` keeps: the dashed drawing of a line drawn solid on `other`. O(cells).
  public mutating func overlay(_ other: BrailleCanvas, layer: Int, dashes: DashPattern) {
    guard other.size == size else { return }
    let owner = Int16(clamping: layer)
    for column in 0..<size.width {
      let mask: UInt8 =
        (dashes.keeps(dotColumn: 2 * column) ? 0x47 : 0)
        | (dashes.keeps(dotColumn: 2 * column + 1) ? 0xB8 : 0)
      guard mask != 0 else { continue }
      for row in 0..<size.height {
        let index = row * size.width + column
        let kept = other.bits[index] & mask
        guard kept != 0 else { continue }
        isBlank = false
        bits[index] |= kept
        if owner > topLayer[index] { topLayer[index] = owner }
      }
    }
  }

  /// The canvas with only the dot columns `dashes` keeps (each cell keeping its owner while it
  /// keeps a dot): a dotted drawing of the same dots. O(cells).
  public func thinned(to dashes: DashPattern) -> BrailleCanvas {
    var result = BrailleCanvas(size: size)
    for column in 0..<size.width {
      let mask: UInt8 =
        (dashes.keeps(dotColumn: 2 * column) ? 0x47 : 0)
        | (dashes.keeps(dotColumn: 2 * column + 1) ? 0xB8 : 0)
      for row in 0..<size.height {
        let index = row * size.width + column
        let kept = bits[index] & mask
        guard kept != 0 else { continue }
        result.isBlank = false
        result.bits[index] = kept
        result.topLayer[index] = topLayer[index]
      }
    }
    return result
  }

  /// Equal when they have the same size, dots and owners.
  public static func == (lhs: BrailleCanvas, rhs: BrailleCanvas) -> Bool {
    lhs.size == rhs.size && lhs.bits == rhs.bits && lhs.topLayer == rhs.topLayer
  }

  /// Whether the dot at (`x`, `y`) is set.
  public func isSet(x: Int, y: Int) -> Bool {
    guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
    return bits[(y >> 2) * size.width + (x >> 1)] & Self.dotBits[y & 3][x & 1] != 0
  }

  /// Draws a line between two dots with integer Bresenham, both ends included; the part
  /// outside the canvas is clipped (dots outside are dropped).
  ///
  /// Only the steps whose major coordinate lies on the canvas are visited, so a segment costs
  /// O(canvas) however far its ends lie outside. The dots are those of the classic loop
  /// (``BresenhamLine``), which tests compare against.
  public mutating func drawLine(from start: (x: Int, y: Int), to end: (x: Int, y: Int), layer: Int)
  {
    let line = BresenhamLine(from: start, to: end)
    let limit = line.isXMajor ? dotWidth : dotHeight
    guard let steps = line.steps(withMajorIn: 0..<limit) else { return }
    line.forEachDot(inSteps: steps) { x, y in setDot(x: x, y: y, layer: layer) }
  }

  /// The braille character of the cell at (`column`, `row`); U+2800 when empty.
  public func character(column: Int, row: Int) -> Unicode.Scalar {
    Unicode.Scalar(0x2800 + UInt32(bits[row * size.width + column]))!
  }

  /// The layer whose colour the cell takes, or `nil` when the cell has no dot.
  public func owner(column: Int, row: Int) -> Int? {
    let layer = topLayer[row * size.width + column]
    return layer < 0 ? nil : Int(layer)
  }

  /// The rows as text (no styles): handy in tests.
  public var text: String {
    (0..<size.height).map { row in
      String(String.UnicodeScalarView((0..<size.width).map { character(column: $0, row: row) }))
    }.joined(separator: "\n")
  }
}

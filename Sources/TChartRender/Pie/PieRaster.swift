import TChartCells

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pie rasterised on braille dots: which dots are lit, and which slice owns each cell.
///
/// The disc is the largest circle of square dots (2×4 per cell) that fits the area, centred:
/// its diameter is `min(2 × width, 4 × height)` dots. A dot is lit when its centre lies in the
/// disc, and belongs to the slice owning its angle (clockwise from 12 o'clock). A cell takes
/// the slice owning the most of its lit dots; on a tie, the earlier slice.
struct PieRaster {
  let size: Size
  /// The disc's centre and radius, in dots (the area's top left dot corner is 0, 0).
  let centerX: Double
  let centerY: Double
  let radius: Double
  /// Per cell (row-major): every lit dot, whatever its slice's pattern.
  private(set) var lit: [UInt8]
  /// Per cell: the dots shown (lit dots, masked by each dot's slice pattern in monochrome).
  private(set) var shown: [UInt8]
  /// Per cell: the owning slice's index, or -1 for cells without lit dots.
  private(set) var owners: [Int]

  init(size: Size, slices: PieSlices, monochrome: Bool) {
    let width = max(0, size.width)
    let height = max(0, size.height)
    self.size = Size(width: width, height: height)
    centerX = Double(width)  // 2 dots per cell, halved
    centerY = Double(height * 2)  // 4 dots per cell, halved
    radius = Double(min(width * 2, height * 4)) / 2
    let count = width * height
    lit = Array(repeating: 0, count: count)
    shown = Array(repeating: 0, count: count)
    owners = Array(repeating: -1, count: count)
    guard radius > 0, !slices.isEmpty else { return }
    var tally = [Int](repeating: 0, count: slices.slices.count)
    var touched: [Int] = []
    touched.reserveCapacity(8)
    for row in 0..<height {
      for column in 0..<width {
        rasterize(
          column: column, row: row, slices: slices, monochrome: monochrome, tally: &tally,
          touched: &touched)
      }
    }
  }

  /// `tally` (per slice, all zero between calls) and `touched` are scratch space.
  private mutating func rasterize(
    column: Int, row: Int, slices: PieSlices, monochrome: Bool, tally: inout [Int],
    touched: inout [Int]
  ) {
    let index = row * size.width + column
    touched.removeAll(keepingCapacity: true)
    for dotRow in 0..<4 {
      for dotColumn in 0..<2 {
        let x = column * 2 + dotColumn
        let y = row * 4 + dotRow
        guard let slice = slice(atDotX: x, y: y, slices: slices) else { continue }
        let bit = BrailleCanvas.dotBits[dotRow][dotColumn]
        lit[index] |= bit
        if !monochrome || PieFillPattern.isOn(slice: slice, x: x, y: y) { shown[index] |= bit }
        if tally[slice] == 0 { touched.append(slice) }
        tally[slice] += 1
      }
    }
    var best = -1
    for slice in touched {
      if best < 0 || tally[slice] > tally[best] || (tally[slice] == tally[best] && slice < best) {
        best = slice
      }
    }
    for slice in touched { tally[slice] = 0 }
    owners[index] = best
  }

  /// The slice of the dot at (`x`, `y`), or `nil` when the dot is outside the disc.
  func slice(atDotX x: Int, y: Int, slices: PieSlices) -> Int? {
    let dx = Double(x) + 0.5 - centerX
    let dy = Double(y) + 0.5 - centerY
    guard dx * dx + dy * dy <= radius * radius else { return nil }
    return slices.slice(atAngle: atan2(dx, -dy))
  }

  /// The owning slice of the cell at (`column`, `row`), or `nil` (no lit dot, or outside).
  func owner(column: Int, row: Int) -> Int? {
    guard column >= 0, row >= 0, column < size.width, row < size.height else { return nil }
    let owner = owners[row * size.width + column]
    return owner < 0 ? nil : owner
  }

  /// Whether the cell at (`column`, `row`) has a lit dot (`false` outside the area).
  func isLit(column: Int, row: Int) -> Bool {
    guard column >= 0, row >= 0, column < size.width, row < size.height else { return false }
    return lit[row * size.width + column] != 0
  }

  /// The braille character shown in the cell (U+2800 when it shows no dot).
  func character(column: Int, row: Int) -> Unicode.Scalar {
    Unicode.Scalar(0x2800 + UInt32(shown[row * size.width + column])) ?? "\u{2800}"
  }
}

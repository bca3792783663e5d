#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A percentage label placed on a pie: its text and its first cell, relative to the area.
public struct PieLabel: Sendable, Equatable {
  /// The slice it labels.
  public var slice: Int
  public var text: String
  public var column: Int
  public var row: Int
  /// Whether it sits on its slice (`true`) or just outside the disc (`false`).
  public var inside: Bool

  public init(slice: Int, text: String, column: Int, row: Int, inside: Bool) {
    self.slice = slice
    self.text = text
    self.column = column
    self.row = row
    self.inside = inside
  }
}

/// Where the `NN%` labels of a pie go, and which are dropped.
///
/// - Slices that are empty or round to `0%` get no label.
/// - First, in slice order, each label is tried on its slice: centred on the cell at 0.6 of
///   the radius along the slice's mid-angle (at the centre for a slice that is the whole
///   disc). It stays there when every cell it covers is owned by its slice (so the slice is
///   big enough to hold it).
/// - The others, in slice order, are tried just outside the circle at their mid-angle: 2, 4,
///   6 then 8 dots beyond the radius, the text starting at that cell on the right half of the
///   pie, ending at it on the left half, centred near 12 and 6 o'clock; then (when the disc
///   fills the height) beside the disc on the row where the mid-angle meets the circle, or up
///   to two rows nearer the middle, one blank cell away, right of the disc for mid-angles
///   from 12 to 6 o'clock and left otherwise. Such a label covers no cell with a lit dot.
/// - A label is never outside the area and never touches another label (one blank cell
///   between labels on a row). A label that fits nowhere is dropped.
enum PieLabels {
  static func place(slices: PieSlices, raster: PieRaster) -> [PieLabel] {
    var placed: [PieLabel] = []
    var outside: [PieSlice] = []
    for slice in slices.slices where !slice.isEmpty && slice.percent > 0 {
      let distance = slice.share >= 1 ? 0 : 0.6 * raster.radius
      let (column, row) = cell(of: slice.midAngle, distance: distance, raster: raster)
      let label = PieLabel(
        slice: slice.index, text: slice.label, column: column - (slice.label.count - 1) / 2,
        row: row, inside: true)
      if fitsInside(label, raster: raster), isFree(label, among: placed) {
        placed.append(label)
      } else {
        outside.append(slice)
      }
    }
    for slice in outside {
      let candidates = beyond(slice, raster: raster) + beside(slice, raster: raster)
      if let label = candidates.first(where: {
        fitsOutside($0, raster: raster) && isFree($0, among: placed)
      }) {
        placed.append(label)
      }
    }
    return placed
  }

  /// Outside positions along the mid-angle, 2 to 8 dots beyond the radius.
  private static func beyond(_ slice: PieSlice, raster: PieRaster) -> [PieLabel] {
    let length = slice.label.count
    let across = sin(slice.midAngle)
    return (1...4).map { step in
      let distance = raster.radius + Double(2 * step)
      let (column, row) = cell(of: slice.midAngle, distance: distance, raster: raster)
      let start =
        across > 0.25 ? column : (across < -0.25 ? column - length + 1 : column - (length - 1) / 2)
      return PieLabel(
        slice: slice.index, text: slice.label, column: start, row: row, inside: false)
    }
  }

  /// When the disc fills the area's height: beside the disc on the row where the mid-angle
  /// meets the circle (then up to two rows towards the middle), one blank cell from the
  /// disc, on the mid-angle's side (right from 12 to 6 o'clock, else left).
  private static func beside(_ slice: PieSlice, raster: PieRaster) -> [PieLabel] {
    let (_, edgeRow) = cell(of: slice.midAngle, distance: raster.radius, raster: raster)
    let first = min(max(edgeRow, 0), raster.size.height - 1)
    let towardsMiddle = first < raster.size.height / 2 ? 1 : -1
    let rightSide = sin(slice.midAngle) >= 0
    return (0...2).compactMap { offset -> PieLabel? in
      let row = first + offset * towardsMiddle
      let litColumns = (0..<raster.size.width).filter { raster.isLit(column: $0, row: row) }
      guard let left = litColumns.first, let right = litColumns.last else { return nil }
      let start = rightSide ? right + 2 : left - 1 - slice.label.count
      return PieLabel(
        slice: slice.index, text: slice.label, column: start, row: row, inside: false)
    }
  }

  /// The cell at `distance` dots from the centre along `angle` (clockwise from 12 o'clock).
  static func cell(of angle: Double, distance: Double, raster: PieRaster) -> (Int, Int) {
    let x = raster.centerX + distance * sin(angle)
    let y = raster.centerY - distance * cos(angle)
    return (Int((x / 2).rounded(.down)), Int((y / 4).rounded(.down)))
  }

  private static func columns(_ label: PieLabel) -> Range<Int> {
    label.column..<(label.column + label.text.count)
  }

  private static func inArea(_ label: PieLabel, raster: PieRaster) -> Bool {
    label.row >= 0 && label.row < raster.size.height && label.column >= 0
      && label.column + label.text.count <= raster.size.width
  }

  private static func fitsInside(_ label: PieLabel, raster: PieRaster) -> Bool {
    inArea(label, raster: raster)
      && columns(label).allSatisfy { raster.owner(column: $0, row: label.row) == label.slice }
  }

  private static func fitsOutside(_ label: PieLabel, raster: PieRaster) -> Bool {
    inArea(label, raster: raster)
      && columns(label).allSatisfy { !raster.isLit(column: $0, row: label.row) }
  }

  /// Whether `label` keeps one blank cell from every label on its row.
  private static func isFree(_ label: PieLabel, among placed: [PieLabel]) -> Bool {
    placed.allSatisfy { other in
      other.row != label.row || other.column + other.text.count < label.column
        || label.column + label.text.count < other.column
    }
  }
}

import TChartCells
import TChartData
import TChartRange

/// Where a range slider lies on screen and the one column ↔ value mapping that both the widget
/// (drawing) and the interaction (mouse hit-testing) use.
///
/// The slider's rectangle holds a label row on top (when it has two rows or more) and the track
/// row under it. The track leaves one column of padding at each end (from 6 columns on) so a
/// handle at an extreme is drawn whole, with room around it.
///
/// Values are laid out linearly, or, with ``positions``, as sample indices placed at their x
/// values (the explorer's window is in samples, its mini-map in x): column ↔ x is linear, and
/// x ↔ sample index goes through the x column, so a handle sits under its sample's date.
public struct SliderTrack: Sendable, Equatable {
  /// The whole slider: label row and track row.
  public let rect: Rect
  public let minimum: Double
  public let maximum: Double
  /// The x column values are sample indices of; `nil` for a linear track.
  public let positions: SamplePositions?

  public init(rect: Rect, minimum: Double, maximum: Double, positions: SamplePositions? = nil) {
    self.rect = rect
    self.minimum = minimum
    self.maximum = maximum
    self.positions = positions.flatMap { $0.x.count > 1 ? $0 : nil }
  }

  /// The track for `selection`'s range in `rect`.
  public init(rect: Rect, selection: RangeSelection, positions: SamplePositions? = nil) {
    self.init(
      rect: rect, minimum: selection.minimum, maximum: selection.maximum, positions: positions)
  }

  /// What `value` stands for: its x value on a track with ``positions``, else itself (what
  /// labels show).
  public func displayValue(_ value: Double) -> Double {
    positions?.xValue(at: value) ?? value
  }

  /// Columns left blank at each end of the track.
  public var padding: Int { rect.width >= 6 ? 1 : 0 }
  /// The first column of the track (where `minimum` is drawn).
  public var firstColumn: Int { rect.x + padding }
  /// The last column of the track (where `maximum` is drawn).
  public var lastColumn: Int { max(firstColumn, rect.maxX - 1 - padding) }
  /// The row of the track: the bottom row of a two-row slider.
  public var trackRow: Int { rect.y + min(1, max(0, rect.height - 1)) }
  /// The row of the value labels, `nil` when the slider has a single row.
  public var labelRow: Int? { rect.height >= 2 ? rect.y : nil }

  /// The column where `value` is drawn (values outside the range are clamped to the ends).
  public func column(for value: Double) -> Int {
    let cells = lastColumn - firstColumn
    guard cells > 0, maximum > minimum, !value.isNaN else { return firstColumn }
    let (low, high, shown) = (displayValue(minimum), displayValue(maximum), displayValue(value))
    guard high > low else { return firstColumn }
    let fraction = min(max((shown - low) / (high - low), 0), 1)
    return firstColumn + Int((fraction * Double(cells)).rounded())
  }

  /// The value under `column` (clamped to the track, not snapped): the exact inverse of
  /// ``column(for:)`` at every track column.
  public func value(atColumn column: Int) -> Double {
    let cells = lastColumn - firstColumn
    guard cells > 0 else { return minimum }
    let offset = min(max(column, firstColumn), lastColumn) - firstColumn
    if offset == cells { return maximum }
    guard let positions else {
      return minimum + (maximum - minimum) * Double(offset) / Double(cells)
    }
    let (low, high) = (displayValue(minimum), displayValue(maximum))
    let x = low + (high - low) * Double(offset) / Double(cells)
    return min(max(positions.index(ofX: x), minimum), maximum)
  }
}

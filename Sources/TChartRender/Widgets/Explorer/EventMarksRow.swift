import TChartCells
import TChartData

/// The events of `--events` on one row under a graph (its X-axis row) or along the mini-map's
/// bottom row: a moment is `▲` at its column; a range is `├──┤` from its start to its end (the
/// line only over blank cells, so the axis labels stay readable), `▲` when it fits one column.
/// A label a mark would land on is blanked (never `Apr▲9`).
/// The area must have the graph's x and width, as ``XAxis`` has, so marks line up with the
/// dots. `faint` (the mini-map) draws only a `▲` at each start, in the dim style.
public struct EventMarksRow: Widget, Sendable {
  /// The events to draw (those reaching into `xRange`; others are left out).
  public var events: [EventMark]
  public var xRange: ClosedRange<Double>
  public var style: Style
  public var faint: Bool

  public init(events: [EventMark], xRange: ClosedRange<Double>, style: Style, faint: Bool = false) {
    self.events = events
    self.xRange = xRange
    self.style = style
    self.faint = faint
  }

  /// The column (relative to the area) of `x` on a row `width` cells wide.
  public static func column(of x: Double, xRange: ClosedRange<Double>, width: Int) -> Int {
    let mapping = LineGraph.mapping(
      xRange: xRange, yRange: 0...1, size: Size(width: width, height: 1))
    return mapping.dotX(x) >> 1
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let row = faint ? area.maxY - 1 : area.y
    guard area.width > 0, area.height > 0, row >= 0, row < buffer.size.height else { return }
    let width = area.width
    let inside = 0..<width
    func column(_ x: Double) -> Int { Self.column(of: x, xRange: xRange, width: width) }
    func put(_ scalar: Unicode.Scalar, _ offset: Int, onlyBlank: Bool = false) {
      guard inside.contains(offset), area.x + offset < buffer.size.width else { return }
      if onlyBlank && buffer[area.x + offset, row].scalar != " " { return }
      buffer[area.x + offset, row] = Cell(scalar, style: style)
    }
    guard !faint else {
      for event in events { put("▲", column(event.time)) }
      return
    }
    // A mark never shares a label's cells (`Apr▲9`): the labels under marks are blanked first.
    let ranges = events.compactMap { event -> (first: Int, last: Int)? in
      guard event.end != nil else { return nil }
      let (first, last) = (column(event.time), column(event.last))
      return first == last ? nil : (first, last)
    }
    let moments = events.filter { $0.end == nil || column($0.time) == column($0.last) }
      .map { column($0.time) }
    // A blank inside a label counts as the label (never `Mar├5┤`).
    for offset in moments + ranges.flatMap({ [$0.first, $0.last] }) where inside.contains(offset) {
      let x = area.x + offset
      if buffer[x, row].scalar != " " || buffer.isBlankInsideLabel(x: x, row: row) {
        buffer.clearLabel(at: x, row: row, clip: area)
      }
    }
    // Ranges first, so a moment's `▲` is drawn over a range's line; the line leaves the blanks
    // inside a label (`├──May 7──┤`).
    let labelBlanks = inside.map { buffer.isBlankInsideLabel(x: area.x + $0, row: row) }
    for range in ranges {
      for offset in stride(
        from: Swift.max(range.first + 1, 0), to: Swift.min(range.last, width), by: 1)
      where !labelBlanks[offset] {
        put("─", offset, onlyBlank: true)
      }
      put("├", range.first)
      put("┤", range.last)
    }
    for offset in moments { put("▲", offset) }
  }
}

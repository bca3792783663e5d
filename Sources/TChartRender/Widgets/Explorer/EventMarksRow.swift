import TChartData

/// The events of `--events` on one row under a graph (its X-axis row) or along the mini-map's
/// bottom row: a moment is `▲` at its column; a range is `├──┤` from its start to its end (the
/// line only over blank cells, so the axis labels stay readable), `▲` when it fits one column.
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
    // Ranges first, so a moment's `▲` is drawn over a range's line.
    for event in events where !faint {
      guard let end = event.end else { continue }
      let first = column(event.time)
      let last = column(end)
      guard first != last else { continue }
      for offset in stride(from: Swift.max(first + 1, 0), to: Swift.min(last, width), by: 1) {
        put("─", offset, onlyBlank: true)
      }
      put("├", first)
      put("┤", last)
    }
    for event in events where faint || event.end == nil || column(event.time) == column(event.last)
    {
      put("▲", column(event.time))
    }
  }
}

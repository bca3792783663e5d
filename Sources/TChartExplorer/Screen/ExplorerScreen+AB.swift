import TChartCells
import TChartData

/// The A/B cursors on screen: the graph's columns between A and B shaded (a background under
/// the lines), `A` and `B` marked on the X axis, and the A/B panel at the bottom of the graph.
extension ExplorerScreen {
  /// Shades the columns of `area` between `model`'s A and B and marks them on `xAxis`; nothing
  /// without A. O(screen): the columns come from the window's x range.
  static func drawABShade(
    _ model: GraphModel, theme: Theme, area graph: Rect, xAxis: Rect,
    xRange: ClosedRange<Double>, into buffer: inout ScreenBuffer
  ) {
    guard let (a, b) = model.abSamples, graph.width > 0, graph.height > 0 else { return }
    let mapping = ColumnMapping(rect: graph, xLower: xRange.lowerBound, xUpper: xRange.upperBound)
    let chart = model.chartSet
    let (xA, xB) = (chart.xValue(at: a), chart.xValue(at: b))
    let low = Swift.min(xA, xB)
    let high = Swift.max(xA, xB)
    guard high >= xRange.lowerBound, low <= xRange.upperBound else { return }
    let first = Swift.max(graph.x, low < xRange.lowerBound ? graph.x : mapping.column(of: low))
    let last = Swift.min(
      graph.maxX - 1, high > xRange.upperBound ? graph.maxX - 1 : mapping.column(of: high))
    if let shade = theme.abShade {
      for y in graph.y..<graph.maxY {
        for x in first...Swift.max(first, last) {
          var cell = buffer[x, y]
          cell.style.background = shade
          buffer[x, y] = cell
        }
      }
    }
    let mark = theme.text.adding([.bold, .reverse])
    for (name, x) in [("A", xA), ("B", xB)] where xRange.contains(x) && xAxis.height > 0 {
      let column = mapping.column(of: x)
      buffer.clearLabel(at: column, row: xAxis.y, clip: xAxis, style: theme.base)
      buffer.write(name, x: column, y: xAxis.y, style: mark, clip: xAxis)
    }
  }

  /// The A/B panel at the bottom of `area` (leaving the graph a third of its rows); returns the
  /// area left above it (for the statistics panel). When the whole table would wrap into bands
  /// or take over half the area (a small screen, many lines), it shrinks to the compact panel:
  /// only Δ and Δ% per line under a short title (`A → B · Δ 3d 4h`: the axis marks A and B), at most half the area high, on the side of
  /// the graph away from the shaded A–B range.
  @discardableResult
  static func drawABPanel(
    state: ExplorerState, theme: Theme, area: Rect, into buffer: inout ScreenBuffer
  ) -> Rect {
    let ab = state.abModel
    guard let whole = ab.table(theme: theme) else { return area }
    // The graph keeps a third of its rows (at least four).
    let height = Swift.min(area.height, area.height - Swift.max(4, area.height / 3))
    var box = Rect(x: area.x, y: area.maxY - height, width: area.width, height: height)
    var table = whole
    if !whole.fitsOneBand(width: area.width) || whole.frame(in: box).height > area.height / 2 {
      table = whole.keeping(columns: ABModel.compactColumns)
      table.title = ab.compactTitle
      let width = Swift.min(area.width, table.naturalWidth)
      let height = Swift.min(area.height, Swift.max(4, area.height / 2))
      let x = ab.shadeCentre < 0.5 ? area.maxX - width : area.x
      box = Rect(x: x, y: area.maxY - height, width: width, height: height)
    }
    let frame = table.frame(in: box)
    table.render(into: &buffer, area: box)
    guard frame.width >= 12, frame.height >= 4 else { return area }
    return Rect(x: area.x, y: area.y, width: area.width, height: frame.y - area.y)
  }
}

extension Theme {
  /// The background of the graph's columns between A and B: a step off the theme's own
  /// background; `nil` in monochrome (the X axis' `A` and `B` still mark them).
  var abShade: TerminalColor? {
    guard !monochrome else { return nil }
    switch variant {
    case .terminal: return .indexed(236)
    case .night: return .indexed(238)
    case .day: return .indexed(254)
    }
  }
}

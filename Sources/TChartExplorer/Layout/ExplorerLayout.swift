import TChartCells
import TChartRender

/// Every rectangle of the explorer's screen for given Y axis columns. Built for a state only by
/// ``ExplorerGeometry`` (which works out the columns from the Y ticks): the renderer draws into
/// these and the mouse is hit-tested against the same ones.
///
/// Top to bottom: title row, Y axis + graph, X axis, mini-map, slider row, legend, status line.
/// The graph, X axis, mini-map and slider share the same columns, so a date lines up on all four.
/// The Y axis column left of them is as wide as the labels of the target Y scale need (see
/// ``ExplorerGeometry/labelColumnWidth(size:state:)``).
public struct ExplorerLayout: Sendable, Equatable {
  /// Below this size the screen shows ``tooSmallMessage`` instead.
  public static let minimumSize = Size(width: 30, height: 12)
  /// The narrowest Y axis labels column left of the graph (six characters of label and a gap);
  /// longer labels widen it, up to a third of the screen.
  public static let minimumYAxisWidth = 7

  public var size: Size
  /// True when the screen is smaller than ``minimumSize``: every rectangle is empty.
  public var isTooSmall: Bool
  public var title = Rect.zero
  /// The title row's action button (see ``TitleAction``), at its right end; empty when none.
  public var titleAction = Rect.zero
  public var yAxis = Rect.zero
  /// The right Y axis' labels column (two-axis charts only; empty otherwise).
  public var rightAxis = Rect.zero
  public var graph = Rect.zero
  public var xAxis = Rect.zero
  public var miniMap = Rect.zero
  public var slider = Rect.zero
  public var legend = Rect.zero
  public var status = Rect.zero
  /// Where popups (the line picker) open: the rows between the title and the legend.
  public var popup: Rect {
    Rect(x: 0, y: title.maxY, width: size.width, height: Swift.max(0, legend.y - title.maxY))
  }

  /// The legend as drawn: each shown token's target and cells, then the `+N` token's if any
  /// (filled in by ``ExplorerGeometry`` for input only: a frame fits its legend as it draws).
  public var legendTokens: [LegendHit] = []

  /// Takes the button's cells from the right end of the title row (with a gap before it), when
  /// the row leaves at least 12 columns for the title.
  public mutating func placeTitleAction(_ action: TitleAction?) {
    guard let action, !isTooSmall else { return }
    let width = DisplayWidth.of(action.label)
    guard title.width - width - 2 >= 12 else { return }
    titleAction = Rect(x: title.maxX - width, y: title.y, width: width, height: 1)
    title.width -= width + 2
  }

  /// The rectangles for a screen of `size` with the narrowest Y axis column (no legend tokens).
  public init(size: Size, chrome: ExplorerChrome = .interactive) {
    self.init(size: size, yAxisWidth: Self.minimumYAxisWidth, chrome: chrome)
  }

  /// The rectangles for a screen of `size` with a Y axis column `yAxisWidth` wide (no legend
  /// tokens).
  public init(
    size: Size, yAxisWidth: Int, rightAxisWidth: Int = 0, chrome: ExplorerChrome = .interactive
  ) {
    self.size = size
    isTooSmall = size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    guard !isTooSmall else { return }
    let mapRows = size.height >= 32 ? 4 : size.height >= 20 ? 3 : 2
    let sliderRows = chrome.slider ? (size.height >= 20 ? 2 : 1) : 0
    var rest = Rect(size: size)
    (title, rest) = rest.splitTop(1)
    (rest, status) = rest.splitBottom(chrome.status ? 1 : 0)
    (rest, legend) = rest.splitBottom(1)
    var sliderRow: Rect
    (rest, sliderRow) = rest.splitBottom(sliderRows)
    var mapRow: Rect
    (rest, mapRow) = rest.splitBottom(mapRows)
    var axisRow: Rect
    (rest, axisRow) = rest.splitBottom(1)
    (yAxis, graph) = rest.splitLeft(yAxisWidth)
    // A right axis narrows the graph and the rows under it alike: dates still line up.
    let right = Swift.min(Swift.max(0, rightAxisWidth), Swift.max(0, graph.width - 1))
    if right > 0 {
      rightAxis = Rect(x: graph.maxX - right, y: graph.y, width: right, height: graph.height)
      graph.width -= right
    }
    func underGraph(_ row: Rect) -> Rect {
      var rect = row.splitLeft(yAxisWidth).rest
      rect.width = Swift.max(0, rect.width - right)
      return rect
    }
    xAxis = underGraph(axisRow)
    miniMap = underGraph(mapRow)
    slider = underGraph(sliderRow)
  }

  /// The right axis' column on a screen of `size` for labels at `ticks`: as wide as its labels
  /// and a gap column, at most a quarter of the screen.
  public static func rightColumnWidth(size: Size, ticks: [Double], logarithmic: Bool = false)
    -> Int
  {
    Swift.min(YAxis.width(for: ticks, logarithmic: logarithmic), size.width / 4)
  }

  /// The Y axis column on a screen of `size` for labels at `ticks` (the target Y scale's, which
  /// are the ones drawn, so the column does not change during an animation): at least
  /// ``minimumYAxisWidth``, at most a third of the screen.
  public static func labelColumnWidth(
    size: Size, ticks: [Double], unit: String = "", logarithmic: Bool = false
  ) -> Int {
    let needed = YAxis.width(for: ticks, unit: unit, logarithmic: logarithmic)
    return Swift.min(
      Swift.max(minimumYAxisWidth, needed), Swift.max(minimumYAxisWidth, size.width / 3))
  }

  /// The one line shown when the terminal is too small: the longest form that fits.
  public var tooSmallMessage: String { Self.tooSmallMessage(size: size) }

  /// ``tooSmallMessage`` for a screen of `size`.
  public static func tooSmallMessage(size: Size) -> String {
    let need = "\(Self.minimumSize.width)×\(Self.minimumSize.height)"
    let forms = [
      "Terminal too small: \(size.width)×\(size.height), need \(need)",
      "Too small: need \(need)", "Terminal too small", "Too small",
    ]
    return forms.first { $0.count <= size.width }
      ?? DisplayWidth.prefix("Too small", fitting: size.width)
  }
}

/// A legend token's place on screen: a click inside `rect` toggles its line, or, on the `+N`
/// token, opens the line picker.
public struct LegendHit: Sendable, Equatable {
  /// What a legend token stands for.
  public enum Target: Sendable, Equatable {
    /// A line's token (the 0-based line index).
    case line(Int)
    /// The `+N` token: `count` lines are not shown in the legend.
    case more(count: Int)
  }

  public var target: Target
  public var rect: Rect

  /// The 0-based line index of a line's token; `nil` for `+N`.
  public var line: Int? {
    if case .line(let line) = target { return line }
    return nil
  }

  public init(target: Target, rect: Rect) {
    self.target = target
    self.rect = rect
  }
}

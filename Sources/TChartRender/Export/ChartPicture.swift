import TChartData

/// A chart as a picture for export, in plot coordinates: everything ``SVGDocument`` draws,
/// decided by the caller (the explorer's view: its window, ticks, labels, lines and theme).
public struct ChartPicture: Sendable, Equatable {
  /// A tick on an axis: where it sits (0 at the bottom or left of the plot, 1 at the top or
  /// right) and its label.
  public struct Tick: Sendable, Equatable {
    public var position: Double
    public var label: String

    public init(position: Double, label: String) {
      self.position = position
      self.label = label
    }
  }

  /// One line: its name and colour, and its polylines with points in `0 ... 1` of the plot
  /// (x from the left, y from the bottom).
  public struct Line: Sendable, Equatable {
    public var name: String
    public var color: RGBColor
    public var polylines: [[(x: Double, y: Double)]]

    public init(name: String, color: RGBColor, polylines: [[(x: Double, y: Double)]]) {
      self.name = name
      self.color = color
      self.polylines = polylines
    }

    public static func == (lhs: Line, rhs: Line) -> Bool {
      lhs.name == rhs.name && lhs.color == rhs.color
        && lhs.polylines.count == rhs.polylines.count
        && zip(lhs.polylines, rhs.polylines).allSatisfy { left, right in
          left.count == right.count
            && zip(left, right).allSatisfy { $0.x == $1.x && $0.y == $1.y }
        }
    }
  }

  /// An event of `--events` in the window: where it starts and (a range) ends, in `0 ... 1` of
  /// the plot's width (a range may reach outside it), and its label.
  public struct Event: Sendable, Equatable {
    public var start: Double
    public var end: Double?
    public var label: String

    public init(start: Double, end: Double? = nil, label: String) {
      self.start = start
      self.end = end
      self.label = label
    }
  }

  /// Category bars (a chart set whose x is text) laid out as the text widget lays them out on
  /// a grid of ``columns`` × ``rows`` cells over the plot, in their lines' colours
  /// (``colors``, one per line of the layout; the legend names them from ``lines``).
  public struct Bars: Sendable, Equatable {
    public var columns: Int
    public var rows: Int
    public var layout: CategoryBars.Layout
    public var colors: [RGBColor]

    public init(columns: Int, rows: Int, layout: CategoryBars.Layout, colors: [RGBColor]) {
      self.columns = columns
      self.rows = rows
      self.layout = layout
      self.colors = colors
    }
  }

  /// The picture's size in pixels.
  public var width: Double
  public var height: Double
  public var title: String
  /// The window's dates (or numbers), shown under the title.
  public var subtitle: String
  public var yTicks: [Tick]
  /// The right axis' ticks, when the chart has two Y axes.
  public var rightYTicks: [Tick]
  public var xTicks: [Tick]
  public var lines: [Line]
  /// The events in the window, drawn as the frame draws them: a moment as `▲` on the X axis, a
  /// range as a bar under it (and a faint band over the plot).
  public var events: [Event]
  /// Category bars drawn in the plot in place of the lines' polylines; `nil` for a chart.
  public var bars: Bars?
  public var background: RGBColor
  public var foreground: RGBColor
  public var grid: RGBColor

  public init(
    width: Double, height: Double, title: String, subtitle: String, yTicks: [Tick],
    rightYTicks: [Tick] = [], xTicks: [Tick], lines: [Line], events: [Event] = [],
    bars: Bars? = nil, background: RGBColor, foreground: RGBColor, grid: RGBColor
  ) {
    self.width = width
    self.height = height
    self.title = title
    self.subtitle = subtitle
    self.yTicks = yTicks
    self.rightYTicks = rightYTicks
    self.xTicks = xTicks
    self.lines = lines
    self.events = events
    self.bars = bars
    self.background = background
    self.foreground = foreground
    self.grid = grid
  }
}

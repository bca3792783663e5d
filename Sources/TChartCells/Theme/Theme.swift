import TChartData

/// Every style the chart screens use, in one of three looks, optionally without colour.
///
/// - ``Variant/terminal`` (the default) keeps the terminal's own foreground and background and
///   only colours lines and subdued greys;
/// - ``Variant/night`` and ``Variant/day`` paint explicit backgrounds from the 256 palette;
/// - `monochrome` (for `NO_COLOR`) uses no colour at all: hidden lines, the grid and the
///   mini-map outside are dim, the title bold, the mini-map window edges and the indicator
///   cursor reversed or bold, so the screen still reads.
public struct Theme: Sendable, Equatable {
  /// The three looks.
  public enum Variant: Sendable, Equatable, CaseIterable {
    case terminal
    case night
    case day
  }

  public var variant: Variant
  public var monochrome: Bool
  /// How line colours are sent: 24-bit as given at ``ColorDepth/truecolor``, else the nearest
  /// of the 256 palette (the theme's own greys are palette entries at every depth).
  public var depth: ColorDepth
  /// The characters the frame may contain (``GlyphSet``): braille unless asked otherwise.
  public var glyphs: GlyphSet

  /// The screen's background: every cell not drawn by a widget.
  public var base: Style
  /// Ordinary text, and text of less importance.
  public var text: Style
  public var dimText: Style
  /// Y and X axis labels.
  public var axisLabel: Style
  /// The horizontal grid lines inside the graph.
  public var grid: Style
  /// Empty braille cells inside a plot.
  public var plot: Style
  /// The chart set's name, and the position / date range around it.
  public var title: Style
  public var titleDetail: Style
  /// The status line.
  public var status: Style
  /// Legend tokens of hidden lines; the `+N` that counts the tokens left out.
  public var legendHidden: Style
  public var legendEllipsis: Style
  /// The mini-map: the selected window, the dimmed area outside it, the window's edges.
  public var miniMapWindow: Style
  public var miniMapOutside: Style
  public var miniMapEdge: Style
  /// The indicator's vertical cursor.
  public var cursor: Style
  /// The tooltip box: its frame and its text (on its own background).
  public var tooltipBorder: Style
  public var tooltipText: Style

  public init(
    _ variant: Variant = .terminal, monochrome: Bool = false, depth: ColorDepth = .indexed256,
    glyphs: GlyphSet = .braille
  ) {
    self.variant = variant
    self.monochrome = monochrome
    self.depth = depth
    self.glyphs = glyphs
    if monochrome {
      base = .plain
      text = .plain
      dimText = Style(attributes: .dim)
      axisLabel = .plain
      grid = Style(attributes: .dim)
      plot = .plain
      title = Style(attributes: .bold)
      titleDetail = .plain
      status = Style(attributes: .dim)
      legendHidden = Style(attributes: .dim)
      legendEllipsis = .plain
      miniMapWindow = .plain
      miniMapOutside = Style(attributes: .dim)
      miniMapEdge = Style(attributes: [.reverse, .bold])
      cursor = Style(attributes: .bold)
      tooltipBorder = .plain
      tooltipText = .plain
      return
    }
    let palette = Palette(variant)
    let background = palette.background
    func fg(_ index: UInt8?, _ attributes: TextAttributes = []) -> Style {
      Style(
        foreground: index.map { .indexed($0) } ?? .default, background: background,
        attributes: attributes)
    }
    base = fg(palette.text)
    text = base
    dimText = fg(palette.dim)
    axisLabel = fg(palette.axis)
    grid = fg(palette.grid)
    plot = base
    title = fg(palette.strong, .bold)
    titleDetail = fg(palette.axis)
    status = fg(palette.dim)
    legendHidden = fg(palette.hidden)
    legendEllipsis = fg(palette.axis)
    miniMapWindow = base
    miniMapOutside = Style(
      foreground: .indexed(palette.hidden), background: palette.outsideBackground)
    miniMapEdge = Style(foreground: .indexed(palette.edge), background: background)
    cursor = fg(palette.cursor)
    let boxBackground = palette.boxBackground
    tooltipBorder = Style(foreground: .indexed(palette.dim), background: boxBackground)
    tooltipText = Style(
      foreground: palette.strong.map { .indexed($0) } ?? .default, background: boxBackground)
  }

  /// The terminal's own colours (the default look).
  public static let terminal = Theme(.terminal)
  public static let night = Theme(.night)
  public static let day = Theme(.day)

  /// The style of a line's dots and of its legend token: the line's colour (see
  /// ``lineColor(_:)``) on the theme's background; plain in monochrome.
  public func lineStyle(_ color: RGBColor) -> Style {
    monochrome ? base : base.with(foreground: lineColor(color))
  }

  /// A line's colour as this theme sends it: the colour itself at truecolor, else the
  /// nearest entry of the 256 palette.
  public func lineColor(_ color: RGBColor) -> TerminalColor {
    depth.showsRGB ? .rgb(color) : .indexed(XtermPalette.nearest(color))
  }

  /// The next variant for the night/day toggle: terminal → night → day → night …
  public var toggled: Theme {
    Theme(
      variant == .night ? .day : .night, monochrome: monochrome, depth: depth, glyphs: glyphs)
  }
}

/// The 256-palette indexes of one variant (`nil` = the terminal's own foreground).
struct Palette {
  var background: TerminalColor
  var text: UInt8?
  var strong: UInt8?
  var dim: UInt8
  var axis: UInt8
  var grid: UInt8
  var hidden: UInt8
  var outsideBackground: TerminalColor
  var edge: UInt8
  var cursor: UInt8
  var boxBackground: TerminalColor

  init(_ variant: Theme.Variant) {
    switch variant {
    case .terminal:
      self.init(
        background: .default, text: nil, strong: nil, dim: 244, axis: 245, grid: 240,
        hidden: 242, outsideBackground: .default, edge: 250, cursor: 246, boxBackground: .default)
    case .night:
      self.init(
        background: .indexed(235), text: 252, strong: 255, dim: 244, axis: 246, grid: 238,
        hidden: 241, outsideBackground: .indexed(233), edge: 252, cursor: 245,
        boxBackground: .indexed(237))
    case .day:
      self.init(
        background: .indexed(231), text: 236, strong: 232, dim: 244, axis: 243, grid: 253,
        hidden: 249, outsideBackground: .indexed(254), edge: 240, cursor: 246,
        boxBackground: .indexed(255))
    }
  }

  init(
    background: TerminalColor, text: UInt8?, strong: UInt8?, dim: UInt8, axis: UInt8,
    grid: UInt8, hidden: UInt8, outsideBackground: TerminalColor, edge: UInt8, cursor: UInt8,
    boxBackground: TerminalColor
  ) {
    self.background = background
    self.text = text
    self.strong = strong
    self.dim = dim
    self.axis = axis
    self.grid = grid
    self.hidden = hidden
    self.outsideBackground = outsideBackground
    self.edge = edge
    self.cursor = cursor
    self.boxBackground = boxBackground
  }
}

import TChartCells
import TChartData
import TChartTime

/// How frames look, set at start from ``ExplorerOptions``: the theme, the colours lines are
/// drawn in, the glyphs, the animation. The theme, the zone shown and the line colours change later.
public struct Look: Sendable, Equatable {
  public var theme: ThemeChoice = .terminal
  /// `NO_COLOR`: attributes only.
  public var monochrome = false
  /// How line colours are sent: 24-bit where the terminal announces truecolor.
  public var colorDepth: ColorDepth = .indexed256
  /// `--glyphs`: braille, quadrant blocks or ASCII only (``GlyphSet``).
  public var glyphs: GlyphSet = .braille
  /// `false` with `--no-animation`: the Y range jumps.
  public var animates = true
  /// `false` for `tchart render`: a printed frame has no title button, hints or status row.
  public var isInteractive = true
  /// The key bar and the first screen's hints (`hints`, `--no-hints`).
  public var keyBar = KeyBar()
  /// Whether a non-interactive frame still has the slider row (`render --slider`).
  public var showsSliderRow = false
  /// The zone chosen with `--tz` while `z` shows UTC instead (``ExplorerState/toggleZone()``);
  /// `nil` while times are shown in the chosen zone.
  public var zoneAside: DisplayTimeZone?
  /// Line colours the user chose, by line id: they apply to every chart set with a line of
  /// that id (see ``LineColoring``).
  public var lineColors: [String: RGBColor] = [:]
}

extension Look {
  /// The render module's theme for this choice.
  public var renderTheme: Theme {
    let variant: Theme.Variant =
      switch theme {
      case .terminal: .terminal
      case .night: .night
      case .day: .day
      }
    return Theme(variant, monochrome: monochrome, depth: colorDepth, glyphs: glyphs)
  }
}

extension Look {
  /// Line `line` of `chart` gets `color` (`nil`: its own colour again) in every chart set.
  mutating func choose(_ color: RGBColor?, forLine line: Int, of chart: ChartSet) {
    guard chart.lines.indices.contains(line) else { return }
    let series = chart.lines[line]
    lineColors[series.id] = color == series.color ? nil : color
  }
}

import TChartCells
import TChartData
import TChartTime

/// How frames look, set once at start from ``ExplorerOptions`` (only the theme and the zone shown change later).
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
  /// Whether a non-interactive frame still has the slider row (`render --slider`).
  public var showsSliderRow = false
  /// The zone chosen with `--tz` while `z` shows UTC instead (``ExplorerState/toggleZone()``);
  /// `nil` while times are shown in the chosen zone.
  public var zoneAside: DisplayTimeZone?
}

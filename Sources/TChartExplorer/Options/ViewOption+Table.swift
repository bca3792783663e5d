import TChartData

/// The view's options, one entry each: `tchart explore`'s and `tchart render`'s flags, the
/// config keys and the session keys of the view read these (source options such as `--tz`,
/// `--keep` or `--cache` are the data source's).
extension ViewOption {
  public static let chart = ViewOption(
    "chart", valueName: "n", help: "The chart set to show, 1-based.")

  public static let width = ViewOption(
    "width", valueName: "w", help: "Width in cells, at least 30 (default: the terminal's, or 80).")

  public static let height = ViewOption(
    "height", valueName: "h",
    help: "Height in cells, at least 12 (default: the terminal's, or 24).")

  public static let range = ViewOption(
    "range", valueName: "A:B",
    help: "The visible window as fractions of the whole x span, 0 ≤ A < B ≤ 1 (e.g. 0.25:0.75), "
      + "or dates read in the zone shown (2024-03-30:2024-04-02). "
      + "A window narrower than the explorer's narrowest (two samples) is "
      + "widened around its middle; the title shows the dates drawn.")

  public static let hide = ViewOption(
    "hide", valueName: "list",
    help: "Lines to hide by their 1-based key, comma separated (e.g. 2,3).")

  public static let right = ViewOption(
    "right", valueName: "col[,col…]",
    help:
      "Lines on a right Y axis of their own, by legend name or 1-based number, comma separated.",
    sessionKey: "rightLines")

  public static let shift = ViewOption(
    "shift", valueName: "period",
    help: "Compare with an earlier period: draw each line's dimmed copy shifted forward by this "
      + "period (1h, 1d, 7d, 1w, 28d; on a numeric x, a number of x units).",
    sessionKey: "shift")

  public static let indicator = ViewOption(
    "indicator", valueName: "fraction",
    help: "Show the indicator and its tooltip at this fraction 0…1 of the window, or at a date "
      + "read in the zone shown (2024-03-31T02:30).")

  public static let ab = ViewOption(
    "ab", valueName: "A:B",
    help: "A/B cursors at these fractions of the whole x span, 0 ≤ A, B ≤ 1 (e.g. 0.2:0.8), or "
      + "dates as the go-to prompt reads them (2024-03-01:2024-03-05, "
      + "2024-03-01 09:30:2024-03-01 17:00): the graph shades A–B and a panel shows each "
      + "line's values at A and B, Δ, slope, min, max and mean between them (with --stats, "
      + "printed under the frame too; with --format json, its ab object).")

  public static let theme = ViewOption(
    "theme", help: "Colours: terminal (your terminal's own, the default), night or day.",
    renderHelp: "Colours: terminal, night or day (default: the config file's, else terminal).",
    config: .choice("colours: terminal, night or day", default: ThemeChoice.terminal),
    sessionKey: "theme")

  public static let glyphs = ViewOption(
    "glyphs", valueName: "set",
    help: "Characters: auto (braille when the terminal and locale allow, else ascii), braille, "
      + "blocks (quadrant blocks) or ascii.",
    config: Config(
      summary: "auto, braille, blocks or ascii (see --glyphs)",
      values: .words(["auto", "braille", "blocks", "ascii"]), defaultValue: "auto"))

  public static let color = ViewOption(
    "color",
    help:
      "Colour: auto (when standard output is a terminal and NO_COLOR is unset), always or never.")

  public static let pie = ViewOption(
    "pie",
    help: "Draw the pie of the window (each visible line's share of the sum) instead of the graph.")

  public static let slider = ViewOption(
    "slider", help: "Print the slider row under the mini-map too.")

  public static let yScale = ViewOption(
    "y-scale",
    help: "Y scale: window (fit the window), span (the whole span), zero (from 0), log, index "
      + "(each line in % of its first value) or shape (each line fitted to its own min and max).",
    config: .choice("window, span, zero, log, index or shape", default: YScaleMode.window),
    sessionKey: "yScale")

  public static let layout = ViewOption(
    "layout",
    help: "Layout at start: one (one chart set), split (a panel per line), list (all stacked) or "
      + "cards (a grid); else the saved one.",
    renderHelp: "Layout: one (the chart set of --chart), split (a panel per line), list (all "
      + "stacked) or cards (a grid).",
    config: .choice("one, split, list or cards", default: LayoutMode.one), sessionKey: "layout")

  public static let view = ViewOption(
    "view", valueName: "view",
    help: "What the graph area shows of the window: line (the lines), scatter (each sample a "
      + "point, the default when x is numbers that were not in order), histogram (the visible "
      + "lines' values binned) or xy:A,B (line A across, line B up).",
    sessionKey: "view")

  public static let sort = ViewOption(
    "sort", valueName: "order",
    help: "The order of category bars (a file whose x is text: name,value rows, du -s *): value "
      + "(largest first, the default), name, or none (as in the file).")

  public static let animation = ViewOption(
    "animation", help: "Animate new Y ranges (the default), or jump to them with --no-animation.",
    config: Config(
      summary: "animate Y ranges (false: --no-animation)", values: .boolean, defaultValue: "true"))

  /// Every view option, in the order of `tchart render --help`.
  public static let all: [ViewOption] = [
    chart, width, height, range, hide, right, shift, indicator, ab, theme, glyphs, color, pie,
    slider, yScale, layout, view, sort, animation,
  ]
}

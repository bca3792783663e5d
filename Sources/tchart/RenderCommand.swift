import ArgumentParser
import TChartCSV
import TChartCache
import TChartCells
import TChartConfig
import TChartData
import TChartExplorer
import TChartRender
import TChartSources
import TChartTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// `tchart render`: one frame to standard output.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print one frame of a chart to standard output, as the explorer would show it.",
    discussion: """
      Examples:
        tchart render --chart 2 --width 120 --height 40
        tchart render examples/cpu.csv --range 0.25:0.75 --hide 2,3 > frame.txt
        tchart render examples/macro.csv --y-scale log --stats
        tchart render examples/cpu.csv --format svg --output chart.svg
        tchart render examples/cpu.csv --format json | jq '.lines[].trend'
      """
  )

  /// `--color`: when to use colour.
  enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
  }

  /// `--format`: what is written.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    /// The frame as text (colour as `--color` says).
    case text
    /// The frame with colours, as `--color always`.
    case ansi
    /// The view as an SVG picture.
    case svg
    /// The window's samples of the visible lines.
    case csv
    /// A summary of the window as one JSON object (docs/summary.schema.json).
    case json
    /// What the loader made of each column of the file (``ColumnReport``).
    case columns
  }

  @OptionGroup var source: DataSourceOptions

  @Option(name: .view(.chart), help: .render(.chart))
  var chart = 1

  @Option(name: .view(.width), help: .render(.width))
  var width: Int?

  @Option(name: .view(.height), help: .render(.height))
  var height: Int?

  @Option(name: .view(.range), help: .render(.range))
  var range: XPositionPair?

  @Option(name: .view(.hide), help: .render(.hide))
  var hide: LineList?

  @Option(name: .view(.right), help: .render(.right))
  var right: LineNameList?

  @OptionGroup var shiftFlag: ShiftFlag

  @Option(name: .view(.indicator), help: .render(.indicator))
  var indicator: XPosition?

  @Option(name: .view(.ab), help: .render(.ab))
  var ab: XPositionPair?

  @Option(name: .view(.theme), help: .render(.theme))
  var theme: ThemeChoice?

  @Option(name: .view(.glyphs), help: .render(.glyphs))
  var glyphs: GlyphMode?

  @Option(name: .view(.color), help: .render(.color))
  var color: ColorMode = .auto

  @Flag(name: .view(.pie), help: .render(.pie))
  var pie = false

  @Flag(name: .view(.slider), help: .render(.slider))
  var slider = false

  @Option(name: .view(.yScale), help: .render(.yScale))
  var yScale: YScaleMode?

  @Option(name: .view(.layout), help: .render(.layout))
  var layout: LayoutMode = .one

  @Option(name: .view(.view), help: .render(.view))
  var view: GraphView?

  @Option(name: .view(.sort), help: .render(.sort))
  var sort: CategoryOrder = .value

  @Flag(help: "Print the statistics of the window (per visible line) under the frame.")
  var stats = false

  @Option(
    help:
      "Output: text (the frame), ansi (the frame in colour), svg, csv (the window), json (a summary of the window and the frame) or columns (how each column of the file was read)."
  )
  var format: Format = .text

  @Option(
    help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"),
    completion: .file())
  var output: String?

  func validate() throws {
    let smallest = ExplorerLayout.minimumSize
    if let width, width < smallest.width {
      throw ValidationError(
        "\(ViewOption.width) \(width): the smallest frame is \(smallest.width) wide")
    }
    if let height, height < smallest.height {
      throw ValidationError(
        "\(ViewOption.height) \(height): the smallest frame is \(smallest.height) high")
    }
    if width ?? 0 > 10_000 || height ?? 0 > 10_000 {
      throw ValidationError("\(ViewOption.width)/\(ViewOption.height): at most 10000 cells")
    }
  }

  func run() throws {
    try source.checkQueries()
    try shiftFlag.check()
    let settings = try Settings.forCommandLine()
    // --timeout bounds the whole frame: every query of a server gets the time left. One frame:
    // a block summary none kept is read after it is printed.
    let table = try source.openTable(
      settings: settings, deadline: .now + .seconds(source.timeout), answersFirst: true)
    // A block summary read for this frame, or left to read after it, is written to the cache
    // before the process ends.
    defer {
      if let summarized = table?.0 as? SummarizedSeriesBackend {
        try? summarized.readDeferredSummary()
        summarized.finishSaving()
      }
    }
    if table != nil {
      try shiftFlag.checkNotTable()
      if let view, view == .points {
        StandardError.write(
          "tchart: \(ViewOption.view) \(view.text): not on tables (a table's frame holds the M4 "
            + "rows of each column, not every value; --view histogram and xy are counted by the "
            + "database); render its rows as CSV (--format csv) and view that file")
        throw ExitCode.validationFailure
      }
      if format == .columns {
        StandardError.write(
          "tchart: --format columns: a table has no column report (it is read a window at a "
            + "time); render its rows as CSV (--format csv) and report that file")
        throw ExitCode.validationFailure
      }
    }
    if let (backend, _) = table, let note = source.inputZoneNote(for: backend) {
      StandardError.write(LoadNote(file: source.file ?? "", message: note).description)
    }
    // A file's cache entry is written in the background while the frame is made; the command
    // waits for it after writing its output.
    let loads = source.cachedLoads(settings: settings)
    var columns: [[ColumnReport]] = []
    let chartSets =
      table == nil
      ? try source.loadShowingProgress(settings: settings, loads: loads, columns: &columns) : []
    if format == .columns {
      try Self.write(ColumnReportText.text(columns, chartSets: chartSets), to: output)
      fflush(nil)
      DataSourceOptions.finishCache(loads)
      return
    }
    // The terminal's size even when standard output is a pipe (`tchart render | less -R`).
    let terminal =
      TerminalSize.of(fd: STDOUT_FILENO) ?? TerminalSize.of(fd: STDERR_FILENO)
      ?? TerminalSize.of(fd: STDIN_FILENO)
    let size = Size(
      width: width ?? terminal?.width ?? 80, height: height ?? terminal?.height ?? 24)
    let colored: Bool
    switch (format, color) {
    case (.ansi, _), (_, .always): colored = true
    case (_, .never): colored = false
    case (_, .auto): colored = output == nil && isatty(STDOUT_FILENO) == 1 && !noColorRequested
    }
    var options = ExplorerOptions()
    options.chart = chart
    // A file's chart sets are shown in the zone already (which says once when it cannot be).
    let zone = table == nil ? .utc : source.timeZone(settings)
    // A table's span is its first and last rows (its overview): dates are placed on it.
    let first =
      table.map { SourceRowSet(rows(of: $0.1)).chartSet($0.1).shown(in: zone) }
      ?? chartSets.dropFirst(max(0, chart - 1)).first
    options.range = try range.map { pair in try windowFractions(pair, chart: first) }
    options.hidden = hide?.keys ?? []
    options.right = right?.names ?? []
    options.shift = shiftFlag.period
    // A date is placed once the state is made (the indicator shown meanwhile at the end).
    if let indicator {
      options.indicator =
        indicator.fraction ?? first.flatMap { windowFraction(of: indicator, in: $0, options.range) }
        ?? 1
    }
    options.theme = settings.value(.theme, flag: theme) ?? .terminal
    options.monochrome = !colored
    options.colorDepth = announcedColorDepth
    options.glyphs = (settings.value(.glyphs, flag: glyphs) ?? .auto).glyphSet()
    options.animates = false
    options.size = size
    options.pie = pie
    options.interactive = false
    options.slider = slider
    options.yScale = settings.value(.yScale, flag: yScale) ?? .window
    options.layout = layout
    options.view = view
    options.sort = sort
    options.events = try source.loadEvents()
    var tableCharts: [ChartSet] = []
    if let (backend, description) = table {
      tableCharts = [
        try source.accept {
          () throws(SourceError) in
          try TableFrameFetch.chartSet(
            backend: backend, description: description, options: options)
        }.shown(in: zone)
      ]
    }
    var state = try ExplorerState(
      chartSets: table == nil ? chartSets : tableCharts, options: options, for: Self.self)
    if let note = state.chartEvents.outsideNote { StandardError.write(note.description) }
    if let indicator, indicator.fraction == nil {
      do {
        let chart = state.chartSet
        try state.view.placeIndicator(indicator, of: chart)
        state.panels.showsIndicator = true
      } catch {
        throw UsageError.report("\(ViewOption.indicator): \(error.message)", for: Self.self)
      }
    }
    if let ab {
      do {
        state.view.ab = try ABCursors(ab.a, ab.b, in: state.chartSet)
      } catch {
        throw UsageError.report("\(ViewOption.ab) \(ab.text): \(error.message)", for: Self.self)
      }
    }
    if stats || format == .json, let (backend, _) = table {
      // The chart set holds a few rows per dot column: the mean and counts are the table's.
      let window = state.shown.windowXRange
      let totals = try source.accept {
        () throws(SourceError) in
        try backend.totals(lower: window.lowerBound, upper: window.upperBound)
      }
      state.panels.sourceTotals = SourceTotals(
        lower: window.lowerBound, upper: window.upperBound, totals: totals)
    }
    if state.graphView == .histogram, let (backend, _) = table {
      // The histogram of a table is counted by the database, as the explorer asks it.
      let window = state.shown.windowXRange
      let lines = state.shown.visibleLines.sorted()
      state.views.tableHistogram = try source.accept {
        () throws(SourceError) in
        try backend.histogram(lower: window.lowerBound, upper: window.upperBound, lines: lines)
      }
    }
    if let (backend, _) = table, let ask = state.tableXYAsk {
      // XY of a table is counted by the database, as the explorer asks it.
      state.views.tableXY = try source.accept {
        () throws(SourceError) in try backend.xy(ask, grid: ask.grid)
      }
      if let trail = state.tableXYTrailAsk {
        state.views.tableXYTrail = try source.accept {
          () throws(SourceError) in try backend.xyTrail(trail)
        }
      }
    }
    let frame = text(of: state, size: size, colored: colored)
    // A cache entry cut short while the frame read it: its pages past the cut read as 0.
    if MappingGuard.truncations > 0 {
      let entry = MappingGuard.truncatedPaths().first ?? "a cache entry"
      StandardError.write("tchart: cache: \(entry) was cut short while read: run again")
      throw ExitCode(66)
    }
    try Self.write(frame, to: output)
    fflush(nil)  // the frame out before waiting for the cache
    DataSourceOptions.finishCache(loads)
  }

  /// Writes `text` to the file at `path` (created or replaced), or to standard output when
  /// `nil`; a file that cannot be written ends with its reason and exit 73 (`EX_CANTCREAT`).
  static func write(_ text: String, to path: String?) throws {
    guard let path else {
      print(text, terminator: "")
      return
    }
    let bytes = Array(text.utf8)
    guard let file = fopen(path, "w") else {
      StandardError.write("tchart: \(path): \(String(cString: strerror(errno)))")
      throw ExitCode(73)
    }
    let written = fwrite(bytes, 1, bytes.count, file)
    if fclose(file) != 0 || written != bytes.count {
      StandardError.write("tchart: \(path): \(String(cString: strerror(errno)))")
      throw ExitCode(73)
    }
  }

  /// What `--format` asks for, with the statistics under a frame for `--stats`.
  func text(of state: ExplorerState, size: Size, colored: Bool) -> String {
    switch format {
    case .svg:
      return SVGDocument.render(state.picture)
    case .csv:
      return state.shown.windowCSV
    case .json:
      let frame = ViewSummary.frameLines(state: state, size: size)
      return state.viewSummary.json(source: summarySource, frame: frame).text() + "\n"
    case .columns:
      return ""  // written by run() before a frame is made
    case .text, .ansi:
      let frame = ExplorerScreen.render(state: state, size: size)
      let text = ANSISerializer.serialize(frame, color: colored)
      let abText = state.abModel.text
      let abPart = abText.isEmpty ? "" : "\n" + abText
      return stats ? text + "\n" + state.statisticsModel.text + abPart : text
    }
  }
}

extension RenderCommand {
  /// The `source` of the JSON summary: the file (`-`: standard input), a source kind's (its
  /// ``SourceKind/summaryKind``), or the sample.
  var summarySource: ViewSummary.Source {
    guard let file = source.file else { return .init(kind: "sample", name: nil) }
    if let kind = source.kind {
      return .init(kind: kind.summaryKind, name: file, table: source.table)
    }
    return .init(kind: file == "-" ? "stdin" : "file", name: file)
  }
}

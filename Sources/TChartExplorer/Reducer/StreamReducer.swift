import TChartCSV
import TChartData
import TChartProgram
import TChartRender
import TChartStreams
import TChartTime

/// A stream's rows reaching the state, following the newest sample, and `--keep`.
extension ExplorerState {
  /// A state waiting for the first rows of `stream`: a placeholder chart set named after it
  /// (the screen shows `Waiting for data…` instead of a graph until rows arrive). Of
  /// `options`, the look, the Y scale, the layout and the size apply (the window's options need
  /// data); the list's and cards' shared indicator is taken from the data when a key first
  /// moves it. Its indicator is not drawn until the user moves it (``Panels/showsIndicator``).
  public init(
    waitingFor stream: LiveStream, options: ExplorerOptions = ExplorerOptions(),
    timeZone: DisplayTimeZone = .utc
  ) {
    var placeholder = Self.emptyChartSet
    placeholder.name = stream.name
    placeholder.timeZone = timeZone
    self.init(chartSets: [placeholder], screenSize: options.size)
    self.feed.stream = stream
    panels.showsIndicator = options.indicator != nil
    applyLook(options)
    layouts.layoutMode = options.layout
  }

  /// Whether the screen waits for a stream's first rows.
  public var isWaitingForData: Bool { feed.stream.map { !$0.hasData } ?? false }

  /// The window width, in samples, at which a following window stops growing and starts
  /// sliding: one sample per braille dot column of the graph (at least 10).
  var followWidth: Int {
    Swift.max(10, ExplorerGeometry.graphArea(size: screenSize, chrome: chrome).width * 2)
  }

  /// Takes a batch of rows: the first creates the chart set, later ones are appended in place
  /// (O(batch)); then the window follows (or counts what arrived while paused) and `--keep`
  /// trims.
  mutating func receive(_ batch: StreamBatch) {
    guard var live = feed.stream else { return }
    live.skipped += batch.skipped
    live.problem = batch.problem ?? live.problem
    live.unfinishedLine = batch.unfinishedLine ?? live.unfinishedLine
    feed.stream = live
    guard let layout = batch.layout, batch.count > 0 else { return }
    if !live.hasData {
      start(layout, batch)
    } else {
      // Rows that do not fit (a restart's header differs) are dropped with a note.
      do {
        try feed.chartSets[0].append(x: batch.x, values: batch.columns)
      } catch {
        feed.stream?.note = "rows not added: \(error)"
        return
      }
      if live.following {
        followNewest(grow: true)
      } else {
        feed.stream?.newWhilePaused += batch.count
        view.window = ChartViewState.window(
          for: chartSet, lower: view.window.lower, upper: view.window.upper)
      }
    }
    trimToKeep()
  }

  /// The first rows: the chart set, a view of all of it, following.
  private mutating func start(_ layout: StreamLayout, _ batch: StreamBatch) {
    let palette = RGBColor.defaultPalette
    let lines = layout.names.enumerated().map { index, name in
      Series(
        id: "y\(index)", name: name, color: palette[index % palette.count],
        values: index < batch.columns.count ? batch.columns[index] : [])
    }
    var chart = ChartSet(
      name: feed.chartSets[0].name, x: batch.x, xKind: layout.xKind, lines: lines)
    chart.xNumbers = layout.xNumbers
    chart.timeZone = feed.chartSets[0].timeZone
    chart.reserveCapacity(feed.stream?.reservedSamples ?? 0)
    var hidden: Set<Int> = []
    if let terms = feed.stream?.terms, !terms.isEmpty {
      do {
        try chart.apply(terms, keepingOnlyNamed: false)
      } catch {
        let name = feed.stream?.name ?? ""
        ending.failure = ProgramExit(
          code: 64, error: "tchart: \(name): " + error.message(place: "--y"))
        return
      }
      hidden = Set(chart.lines.indices).subtracting(chart.lines(namedIn: terms))
    }
    feed.chartSets[0] = chart
    navigation.chartIndex = 0
    navigation.views = [.whole(chart)]
    navigation.views[0].hidden = hidden
    applyRightRequest()
    feed.stream?.hasData = true
    if let note = layout.note { feed.stream?.note = note }
    feed.stream?.following = true
    feed.stream?.newWhilePaused = 0
    followNewest(grow: true)
  }

  /// Puts the window on the newest sample with its width (growing it while it shows
  /// everything and is narrower than ``followWidth``) and the indicator on that sample.
  mutating func followNewest(grow: Bool) {
    let last = chartSet.lastIndex
    let lower = view.window.lower
    var width = view.window.upper - lower
    if grow && lower <= 0 && width < Double(followWidth) {
      width = Double(Swift.min(last, followWidth))
    }
    view.window = ChartViewState.window(
      for: chartSet, lower: Double(last) - width, upper: Double(last))
    view.indicator = last
  }

  /// `End` or `f` on a stream: follow again from the newest sample, with the window's width.
  mutating func resumeFollowing() {
    followNewest(grow: false)
    feed.stream?.following = true
    feed.stream?.newWhilePaused = 0
    feed.table?.follow?.following = true
  }

  /// After a user's action: following pauses when it moved the window or the indicator away
  /// from the newest sample, and resumes when it put both back there.
  mutating func updateFollowing(after before: ChartViewState) {
    if feed.table?.follow != nil { return updateTableFollowing(after: before) }
    guard let live = feed.stream, live.hasData, navigation.dayChart == nil else { return }
    guard view.window != before.window || view.indicator != before.indicator else { return }
    let last = chartSet.lastIndex
    let atNewest = view.windowIndices.upperBound == last && view.indicator == last
    if live.following && !atNewest {
      feed.stream?.following = false
      feed.stream?.newWhilePaused = 0
    } else if !live.following && atNewest {
      feed.stream?.following = true
      feed.stream?.newWhilePaused = 0
    }
  }

  /// Data loaded whole (a piped contest JSON document, a file loaded in the background): its
  /// chart sets as a file's, shown in the stream's zone, with the loader's first note on the
  /// status line; no longer a stream.
  mutating func showLoaded(_ loaded: LoadResult) {
    guard !loaded.chartSets.isEmpty else { return }
    let zone = feed.chartSets[0].timeZone
    var charts = loaded.chartSets.map { $0.shown(in: zone) }
    if let live = feed.stream, !live.terms.isEmpty {
      do {
        for index in charts.indices {
          try charts[index].apply(live.terms, keepingOnlyNamed: live.keepsOnlyNamed)
        }
      } catch {
        ending.failure = ProgramExit(code: 64, error: error.message(place: "--y"))
        return
      }
    }
    feed.chartSets = charts
    navigation.chartIndex = 0
    navigation.views = feed.chartSets.map(ChartViewState.whole)
    feed.stream = nil
    notes.status = loaded.notes.first?.message
    if let session = feed.sessionToRestore {
      restoreSession(
        session.record, file: session.file, overrides: session.overrides, zone: session.zone)
      feed.sessionToRestore = nil
    }
    applyRightRequest()
  }

  /// A followed file starts over: back to waiting for its first rows.
  mutating func restartStream(_ message: String) {
    guard var live = feed.stream else { return }
    let name = feed.chartSets[0].name
    let zone = feed.chartSets[0].timeZone
    var placeholder = Self.emptyChartSet
    placeholder.name = name
    placeholder.timeZone = zone
    feed.chartSets = [placeholder]
    navigation.chartIndex = 0
    navigation.views = [.whole(placeholder)]
    navigation.dayChart = nil
    navigation.showsPie = false
    pointer.drag = nil
    switch modal {
    case .linePicker, .colorInspector: modal = nil
    default: break
    }
    live.hasData = false
    live.following = true
    live.newWhilePaused = 0
    live.note = message
    feed.stream = live
  }

  /// `--keep N`: once a line holds more than N + N/4 samples, only the newest N stay (the
  /// pyramids are rebuilt: O(N) every N/4 samples, amortised O(1) per sample). The window and
  /// the indicator move with their samples; a window whose samples are gone starts at the
  /// oldest kept one.
  mutating func trimToKeep() {
    guard let keep = feed.stream?.keep, keep > 0 else { return }
    let count = chartSet.count
    guard count > keep + Swift.max(1, keep / 4) else { return }
    let removed = count - keep
    var trimmed = feed.chartSets[0].droppingFirst(removed)
    trimmed.reserveCapacity(feed.stream?.reservedSamples ?? 0)
    let window = view.window
    let indicator = view.indicator
    feed.chartSets[0] = trimmed
    let shift = Double(removed)
    var lower = Swift.max(0, window.lower - shift)
    let upper = Swift.max(lower, window.upper - shift)
    if upper - lower < window.upper - window.lower {
      lower = Swift.max(0, upper - (window.upper - window.lower))
    }
    view.window = ChartViewState.window(for: trimmed, lower: lower, upper: upper)
    view.indicator = Swift.max(0, indicator - removed)
    view.ab = view.ab?.shifted(by: removed, count: trimmed.count)
    view.clampIndicator()
  }
}

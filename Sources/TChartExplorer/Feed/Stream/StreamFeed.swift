import TChartCSV
import TChartCells
import TChartData
import TChartProgram
import TChartRender
import TChartStreams
import TChartTime

/// The stream feed: a stream's rows reaching the chart set, following the newest sample, and
/// `--keep`. Its reduce changes only the ``DataFeed`` and answers with ``FeedDelegate``s (the
/// window follows, the status line and the log say what happened), which the root applies.
extension DataFeed {
  /// A stream reader's event, on the feed alone; the returned delegates say the rest.
  mutating func reduce(_ action: StreamAction) -> [FeedDelegate] {
    switch action {
    case .rows(let batch):
      return receive(batch)
    case .loaded(let result):
      return showLoaded(result) + [.logNotes(result.notes)]
    case .progress(let progress):
      stream?.progress = progress
      return []
    case .ended:
      stream?.phase = .ended
      stream?.note = "input ended"
      return []
    case .failed(let message):
      stream?.phase = .failed(message)
      return [.log(message)]
    case .notice(let message):
      stream?.note = message
      return message.map { [.log($0)] } ?? []
    case .loadFailed(let error):
      if var reading, reading.loaded != reading.initial {
        // The columns a session chose no longer read the file: it is read again as the
        // command line says (``askReread()``), rather than ending.
        reading.wanted = reading.initial
        self.reading = reading
        let message =
          "The columns chosen last time no longer apply (\(error.message)): "
          + "read as the command line says"
        return [.status(message), .log(message)]
      }
      return [.fail(ProgramExit(code: error.exitCode, error: error.description))]
    case .restarted(let message):
      return restart(message) + [.log(message)]
    }
  }

  /// Takes a batch of rows: the first creates the chart set, later ones are appended in place
  /// (O(batch)); then the window follows (or counts what arrived while paused) and `--keep`
  /// trims.
  private mutating func receive(_ batch: StreamBatch) -> [FeedDelegate] {
    guard var live = stream else { return [] }
    live.skipped += batch.skipped
    live.problem = batch.problem ?? live.problem
    live.unfinishedLine = batch.unfinishedLine ?? live.unfinishedLine
    stream = live
    guard let layout = batch.layout, batch.count > 0 else { return [] }
    var delegates: [FeedDelegate]
    if !live.hasData {
      delegates = start(layout, batch)
    } else {
      // Rows that do not fit (a restart's header differs) are dropped with a note.
      do {
        try chartSets[0].append(x: batch.x, values: batch.columns)
      } catch {
        stream?.note = "rows not added: \(error)"
        return []
      }
      if live.following {
        delegates = [.follow(chartSets[0], grow: true)]
      } else {
        stream?.newWhilePaused += batch.count
        delegates = [.keepWindow(chartSets[0])]
      }
    }
    return delegates + trimToKeep()
  }

  /// The first rows: the chart set, a view of all of it, following.
  private mutating func start(_ layout: StreamLayout, _ batch: StreamBatch) -> [FeedDelegate] {
    let palette = RGBColor.defaultPalette
    let lines = layout.names.enumerated().map { index, name in
      Series(
        id: "y\(index)", name: name, color: palette[index % palette.count],
        values: index < batch.columns.count ? batch.columns[index] : [])
    }
    var chart = ChartSet(name: chartSets[0].name, x: batch.x, xKind: layout.xKind, lines: lines)
    chart.xNumbers = layout.xNumbers
    chart.timeZone = chartSets[0].timeZone
    chart.reserveCapacity(stream?.reservedSamples ?? 0)
    var hidden: Set<Int> = []
    if let terms = stream?.terms, !terms.isEmpty {
      do {
        try chart.apply(terms, keepingOnlyNamed: false)
      } catch {
        let name = stream?.name ?? ""
        return [
          .fail(ProgramExit(code: 64, error: "tchart: \(name): " + error.message(place: "--y")))
        ]
      }
      hidden = Set(chart.lines.indices).subtracting(chart.lines(namedIn: terms))
    }
    chartSets[0] = chart
    stream?.hasData = true
    if let note = layout.note { stream?.note = note }
    stream?.following = true
    stream?.newWhilePaused = 0
    return [.showWhole([chart], hidden: hidden), .applyRightRequest, .follow(chart, grow: true)]
  }

  /// `End` or `f` on a stream or a live table: follow again from the newest sample of `chart`
  /// (the one on screen), with the window's width.
  mutating func resumeFollowing(on chart: ChartSet) -> [FeedDelegate] {
    stream?.following = true
    stream?.newWhilePaused = 0
    table?.follow?.following = true
    return [.follow(chart, grow: false)]
  }

  /// The feed's answer to a user's action that moved `before` to `view` (on a chart set whose
  /// last sample is `last`): following pauses when the window or the indicator left the newest
  /// sample, and resumes when both came back. A day chart on screen leaves it alone.
  mutating func viewMoved(
    from before: ChartViewState, to view: ChartViewState, last: Int, showsDay: Bool
  ) {
    if table?.follow != nil { return tableViewMoved(from: before, to: view, last: last) }
    guard let live = stream, live.hasData, !showsDay else { return }
    guard view.window != before.window || view.indicator != before.indicator else { return }
    let atNewest = view.windowIndices.upperBound == last && view.indicator == last
    if live.following && !atNewest {
      stream?.following = false
      stream?.newWhilePaused = 0
    } else if !live.following && atNewest {
      stream?.following = true
      stream?.newWhilePaused = 0
    }
  }

  /// Data loaded whole (a piped contest JSON document, a file loaded in the background): its
  /// chart sets as a file's, shown in the stream's zone, with the loader's first note on the
  /// status line; no longer a stream.
  private mutating func showLoaded(_ loaded: LoadResult) -> [FeedDelegate] {
    guard !loaded.chartSets.isEmpty else { return [] }
    let zone = chartSets[0].timeZone
    var charts = loaded.chartSets.map { $0.shown(in: zone) }
    if let live = stream, !live.terms.isEmpty {
      do {
        for index in charts.indices {
          try charts[index].apply(live.terms, keepingOnlyNamed: live.keepsOnlyNamed)
        }
      } catch {
        return [.fail(ProgramExit(code: 64, error: error.message(place: "--y")))]
      }
    }
    chartSets = charts
    stream = nil
    reading?.adopt(loaded.columns)
    rowSource?.columns = loaded.columns
    var delegates: [FeedDelegate] = [
      .showWhole(charts, hidden: []), .status(loaded.notes.first?.message),
    ]
    if let session = sessionToRestore {
      delegates.append(.restoreSession(session))
      sessionToRestore = nil
    }
    return delegates + [.applyRightRequest]
  }

  /// A followed file starts over: back to waiting for its first rows.
  private mutating func restart(_ message: String) -> [FeedDelegate] {
    guard var live = stream else { return [] }
    var placeholder = ExplorerState.emptyChartSet
    placeholder.name = chartSets[0].name
    placeholder.timeZone = chartSets[0].timeZone
    chartSets = [placeholder]
    live.hasData = false
    live.following = true
    live.newWhilePaused = 0
    live.note = message
    stream = live
    return [.restarted]
  }

  /// `--keep N`: once a line holds more than N + N/4 samples, only the newest N stay (the
  /// pyramids are rebuilt: O(N) every N/4 samples, amortised O(1) per sample). The view moves
  /// with its samples (``FeedDelegate/trimmed(removed:)``).
  private mutating func trimToKeep() -> [FeedDelegate] {
    guard let keep = stream?.keep, keep > 0 else { return [] }
    let count = chartSets[0].count
    guard count > keep + Swift.max(1, keep / 4) else { return [] }
    let removed = count - keep
    var trimmed = chartSets[0].droppingFirst(removed)
    trimmed.reserveCapacity(stream?.reservedSamples ?? 0)
    chartSets[0] = trimmed
    return [.trimmed(removed: removed)]
  }
}

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
    self.init(chartSets: [placeholder], screenSize: options.screenSize)
    self.feed.stream = stream
    feed.reading = options.reading
    panels.showsIndicator = options.indicator != nil
    applyLook(options)
    layouts.layoutMode = options.layout
  }
}

extension DataFeed {
  /// Whether the screen waits for a stream's first rows.
  public var isWaitingForData: Bool { stream.map { !$0.hasData } ?? false }
}

extension ExplorerGeometry {
  /// The window width, in samples, at which a following window stops growing and starts
  /// sliding on a screen of `size`: one sample per braille dot column of the graph (at least
  /// 10).
  static func followWidth(size: Size, chrome: ExplorerChrome) -> Int {
    Swift.max(10, graphArea(size: size, chrome: chrome).width * 2)
  }
}

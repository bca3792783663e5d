import ArgumentParser
import TChartCSV
import TChartConfig
import TChartData
import TChartExplorer
import TChartExplorerRuntime
import TChartSources
import TChartStreams
import TChartTerminal
import TChartTime

/// The explorer on a database table: it opens on the table's first and last rows and asks for
/// the frame's rows on a background thread (a spinner on the status line meanwhile). A server's
/// table is on screen before it is described (``TableOpening``).
extension ExploreCommand {
  /// The explorer on the described table `backend` (an SQLite file's).
  func runTable(
    _ backend: any SQLSeriesBackend, _ description: SourceDescription, settings: Settings
  ) throws {
    let options = try explorerOptions(settings)
    let zone = source.timeZone(settings)
    var program: Explorer
    do throws(TableOpenFailure) {
      program = try tableExplorer(
        backend, description, options: options, zone: zone, settings: settings)
    } catch {
      throw report(error)
    }
    let exit = try Terminal.run(.fullScreen, &program)
    if exit.code == 0 { tableSession(description)?.save(program.state) }
    try Terminal.finish(exit)
  }

  /// The explorer on a server's table: on screen at once while `backend` describes itself,
  /// `q` quitting meanwhile.
  func runServerTable(_ backend: any SQLSeriesBackend, settings: Settings) throws {
    let options = try explorerOptions(settings)
    let zone = source.timeZone(settings)
    var live = LiveStream(name: source.file ?? "")
    live.describing = true
    let waiting = Explorer(
      state: ExplorerState(waitingFor: live, options: options, timeZone: zone))
    var program = TableOpening(waiting: waiting, describer: TableDescriber(backend)) {
      description throws(TableOpenFailure) in
      try tableExplorer(backend, description, options: options, zone: zone, settings: settings)
    }
    let exit = try Terminal.run(.fullScreen, &program)
    if let failure = program.failure { throw report(failure) }
    if exit.code == 0, let opened = program.opened, let description = program.description {
      tableSession(description)?.save(opened.state)
    }
    try Terminal.finish(exit)
  }

  /// Prints `failure` (a usage error with the command's usage) and gives its exit code.
  func report(_ failure: TableOpenFailure) -> ExitCode {
    switch failure {
    case .source(let error):
      StandardError.write(error.description)
    case .noRows(let table, let file):
      StandardError.write("tchart: \(file): table '\(table)' has no rows")
    case .usage(let message):
      return UsageError.report(message, for: Self.self)
    }
    return ExitCode(failure.exitCode)
  }

  /// A table's saved view: none for a kind without sessions (a live span ends now, so a
  /// saved window of another day has nothing to show).
  func tableSession(_ description: SourceDescription) -> ExploreSession? {
    guard source.kind?.capabilities.contains(.sessions) == true else { return nil }
    return ExploreSession(table: source.tableSessionKey, description: description)
  }

  /// The explorer on `backend`, described as `description`: the saved view restored (the rows
  /// its window's ends stand on read first), a live source following now.
  func tableExplorer(
    _ backend: any SQLSeriesBackend, _ description: SourceDescription, options: ExplorerOptions,
    zone: DisplayTimeZone, settings: Settings
  ) throws(TableOpenFailure) -> Explorer {
    guard description.first != nil else {
      throw .noRows(table: description.name, file: source.file ?? "")
    }
    var options = options
    if let note = source.inputZoneNote(for: backend) {
      options.notes.append(LoadNote(file: source.file ?? "", message: note))
    }
    var table = TableSeriesSource(description: description)
    let session = tableSession(description)
    let saved = session?.load(fresh: fresh) ?? .none
    // The rows a saved window's ends stand on, so the view can be placed there at once.
    if case .found(let record) = saved,
      let chart = record.chartsSlice.charts.first(where: { $0.name == description.name })
    {
      for x in [chart.windowStart, chart.windowEnd] {
        if let rows = try? backend.rowsAround(x: x, lines: Array(description.lineNames.indices)) {
          table.anchors.merge(rows)
        }
      }
    }
    var state: ExplorerState
    do {
      state = try ExplorerState(
        table: table, options: options, timeZone: zone,
        columns: source.seriesColumn == nil ? description.lineNames : nil)
    } catch {
      throw .usage(error.description)
    }
    session?.restore(saved, into: &state, overrides: overrides)
    let runner = SourceQueryRunner(backend: backend, opener: source.tableOpener(settings: settings))
    if let live = try liveFollow(description) {
      state.feed.follow(TableFollow(since: live.since))
      runner.follow(every: live.every, clock: { DataSourceOptions.unixNow() })
    }
    return Explorer(state: state, queries: runner, effects: EffectRunner())
  }

  /// A live source's span and refresh interval: `--since`, and `--every` or else the step of
  /// a dot column of the whole span on this terminal (1 s to 1 min); `nil` for a table.
  func liveFollow(_ description: SourceDescription) throws(TableOpenFailure) -> (
    since: Double, every: Double
  )? {
    guard source.kind?.capabilities.contains(.live) == true, let first = description.first,
      let last = description.last
    else { return nil }
    let since = last.x - first.x
    if let every = everyFlags.every {
      do throws(TChartStreams.DurationText.Problem) {
        return (since, try TChartStreams.DurationText.seconds(every, flag: "--every"))
      } catch {
        throw .usage(error.description)
      }
    }
    let dots = Double(2 * Swift.max(20, (TerminalSize.of(fd: 1)?.width ?? 80) - 10))
    return (since, Swift.min(60, Swift.max(1, since / dots)))
  }
}

import TChartCSV
import TChartCache
import TChartConfig
import TChartData
import TChartExplorer
import TChartExplorerRuntime
import TChartStreams

/// The explorer on a file: read with the columns its session chose last time (unless a flag
/// names columns), on a thread of its own, and read again from the columns sheet.
extension ExploreCommand {
  /// Opens `file` through `loads`: a file that loads within ``loadWait`` opens with its
  /// charts; a longer one opens at once, the load's progress in the title.
  func runFile(_ file: String, loads: CachedLoads, settings: Settings) throws {
    let session = ExploreSession(path: file)
    var flags = source
    if !source.namesColumns, case .found(let record)? = session?.load(fresh: fresh),
      let saved = record.columnsSlice.columns
    {
      flags = source.applying(saved)
    }
    var reader = try Self.reader(file, flags: flags, loads: loads)
    var outcome = reader.outcome(within: Self.loadWait)
    var dropped: [LoadNote] = []
    if case .failure(let error)? = outcome, flags.columnChoice != source.columnChoice {
      // The columns chosen last time no longer read the file: read it as the flags say.
      dropped = [
        LoadNote(
          file: file,
          message: "the columns chosen last time no longer apply (\(error.message)): "
            + "read as the command line says")
      ]
      flags = source
      reader = try Self.reader(file, flags: flags, loads: loads)
      outcome = reader.outcome(within: Self.loadWait)
    }
    var reading = flags.fileReading(columns: [])
    reading?.initial = source.columnChoice
    let rereader = source.rereader(loads)
    // `r` reads the file's rows again, as the load read them.
    var rows = RowSource(path: file, options: try flags.loadOptions())
    guard let outcome else {
      var live = LiveStream(name: file, loading: true)
      if let (terms, keepingOnlyNamed) = try flags.termsForLoadedCharts() {
        live.terms = terms
        live.keepsOnlyNamed = keepingOnlyNamed
      }
      return try runExplorer(
        waitingFor: live, reader: reader, settings: settings, session: session,
        reading: reading, rereader: rereader, rows: rows)
    }
    reading?.adopt((try? outcome.get())?.columns ?? [])
    rows.columns = reading?.columns ?? []
    let (chartSets, notes) = try flags.chartSetsAndNotes(outcome, settings: settings)
    try runExplorer(
      chartSets, notes: dropped + notes, settings: settings, reading: reading, rereader: rereader,
      rows: rows)
  }

  /// A reader of `file` as `flags` say, through `loads`.
  private static func reader(_ file: String, flags: DataSourceOptions, loads: CachedLoads) throws
    -> StreamReader
  {
    StreamReader(
      source: .file(path: file, options: try flags.loadOptions()), name: file,
      options: StreamOptions(), fileLoader: DataSourceOptions.fileLoader(loads))
  }
}

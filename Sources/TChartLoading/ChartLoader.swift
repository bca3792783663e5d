import TChartCSV
import TChartData
import TChartJSON

/// Loads chart sets from a data file: Telegram contest JSON or CSV/TSV, sniffed from the content.
///
/// - The format is decided by the first byte that is not whitespace (after an optional UTF-8
///   byte-order mark): `[` or `{` means JSON: records as web APIs give them, read through the
///   CSV loader with its flags (see ``JSONTables``), or contest JSON (see ``ContestCharts``),
///   anything else CSV
///   or TSV (see ``CSVLoader``); the file's extension is not consulted, except that when a file
///   named `*.json` fails as CSV too, the JSON error is reported (`1:1: unexpected byte 0xFF`),
///   not the CSV one.
/// - `-` reads standard input; its errors name the file `-` and its charts are titled `stdin`.
/// - ``LoadOptions`` say how to read CSV/TSV (`--x`, `--series`, …); the column flags given
///   for JSON are a usage error (exit 64). Notes on how a CSV file was read come back in
///   ``LoadResult/notes``, for the command line to print.
/// - Files are opened read-only with POSIX calls and never written: a regular file is mapped
///   (`mmap`) while it is parsed (for CSV, parsed pages are dropped as the scan moves on, so the
///   file never needs to be resident at once; a big one is parsed on every core,
///   ``CSVParallelRows``); anything else (pipes, standard input) is a stream: CSV is parsed
///   block by block as it arrives (``CSVStream``), contest JSON read whole into one buffer,
///   checked as it arrives (``CheckedRead``).
/// - Input that is not text is refused early, exit 65 (``TextCheck``): a NUL byte, a CSV/TSV
///   line longer than 1 MiB, a CSV header that is not UTF-8. A file's bytes are looked at a
///   block at a time first (``TextCheck/firstProblem(in:limitsLines:releasesPages:)``), a
///   stream's as they arrive, so the first NUL byte or long line stops the load there: CSV is
///   read only up to it (an error in the rows before it comes first, as through a pipe), JSON
///   not at all.
///
/// Contest JSON: an array of chart objects or one chart object with `columns`, `types` (x, line,
/// bar, area; required for every column), optional `names`, `colors` (`#RGB`/`#RRGGBB`, missing
/// ones from ``RGBColor/defaultPalette``), `y_scaled`, `stacked`, `percentage`, and tchart's
/// optional `name` (or `title`) string. x is Unix milliseconds, stored as seconds. `null` in a
/// line is a gap. Untitled charts are `Chart N` in an array, `FOLDER/BASE` for a single object
/// (`3/overview`).
///
/// CSV/TSV: see ``CSVLoader`` (wide and long layout, missing values, sorting),
/// ``CSVXColumn`` (x types) and ``DateText`` (date forms). The chart set is titled by the
/// file's base name.
///
/// Folders: a stage-2 chart folder (`overview.json` and day files) or a folder of them loads
/// through ``ChartFolders``; its charts are titled by the folder (`3`) and carry ``DayFiles``.
///
/// Errors: ``LoadError/Kind/unreadable`` (exit 66) when the file cannot be read, with the
/// system's reason; ``LoadError/Kind/invalidData`` (exit 65) for bad content, located by JSON
/// path or `LINE:COLUMN`. An empty (or whitespace-only) file is `the file is empty`.
public enum ChartLoader {
  /// Reads and parses the file at `path` (`-` for standard input), or loads the stage-2 chart
  /// folder (or folder of chart folders) at `path` (see ``ChartFolders``): those charts carry
  /// their ``ChartSet/days``.
  public static func load(path: String, xColumn: String? = nil) throws(LoadError) -> [ChartSet] {
    try load(path: path, options: LoadOptions(xColumn: xColumn)).chartSets
  }

  /// As ``load(path:xColumn:)``, read as `options` say, with the notes for the user.
  ///
  /// `progress`, when given, is called on the calling thread at most every 50 ms while a CSV
  /// file or stream is parsed (never for contest JSON or folders), with the bytes parsed so
  /// far (and the total for a regular file): enough for a progress line or a title.
  public static func load(
    path: String, options: LoadOptions, progress: ((LoadProgress) -> Void)? = nil
  ) throws(LoadError) -> LoadResult {
    if path != FileBytes.standardInput, PathNames.kind(of: path) == .directory {
      try refuseColumnOptions(options, file: path)
      return LoadResult(
        chartSets: try ChartFolders.load(directory: path), notes: unixTimeNotes(options, path))
    }
    return try FileBytes.withInput(of: path, file: path) { input throws(LoadError) in
      switch input {
      case .mapped(let bytes):
        let meter = progress.map { LoadProgressMeter(totalBytes: bytes.count, callback: $0) }
        return try parse(
          buffer: bytes, file: path, options: options, releasesPages: true, progress: meter)
      case .stream(let descriptor, _):
        let meter = progress.map { LoadProgressMeter(totalBytes: nil, callback: $0) }
        return try CSVStream.load(
          descriptor: descriptor, file: path, name: ChartNaming.baseName(path), options: options,
          progress: meter)
      }
    }
  }

  /// Reads and parses the file at `path`; `singleName` titles a single untitled contest
  /// object (`nil`: ``ChartNaming/folderAndBaseName(_:)``).
  static func load(path: String, xColumn: String?, singleName: String?) throws(LoadError)
    -> [ChartSet]
  {
    try FileBytes.withContents(of: path, file: path) { bytes, isMapped throws(LoadError) in
      try parse(
        buffer: bytes, file: path, options: LoadOptions(xColumn: xColumn), releasesPages: isMapped,
        singleName: singleName
      ).chartSets
    }
  }

  /// Parses a whole file's bytes; `file` is the name used in messages and default titles.
  public static func parse(bytes: [UInt8], file: String, xColumn: String? = nil) throws(LoadError)
    -> [ChartSet]
  {
    try parse(bytes: bytes, file: file, options: LoadOptions(xColumn: xColumn)).chartSets
  }

  /// As ``parse(bytes:file:xColumn:)``, read as `options` say, with the notes for the user.
  public static func parse(bytes: [UInt8], file: String, options: LoadOptions) throws(LoadError)
    -> LoadResult
  {
    var result: Result<LoadResult, LoadError> = .success(LoadResult(chartSets: []))
    bytes.withUnsafeBufferPointer { buffer in
      result = Result { () throws(LoadError) in
        try parse(buffer: buffer, file: file, options: options, releasesPages: false)
      }
    }
    return try result.get()
  }

  /// Parses bytes in place (for callers that hold them in their own buffer).
  public static func parse(buffer: UnsafeBufferPointer<UInt8>, file: String, xColumn: String? = nil)
    throws(LoadError) -> [ChartSet]
  {
    try parse(
      buffer: buffer, file: file, options: LoadOptions(xColumn: xColumn), releasesPages: false
    ).chartSets
  }

  /// `releasesPages`: the buffer is a file mapping whose pages may be dropped once parsed.
  static func parse(
    buffer: UnsafeBufferPointer<UInt8>, file: String, options: LoadOptions, releasesPages: Bool,
    singleName: String? = nil, progress: LoadProgressMeter? = nil
  ) throws(LoadError) -> LoadResult {
    if let error = NotATable.error(forFirstBytes: buffer, file: file) { throw error }
    let format = sniff(buffer)
    var problem = TextCheck.firstProblem(
      in: buffer, limitsLines: format == .delimited, releasesPages: releasesPages)
    // A table's NUL byte within its last MiB: the file is parsed whole, as a stream parses it
    // (the first error in the order of the rows, the NUL's or another's); the look-ahead is
    // for what follows a NUL at length (gigabytes of zeros).
    if format == .delimited, let found = problem, found.kind == .nul,
      buffer.count - found.offset <= TextCheck.maximumLine
    {
      problem = nil
    }
    if let problem, format != .delimited {
      throw notText(problem, in: buffer, file: file, format: format)
    }
    switch format {
    case .empty:
      throw LoadError(file: file, location: "", message: "the file is empty")
    case .json:
      var notes: [LoadNote] = []
      var columns: [ColumnReport] = []
      if let set = try JSONTables.load(
        buffer, file: file, options: options, notes: &notes, columns: &columns)
      {
        return LoadResult(chartSets: [set], notes: notes, columns: [columns])
      }
      try refuseColumnOptions(options, file: file)
      let sets = try parseJSON(buffer, file: file, singleName: singleName)
      return LoadResult(
        chartSets: sets, notes: unixTimeNotes(options, file),
        columns: sets.map(ContestColumns.report))
    case .delimited:
      if options.jsonPath != nil {
        throw LoadError(
          .usage, file: file, location: "", message: "--json-path applies to JSON files only")
      }
      // With a problem, the bytes up to it are read as a stream's would have arrived: an
      // error in the rows before it comes first, as through a pipe; a quoted field that runs
      // into the bytes not read holds the problem.
      let read = problem.map { UnsafeBufferPointer(rebasing: buffer[..<$0.readable]) } ?? buffer
      let result: LoadResult
      do {
        result = try delimited(
          read, file: file, options: options, releasesPages: releasesPages,
          singleName: singleName, progress: progress)
      } catch {
        guard let problem, error.message == CSVHeader.unterminatedQuoteMessage else { throw error }
        throw notText(problem, in: buffer, file: file, format: format)
      }
      if let problem { throw notText(problem, in: buffer, file: file, format: format) }
      return result
    }
  }

  /// Parses CSV, TSV, a whitespace or a headerless table, or key=value lines.
  private static func delimited(
    _ buffer: UnsafeBufferPointer<UInt8>, file: String, options: LoadOptions, releasesPages: Bool,
    singleName: String?, progress: LoadProgressMeter?
  ) throws(LoadError) -> LoadResult {
    var notes: [LoadNote] = []
    if options.pivotsPeriods, var pivot = PeriodColumns.pivot(buffer, xColumn: options.xColumn) {
      return try pivoted(&pivot, file: file, options: options, progress: progress)
    }
    if let result = try HeaderlessTable.load(buffer, file: file, options: options) {
      return result
    }
    if let result = try KeyValueTable.load(buffer, file: file, options: options) {
      return result
    }
    if let result = try commandOutput(buffer, file: file, options: options, progress: progress) {
      return result
    }
    if var spaced = WhitespaceTable.csv(
      buffer, file: file, chooseX: options.xColumn == nil, notes: &notes)
    {
      // A stream of it is read whole, checked as it arrives: the same checks come first.
      try TextCheck.asReadWhole(buffer, file: file)
      var options = options
      options.xColumn = options.xColumn ?? spaced.xColumn
      var columns: [ColumnReport] = []
      let set = try spaced.csv.withUnsafeMutableBufferPointer { table throws(LoadError) in
        try CSVLoader.load(
          UnsafeBufferPointer(table), file: file, name: ChartNaming.baseName(file),
          options: options, notes: &notes, columns: &columns, progress: progress)
      }
      ColumnReport.chosenByShape(&columns, x: spaced.xColumn, added: true)
      return LoadResult(chartSets: [set], notes: notes, columns: [columns])
    }
    do {
      var columns: [ColumnReport] = []
      let set = try CSVLoader.load(
        buffer, file: file, name: ChartNaming.baseName(file), options: options, notes: &notes,
        columns: &columns, releasesPages: releasesPages, progress: progress, dropsTotalRow: true)
      return LoadResult(chartSets: [set], notes: notes, columns: [columns])
    } catch {
      // A list of things (`df`, `ps aux`): its names drawn as categories.
      if let result = try TextSnapshot.load(buffer, file: file, options: options, failure: error) {
        return result
      }
      guard file.lowercased().hasSuffix(".json") else { throw error }
      try refuseColumnOptions(options, file: file)
      let sets = try parseJSON(buffer, file: file, singleName: singleName)
      return LoadResult(chartSets: sets, columns: sets.map(ContestColumns.report))
    }
  }

  /// A table of periods read as its long table (``PeriodColumns``): x the periods, the lines
  /// named by its text columns unless `--series` names others; `--x` naming a column of the
  /// file reads it as it is.
  private static func pivoted(
    _ pivot: inout PeriodColumns.Pivot, file: String, options: LoadOptions,
    progress: LoadProgressMeter?
  ) throws(LoadError) -> LoadResult {
    var options = options
    options.xColumn = options.xColumn ?? pivot.xColumn
    if options.datePattern == nil, let pattern = pivot.datePattern {
      options.datePattern = try? DatePattern(pattern)
    }
    if options.seriesColumn == nil && !pivot.series.isEmpty {
      options.seriesColumn = pivot.series.joined(separator: ",")
    }
    var notes = [LoadNote(file: file, message: pivot.note)]
    var columns: [ColumnReport] = []
    let set: ChartSet
    do {
      set = try pivot.csv.withUnsafeMutableBufferPointer { table throws(LoadError) in
        try CSVLoader.load(
          UnsafeBufferPointer(table), file: file, name: ChartNaming.baseName(file),
          options: options, notes: &notes, columns: &columns, progress: progress)
      }
    } catch {
      throw pivot.located(error)
    }
    return LoadResult(chartSets: [set], notes: notes, columns: [columns])
  }

  /// The error for what ``TextCheck/firstProblem(in:limitsLines:releasesPages:)`` found,
  /// located as the loaders (and ``CheckedRead``, for a stream) locate it.
  private static func notText(
    _ problem: TextCheck.Problem, in buffer: UnsafeBufferPointer<UInt8>, file: String,
    format: Format
  ) -> LoadError {
    let base = buffer.baseAddress!
    let offset = problem.offset
    switch problem.kind {
    case .nul where format == .json:
      return LoadError(
        file: file, location: TextPosition.of(offset: offset, in: buffer),
        message: TextCheck.nulMessage)
    case .nul:
      let start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) && offset >= 3 ? base + 3 : base
      return TextCheck.nulError(at: base + offset, from: start, line: 1, file: file)
    case .longLine:
      let line = TextCheck.position(of: base + offset, from: base, line: 1).line
      return TextCheck.longLineError(line: line, file: file)
    }
  }

  /// The usage error (exit 64) for CSV-only flags given for contest JSON.
  static func refuseColumnOptions(_ options: LoadOptions, file: String) throws(LoadError) {
    let flags = options.csvOnlyFlags
    guard let first = flags.first else { return }
    let named = flags.count == 1 ? first : flags.joined(separator: ", ")
    throw LoadError(
      .usage, file: file, location: "",
      message: "\(named) \(flags.count == 1 ? "applies" : "apply") to CSV and TSV files only")
  }

  /// The note that `--input-tz` does not apply to charts whose x is Unix milliseconds (contest
  /// JSON, chart folders); none when it is not given.
  static func unixTimeNotes(_ options: LoadOptions, _ file: String) -> [LoadNote] {
    guard options.inputZone != nil else { return [] }
    return [LoadNote(file: file, message: "--input-tz does not apply: x is Unix time")]
  }

  private static func parseJSON(
    _ buffer: UnsafeBufferPointer<UInt8>, file: String, singleName: String?
  ) throws(LoadError) -> [ChartSet] {
    let root = try JSONParser.parse(buffer, file: file)
    return try ContestCharts(file: file).charts(
      from: root, singleName: singleName ?? ChartNaming.folderAndBaseName(file))
  }

  /// The formats a file's first bytes can announce.
  enum Format: Equatable {
    case empty
    case json
    case delimited
  }

  /// Looks at the first byte that is not whitespace (after a byte-order mark).
  static func sniff(_ bytes: UnsafeBufferPointer<UInt8>) -> Format {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      case UInt8(ascii: "["), UInt8(ascii: "{"): return .json
      default: return .delimited
      }
    }
    return .empty
  }
}

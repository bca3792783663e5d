import ArgumentParser
import TChartCSV
import TChartCache
import TChartConfig
import TChartData
import TChartLoading
import TChartSample
import TChartSources
import TChartTime

#if canImport(Glibc)
  import Glibc
#endif

/// The data arguments `explore` and `render` share: the file and how to read a CSV/TSV file.
struct DataSourceOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "A chart file: CSV or TSV, JSON records (an array of objects, an object of arrays, "
        + "JSON lines), JSON answers of APIs (Prometheus, InfluxDB, Graphite, [time, value] "
        + "pairs under keys) or contest JSON; - reads standard input. "
        + "The bundled sample when omitted.", valueName: "file"),
    completion: .file(extensions: ["json", "jsonl", "ndjson", "csv", "tsv", "txt"]))
  var file: String?

  @OptionGroup(title: "Prometheus")
  var prometheus: PrometheusFlags

  @Option(
    name: .customLong("x"),
    help: ArgumentHelp(
      "The x column of a CSV/TSV file (default: the first holding time, else a row index, else the first).",
      valueName: "name"))
  var xColumn: String?

  @Option(
    name: .customLong("series"),
    help: ArgumentHelp(
      "Long layout: one line per distinct value of this column (a,b: per combination).",
      valueName: "name"))
  var seriesColumn: String?

  @Option(
    name: .customLong("y"),
    help: ArgumentHelp(
      "The value column (long layout), or the lines to draw (wide layout), with derived lines: "
        + "rate(y) deriv(y) diff(y) cumsum(y) avg(y,20) avg(y,5m) log(y) ratio(a,b) 'a - b' "
        + "(e.g. 'rate(rx_bytes),avg(cpu,1h)'); given again, it adds.",
      valueName: "name"))
  var yColumns: [String] = []

  /// `--y` as one list (`a,b` for `--y a --y b`), `nil` when not given.
  var yColumn: String? {
    get { yColumns.isEmpty ? nil : yColumns.joined(separator: ",") }
    set { yColumns = newValue.map { [$0] } ?? [] }
  }

  @Option(
    name: .customLong("json-path"),
    help: ArgumentHelp(
      "Where in a JSON file the data is, as the note on the path read writes it "
        + "(e.g. hourly, data.result, results[0].series; default: found by its shape).",
      valueName: "path"))
  var jsonPath: String?

  @Option(
    name: .customLong("x-type"),
    help: "How x is read (auto: dates as text, plain numbers, Unix time by the column's name).")
  var xType: XType = .auto

  @Option(
    name: .customLong("date-format"),
    help: ArgumentHelp(
      "The form of x dates: %Y %y %m %d %e %j %b %H %M %S %q %V %G %% (e.g. %d.%m.%Y %H:%M).",
      valueName: "format"))
  var dateFormat: String?

  @Option(
    name: .customLong("na"),
    help: ArgumentHelp(
      "Cells read as gaps, comma separated (default: NA,N/A,n/a,NaN,nan,null,-,.; empty always).",
      valueName: "list"))
  var missing: String?

  @Flag(help: "Refuse x that is not strictly increasing instead of sorting the rows.")
  var strict = false

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Read a table whose columns are periods (1960,1961,…; wk1,wk2,…) as one line per row "
        + "(the default), or as it is with --no-pivot."))
  var pivot = true

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Keep a file's loaded columns (and a table's block summary) in $XDG_CACHE_HOME/tchart/ "
        + "and map them on the next open (the default), or read them every time with --no-cache."))
  var cache: Bool?

  @Option(
    name: .customLong("cache-size"),
    help: ArgumentHelp(
      "The column cache's bound, e.g. 2G or 500M (default: 4G or a tenth of its disk, "
        + "whichever is smaller); the least recently used files go first.",
      valueName: "size"))
  var cacheSize: String?

  @Option(
    help: ArgumentHelp(
      "An SQLite file's table (the file is then a database; --x and --y name its columns, "
        + "--y may list several: a,b,c).", valueName: "name"))
  var table: String?

  @Option(
    name: .customLong("where"),
    help: ArgumentHelp(
      "The rows to keep: COLUMN OP VALUE joined by 'and', OP one of = != < <= > >= "
        + "(e.g. \"state = 'New York' and week >= 10\"); files and tables alike.",
      valueName: "expr"))
  var filter: String?

  @Option(
    help: ArgumentHelp(
      "ClickHouse: the user (default: default; the password is read from CLICKHOUSE_PASSWORD).",
      valueName: "name"))
  var user: String?

  @Option(
    name: .customLong("cacert"),
    help: ArgumentHelp(
      "HTTPS: a PEM file of the certificates to trust instead of the system's "
        + "(clickhouse+https://, prometheus+https://).", valueName: "file"),
    completion: .file(extensions: ["pem", "crt"]))
  var caCertificate: String?

  @Option(
    help: ArgumentHelp(
      "Databases: the time limit of one query, in seconds (render: of all its queries together).",
      valueName: "seconds"))
  var timeout: Double = 10

  @Option(
    name: .customLong("max-answer"),
    help: ArgumentHelp(
      "Servers: the most bytes one answer may have, e.g. 64M or 1G (default 256M); a larger "
        + "answer stops with an error (65).", valueName: "size"))
  var maxAnswer: String?

  @Option(
    help: ArgumentHelp(
      "Events to mark on the X axis: CSV time[,end],label or JSON lines {\"time\", \"end\", "
        + "\"label\"}; ] and [ jump between them.", valueName: "file"),
    completion: .file(extensions: ["csv", "jsonl", "ndjson", "txt"]))
  var events: String?

  @Option(
    name: .customLong("tz"),
    help: ArgumentHelp(
      "Show times in this zone: UTC, local (TZ, else /etc/localtime), a zone such as "
        + "Europe/Berlin (daylight saving followed) or ±HH:MM (default: the config file's tz, "
        + "else UTC).",
      valueName: "zone"),
    completion: .list(["UTC", "local", "Europe/Berlin", "America/New_York", "+01:00"]))
  var timeZoneFlag: String?

  /// The zone times are shown in: `--tz`, else the config file's `tz`, else UTC. A missing tz
  /// database is one line on standard error, and UTC.
  func timeZone(_ settings: Settings) -> DisplayTimeZone {
    guard let setting = settings.resolved(.timeZone, flag: timeZoneFlag) else { return .utc }
    let option = setting.origin == .flag ? "--tz" : "tz"
    let (zone, message) = ZoneDatabase.zoneOrMessage(setting.argument, option: option)
    if let message { StandardError.write(message) }
    return zone
  }

  @Option(
    name: .customLong("input-tz"),
    help: ArgumentHelp(
      "Read times written without an offset in this zone (Europe/Berlin, local, ±HH:MM; "
        + "default UTC); times with Z or an offset are read as written.",
      valueName: "zone"),
    completion: .list(["UTC", "local", "Europe/Berlin", "America/New_York"]))
  var inputTimeZone: String?

  /// `--input-tz` as a zone (`nil`: not given, or UTC; no tz database is UTC, said once by
  /// ``loadOptions()``).
  var inputZone: DisplayTimeZone? {
    guard let inputTimeZone, case .zone(let zone) = ZoneDatabase.lookup(inputTimeZone),
      !zone.isUTC
    else { return nil }
    return zone
  }

  /// An unknown `--tz` or `--input-tz` zone is a usage error naming the closest zones.
  func validateTimeZone() throws {
    if let inputTimeZone, case .unknown(let names) = ZoneDatabase.lookup(inputTimeZone) {
      throw ValidationError(
        ZoneDatabase.unknownMessage(inputTimeZone, option: "--input-tz", suggestions: names))
    }
    guard let timeZoneFlag else { return }
    if case .unknown(let names) = ZoneDatabase.lookup(timeZoneFlag) {
      throw ValidationError(
        ZoneDatabase.unknownMessage(timeZoneFlag, option: "--tz", suggestions: names))
    }
  }

  /// The ``LoadOptions`` the flags ask for.
  func loadOptions() throws -> LoadOptions {
    var options = LoadOptions(xColumn: xColumn)
    options.seriesColumn = seriesColumn
    options.yColumn = try loaderYColumn()
    // A bad expression is said by the path that reads it (a file's derived lines, a table's
    // SQL), naming the source.
    options.namedColumns = (try? yNames()) ?? []
    options.xType = xType
    options.strict = strict
    options.pivotsPeriods = pivot
    options.jsonPath = jsonPath
    if let inputTimeZone {
      let (zone, message) = ZoneDatabase.zoneOrMessage(inputTimeZone, option: "--input-tz")
      if let message { StandardError.write(message) }
      options.inputZone = zone.isUTC ? nil : zone
    }
    options.rowFilter = try rowFilter()
    if let missing { options.missing = MissingTokens(list: missing) }
    if let dateFormat {
      do {
        options.datePattern = try DatePattern(dateFormat)
      } catch {
        throw ValidationError("--date-format: \(error.message)")
      }
    }
    options.spill = Self.spillPlan()
    return options
  }

  /// The second argument (a PromQL query) fits the source. Checked when the command runs, not
  /// in `validate()`: ArgumentParser validates before it reports an unknown option, and
  /// `--lyout split FILE` must say `Unknown option '--lyout'. Did you mean '--layout'?`, not
  /// that FILE is a query.
  func checkQueries() throws {
    try prometheus.check(file: file, kind: kind)
  }

  func validate() throws {
    try validateTimeZone()
    if let cacheSize, CacheSize.bytes(cacheSize) == nil {
      throw ValidationError("--cache-size \(cacheSize): need a size such as 2G, 500M or 4096")
    }
    _ = try loadOptions()
    guard timeout.isFinite, timeout > 0 else {
      throw ValidationError("--timeout \(timeout): need a number of seconds above 0")
    }
    if let maxAnswer, CacheSize.bytes(maxAnswer).map({ $0 > 0 }) != true {
      throw ValidationError("--max-answer \(maxAnswer): need a size such as 64M, 1G or 100000")
    }
    if let caCertificate, access(caCertificate, R_OK) != 0 {
      throw ValidationError("--cacert \(caCertificate): cannot read it (give a PEM file)")
    }
    if kind != nil, let seriesColumn, seriesColumn.contains(",") {
      throw ValidationError(
        "--series \(seriesColumn): one line per combination is for files; a table takes one column")
    }
    if jsonPath != nil, table != nil || kind != nil {
      throw ValidationError("--json-path applies to JSON files and streams, not to a database")
    }
    // A server's table (PostgreSQL) finds its columns itself; a file's (SQLite) is named whole.
    if table != nil, kind?.schemes.isEmpty != false {
      guard let file, file != "-" else { throw ValidationError("--table needs an SQLite file") }
      guard xColumn != nil, yColumn != nil else {
        throw ValidationError("--table needs --x and --y (the columns to draw)")
      }
    }
  }

  /// `--where` parsed; a mistake is a usage error naming its character.
  func rowFilter() throws -> RowFilter? {
    guard let filter else { return nil }
    do {
      return try RowFilter(parsing: filter)
    } catch {
      throw ValidationError("--where \"\(filter)\": \(error)")
    }
  }

  /// Loads ``file`` (`-` is standard input), or the bundled sample when it is omitted, and
  /// prints the loader's notes on standard error. A load error is printed as its one-line
  /// message and ends the process with its exit code (64, 65 or 66).
  func load(settings: Settings, loads: CachedLoads) throws -> [ChartSet] {
    let options = try loadOptions()
    return try accept(
      Result { () throws(LoadError) in
        if let file {
          try loads.load(path: file, options: options) { () throws(LoadError) in
            try ChartLoader.load(path: file, options: options)
          }
        } else {
          try ChartLoader.parse(
            bytes: BundledSample.json, file: BundledSample.displayName, options: options)
        }
      }, settings: settings)
  }

  /// A load's outcome as the command line takes it: the notes printed on standard error and
  /// the chart sets shown in ``timeZone(_:)``; an error printed as its one line, ending the process
  /// with its exit code.
  func accept(_ outcome: Result<LoadResult, LoadError>, settings: Settings) throws -> [ChartSet] {
    switch outcome {
    case .success(let result):
      for note in result.notes { StandardError.write(note.description) }
      let zone = timeZone(settings)
      return try derivingLines(result.chartSets.map { $0.shown(in: zone) })
    case .failure(let error):
      StandardError.write(error.description)
      throw ExitCode(error.exitCode)
    }
  }
}

extension XType: ExpressibleByArgument {}

/// How a file's columns are read, as the columns sheet chooses and the data flags say it:
/// the x column and its form (`--x`, `--x-type`, `--date-format`), the series key
/// (`--series`) and the lines drawn (`--y`). A session keeps it, so the next open reads the
/// file the same way.
public struct ColumnChoice: Sendable, Equatable, Codable {
  /// `--x`: the x column (`nil`: the loader's choice).
  public var x: String?
  /// `--x-type`'s value when not `auto`.
  public var xType: String?
  /// `--date-format`.
  public var dateFormat: String?
  /// `--series`: the columns whose values name the lines of a long table (empty: wide).
  public var series: [String]
  /// `--y`: the lines drawn (`nil`: every number column).
  public var lines: [String]?

  public init(
    x: String? = nil, form: ReadingForm = .auto, series: [String] = [], lines: [String]? = nil
  ) {
    self.x = x
    self.series = series
    self.lines = lines
    self.form = form
  }

  /// How x is read.
  public var form: ReadingForm {
    get {
      ReadingForm(xType: xType.flatMap(XType.init(rawValue:)) ?? .auto, dateFormat: dateFormat)
    }
    set {
      dateFormat = newValue.dateFormat
      xType = newValue.xType == .auto ? nil : newValue.xType.rawValue
    }
  }

  /// The flags that read a file this way, in the order `--help` lists them.
  public var flags: [String] {
    var flags: [String] = []
    if let x { flags += ["--x", x] }
    flags += form.flags
    if !series.isEmpty { flags += ["--series", series.joined(separator: ",")] }
    if let lines { flags += ["--y", lines.joined(separator: ",")] }
    return flags
  }

  /// The load options `base` become with this choice: its x, x form and series key (the lines
  /// drawn do not change how rows are read).
  public func applied(to base: LoadOptions) -> LoadOptions {
    var options = base
    options.xColumn = x
    options.xType = form.xType
    options.datePattern = form.dateFormat.flatMap { try? DatePattern($0) }
    options.seriesColumn = series.isEmpty ? nil : series.joined(separator: ",")
    return options
  }

  /// ``flags`` as typed in a shell: `--x Month --date-format '%Y %b'`.
  public var flagText: String { flags.map(Self.quoted).joined(separator: " ") }

  /// The command line that opens `file` this way, quoted for a POSIX shell:
  /// `tchart data.csv --x Month --date-format '%Y %b'`.
  public func commandLine(file: String) -> String {
    (["tchart", file] + flags).map(Self.quoted).joined(separator: " ")
  }

  /// `word` as a POSIX shell reads it back: bare when it holds only safe characters, else in
  /// single quotes.
  static func quoted(_ word: String) -> String {
    let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:,=@+".contains($0) }
    guard !safe || word.isEmpty else { return word }
    return "'"
      + word.split(separator: "'", omittingEmptySubsequences: false).joined(
        separator: #"'\''"#) + "'"
  }
}

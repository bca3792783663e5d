/// Why a data file could not be loaded, with where in the file it went wrong.
///
/// Its ``description`` is the one-line message tchart prints: `tchart: FILE: WHERE: WHAT`, with
/// a text position glued to the file the way compilers do: `tchart: data.csv:12:3: WHAT`.
public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of failure this is; decides the exit code.
  public enum Kind: Sendable, Equatable {
    /// The file is missing or cannot be read (exit 66, `EX_NOINPUT`).
    case unreadable
    /// The file was read but its content is wrong (exit 65, `EX_DATAERR`).
    case invalidData
    /// The command line does not fit the file, e.g. `--x` on contest JSON (exit 64,
    /// `EX_USAGE`).
    case usage
  }

  public var kind: Kind
  /// The file as the user named it (`-` for standard input).
  public var file: String
  /// Where in the file: a JSON path such as `[2].columns[1][57]`, or `LINE:COLUMN`; may be empty.
  public var location: String
  /// What is wrong, in a few words.
  public var message: String
  /// The `--series` column a table read as wide seems to want (x repeats beside it): the
  /// loader reads the table again with it.
  package var suggestedSeries: String?

  public init(_ kind: Kind = .invalidData, file: String, location: String, message: String) {
    self.kind = kind
    self.file = file
    self.location = location
    self.message = message
  }

  /// The process exit code for this error (sysexits.h).
  public var exitCode: Int32 {
    switch kind {
    case .unreadable: 66
    case .invalidData: 65
    case .usage: 64
    }
  }

  /// Always one line: control characters in the parts are shown escaped (`\n`, `\u{1B}`).
  public var description: String {
    let text =
      location.isEmpty
      ? "tchart: \(file): \(message)"
      : "tchart: \(file)\(isTextPosition ? ":" : ": ")\(location): \(message)"
    return TerminalText.escaped(text)
  }

  /// Whether ``location`` is a `LINE` or `LINE:COLUMN` position (digits and colons only).
  private var isTextPosition: Bool {
    location.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } == true
      && location.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x3A }
  }
}

/// Why a data file could not be loaded, with where in the file it went wrong.
///
/// Its ``description`` is the one-line message tchart prints: `tchart: FILE: WHERE: WHAT`.
public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of failure this is; decides the exit code.
  public enum Kind: Sendable, Equatable {
    /// The file is missing or cannot be read (exit 66, `EX_NOINPUT`).
    case unreadable
    /// The file was read but its content is wrong (exit 65, `EX_DATAERR`).
    case invalidData
  }

  public var kind: Kind
  /// The file as the user named it (`-` for standard input).
  public var file: String
  /// Where in the file: a JSON path such as `[2].columns[1][57]`, or `LINE:COLUMN`; may be empty.
  public var location: String
  /// What is wrong, in a few words.
  public var message: String

  public init(_ kind: Kind = .invalidData, file: String, location: String, message: String) {
    self.kind = kind
    self.file = file
    self.location = location
    self.message = message
  }

  /// The process exit code for this error (sysexits.h).
  public var exitCode: Int32 { kind == .unreadable ? 66 : 65 }

  public var description: String {
    location.isEmpty ? "tchart: \(file): \(message)" : "tchart: \(file): \(location): \(message)"
  }
}

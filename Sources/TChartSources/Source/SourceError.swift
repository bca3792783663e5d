import TChartData

/// Why a table source failed, with the place it concerns (a file, `HOST:PORT`, a table or
/// column): printed as one line `tchart: PLACE: MESSAGE`, exit code by kind (sysexits.h).
public struct SourceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of failure this is; decides the exit code.
  public enum Kind: Sendable, Equatable {
    /// The file is missing or cannot be read (66, `EX_NOINPUT`).
    case unreadable
    /// Not a database, an unknown table or column, a query the database refused (65).
    case invalidData
    /// The command line does not fit the source (64, `EX_USAGE`).
    case usage
    /// The server cannot be reached (69, `EX_UNAVAILABLE`).
    case unavailable
    /// Permission or authentication refused (77, `EX_NOPERM`).
    case permission
    /// A query ran over the time limit (`--timeout`; 69 in `render`).
    case timeout
    /// The query was cancelled (a window that moved on); never shown.
    case cancelled
  }

  public var kind: Kind
  /// What the error is about: the file, `HOST:PORT`, or the table.
  public var place: String
  /// What is wrong, in a few words (a server's message shortened to one line).
  public var message: String

  public init(_ kind: Kind, place: String, message: String) {
    self.kind = kind
    self.place = place
    self.message = message
  }

  /// The process exit code for this error (sysexits.h).
  public var exitCode: Int32 {
    switch kind {
    case .unreadable: 66
    case .invalidData: 65
    case .usage: 64
    case .unavailable, .timeout, .cancelled: 69
    case .permission: 77
    }
  }

  /// `tchart: PLACE: MESSAGE`, on one line: line breaks as spaces, other control characters
  /// shown escaped (`\u{1B}`: a server's text never reaches the terminal raw), the message cut
  /// to ``TerminalText/quotedLimit`` characters.
  public var description: String {
    let line = TerminalText.escaped(String(message.map { $0.isNewline ? " " : $0 }))
    let prefix = place.isEmpty ? "" : TerminalText.escaped(place) + ": "
    return "tchart: " + prefix + TerminalText.cut(line)
  }
}

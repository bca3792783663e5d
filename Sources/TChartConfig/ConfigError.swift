/// Why the config file cannot be used: one line naming the file, the line and column, and the
/// key, as `tchart: FILE:LINE:COL: message`; the command exits with ``exitCode``.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The config file's path.
  public var path: String
  /// 1-based line, 0 when the error is the whole file's (it cannot be read).
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// What is wrong (`unknown key 'colour'`).
  public var message: String

  /// 78 (`EX_CONFIG`) for the file's fault, 69 (`EX_UNAVAILABLE`) when tchart's TOML reader
  /// cannot be loaded.
  public var exitCode: Int32

  public init(path: String, line: Int, column: Int, message: String, exitCode: Int32 = 78) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.exitCode = exitCode
  }

  public var description: String {
    line > 0
      ? "tchart: \(path):\(line):\(column): \(message)" : "tchart: \(path): \(message)"
  }
}

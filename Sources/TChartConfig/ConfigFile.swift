import TChartData
import TChartStorage

#if canImport(Glibc)
  import Glibc
#endif

/// A value the config file gives a key: as the option would take it on the command line
/// (`night`, `true`, `100000`), and the line it is written on.
public struct ConfigValue: Sendable, Equatable {
  public var argument: String
  public var line: Int

  public init(argument: String, line: Int) {
    self.argument = argument
    self.line = line
  }
}

/// The config file, `$XDG_CONFIG_HOME/tchart/config.toml` (default
/// `~/.config/tchart/config.toml`): TOML parsed by TOMLKit (through ``TOMLLibrary``), every key
/// checked against the
/// ``ConfigKey`` table (an unknown key, a wrong type or a value the option refuses is a
/// ``ConfigError`` naming the line and the key).
public struct ConfigFile: Sendable, Equatable {
  /// Where it was read from.
  public var path: String
  /// The values it gives, by key.
  public var values: [ConfigKey: ConfigValue]

  public init(path: String, values: [ConfigKey: ConfigValue]) {
    self.path = path
    self.values = values
  }

  /// The path the environment names, `nil` when neither `XDG_CONFIG_HOME` (absolute) nor
  /// `HOME` is set.
  public static func path(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/tchart/config.toml"
    }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.config/tchart/config.toml" }
    return nil
  }

  /// Reads and checks the file at `path`; `nil` when there is none (not an error). `reader`
  /// reads the TOML (default: ``TOMLLibrary``, loaded only now). The file and its folder must
  /// be the user's own (or root's) and no one else may write them, as ssh checks its config
  /// (another user could otherwise choose tchart's settings), and the file must be a regular
  /// one (a FIFO is never waited on); else the error names the folder or file and the fix.
  public static func load(path: String, reader: TOMLLibrary.Reader? = nil) throws(ConfigError)
    -> ConfigFile?
  {
    func failure(_ path: String, _ message: String) -> ConfigError {
      ConfigError(path: path, line: 0, column: 0, message: message)
    }
    func failure(_ error: KeptFileReader.Failure) -> ConfigError {
      switch error {
      case .missing: failure(path, String(cString: strerror(ENOENT)))
      case .notRegular: failure(path, "not a regular file")
      case .unreadable(let reason): failure(path, reason)
      }
    }
    let file: KeptFileReader
    do {
      file = try KeptFileReader(path: path, followingLinks: true)
    } catch {
      if error == .missing { return nil }
      throw failure(error)
    }
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    if let problem = KeptFolder.check(folder) ?? KeptPathProblem.of(file.status, path: path) {
      throw failure(problem.path, problem.reason("not read"))
    }
    let bytes: [UInt8]
    do {
      bytes = try file.readAll(limit: 1 << 20)
    } catch {
      throw failure(error)
    }
    guard bytes.count <= 1 << 20 else { throw failure(path, "larger than 1 MiB") }
    return try parse(text: String(decoding: bytes, as: UTF8.self), path: path, reader: reader)
  }

  /// `the text night needs quotes: theme = "night"`: what a syntax error on line `line` of
  /// `text` means when that line gives a key a bare word (TOML's strings are quoted); `nil` for
  /// any other line.
  static func unquotedText(in text: String, line: Int) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.indices.contains(line - 1) else { return nil }
    let parts = lines[line - 1].split(separator: "=", maxSplits: 1)
    guard parts.count == 2 else { return nil }
    let key = parts[0].trimmingSpaces
    let value = parts[1].trimmingSpaces
    guard let first = value.first, !key.isEmpty, !key.hasPrefix("#"), !key.hasPrefix("["),
      first.isLetter, !["true", "false", "inf", "nan"].contains(value)
    else { return nil }
    return "the text \(value) needs quotes: \(key) = \"\(value)\""
  }

  /// Parses and checks `text`, the content of the file at `path`, with `reader` (default:
  /// ``TOMLLibrary``; when it cannot be loaded the error has exit code 69).
  public static func parse(text: String, path: String, reader: TOMLLibrary.Reader? = nil)
    throws(ConfigError) -> ConfigFile
  {
    let read: TOMLLibrary.Reader
    if let reader {
      read = reader
    } else {
      switch TOMLLibrary.reader() {
      case .success(let library): read = library
      case .failure(let unavailable):
        throw ConfigError(
          path: path, line: 0, column: 0, message: "cannot read TOML: \(unavailable.message)",
          exitCode: 69)
      }
    }
    if let deep = ConfigKeyDepth.firstTooDeep(in: text) {
      throw ConfigError(
        path: path, line: deep.line, column: deep.column,
        message: "a key of \(deep.parts) dotted parts (at most \(ConfigKeyDepth.maximumParts))")
    }
    let keys: [(name: String, value: TOMLDocument.Value)]
    switch read(text) {
    case .syntaxError(let line, let column, let message):
      throw ConfigError(
        path: path, line: line, column: column,
        message: Self.unquotedText(in: text, line: line) ?? message)
    case .keys(let found): keys = found
    }
    // The first problem in the file's order is the one reported.
    let positions = ConfigKeyLocator.positions(in: text)
    let placed = keys.map { key in (key, positions[key.name] ?? (line: 1, column: 1)) }.sorted {
      ($0.1.line, $0.1.column) < ($1.1.line, $1.1.column)
    }
    var values: [ConfigKey: ConfigValue] = [:]
    for ((name, value), place) in placed {
      func failure(_ message: String) -> ConfigError {
        ConfigError(path: path, line: place.line, column: place.column, message: message)
      }
      guard let key = ConfigKey(rawValue: name) else {
        let known = ConfigKey.allCases.map(\.rawValue).joined(separator: ", ")
        throw failure("unknown key '\(name)' (known: \(known))")
      }
      let row = key.row
      guard let argument = argument(of: value, as: row.type) else {
        throw failure("'\(name)' must be \(article(row.type)), not \(typeName(value))")
      }
      guard row.accepts(argument) else {
        let expected =
          row.hint(argument)
          ?? (row.choices.isEmpty ? row.summary : row.choices.joined(separator: ", "))
        throw failure("'\(name)' cannot be \(Settings.quoted(argument)) (\(expected))")
      }
      values[key] = ConfigValue(argument: argument, line: place.line)
    }
    return ConfigFile(path: path, values: values)
  }

  /// `value` written as an argument, when it has `type`.
  static func argument(of value: TOMLDocument.Value, as type: ConfigKeyRow.ValueType) -> String? {
    switch (value, type) {
    case (.string(let text), .string): text
    case (.boolean(let flag), .boolean): String(flag)
    case (.integer(let number), .integer): String(number)
    default: nil
    }
  }

  static func article(_ type: ConfigKeyRow.ValueType) -> String {
    switch type {
    case .string: "a string"
    case .boolean: "true or false"
    case .integer: "an integer"
    }
  }

  static func typeName(_ value: TOMLDocument.Value) -> String {
    switch value {
    case .string: "a string"
    case .boolean: "a boolean"
    case .integer: "an integer"
    case .other(let name): name
    }
  }
}

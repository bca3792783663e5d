import TOMLKit

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
/// `~/.config/tchart/config.toml`): TOML parsed by TOMLKit, every key checked against the
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

  /// Reads and checks the file at `path`; `nil` when there is none (not an error).
  public static func load(path: String) throws(ConfigError) -> ConfigFile? {
    guard let file = fopen(path, "r") else {
      if errno == ENOENT { return nil }
      throw ConfigError(
        path: path, line: 0, column: 0, message: String(cString: strerror(errno)))
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      bytes += chunk[0..<count]
      if count < chunk.count { break }
      if bytes.count > 1 << 20 {
        throw ConfigError(path: path, line: 0, column: 0, message: "larger than 1 MiB")
      }
    }
    if ferror(file) != 0 {
      throw ConfigError(
        path: path, line: 0, column: 0, message: String(cString: strerror(errno)))
    }
    return try parse(text: String(decoding: bytes, as: UTF8.self), path: path)
  }

  /// Parses and checks `text`, the content of the file at `path`.
  public static func parse(text: String, path: String) throws(ConfigError) -> ConfigFile {
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      throw ConfigError(
        path: path, line: error.source.begin.line, column: error.source.begin.column,
        message: error.description)
    } catch {
      throw ConfigError(path: path, line: 1, column: 1, message: "not TOML")
    }
    // The first problem in the file's order is the one reported.
    let placed = table.keys.map { name in
      (name, ConfigKeyLocator.position(of: name, in: text) ?? (line: 1, column: 1))
    }.sorted { ($0.1.line, $0.1.column) < ($1.1.line, $1.1.column) }
    var values: [ConfigKey: ConfigValue] = [:]
    for (name, place) in placed {
      func failure(_ message: String) -> ConfigError {
        ConfigError(path: path, line: place.line, column: place.column, message: message)
      }
      guard let key = ConfigKey(rawValue: name) else {
        let known = ConfigKey.allCases.map(\.rawValue).joined(separator: ", ")
        throw failure("unknown key '\(name)' (known: \(known))")
      }
      let row = key.row
      guard let value = table[name], let argument = argument(of: value, as: row.type) else {
        let found = table[name].map { typeName($0.type) } ?? "nothing"
        throw failure("'\(name)' must be \(article(row.type)), not \(found)")
      }
      guard row.accepts(argument) else {
        let expected =
          row.choices.isEmpty ? row.summary : row.choices.joined(separator: ", ")
        throw failure("'\(name)' cannot be \(Settings.quoted(argument)) (\(expected))")
      }
      values[key] = ConfigValue(argument: argument, line: place.line)
    }
    return ConfigFile(path: path, values: values)
  }

  /// `value` written as an argument, when it has `type`.
  static func argument(of value: any TOMLValueConvertible, as type: ConfigKeyRow.ValueType)
    -> String?
  {
    switch type {
    case .string: value.string
    case .boolean: value.bool.map { String($0) }
    case .integer: value.int.map { String($0) }
    }
  }

  static func article(_ type: ConfigKeyRow.ValueType) -> String {
    switch type {
    case .string: "a string"
    case .boolean: "true or false"
    case .integer: "an integer"
    }
  }

  static func typeName(_ type: TOMLType) -> String {
    switch type {
    case .table: "a table"
    case .array: "an array"
    case .string: "a string"
    case .int: "an integer"
    case .double: "a float"
    case .bool: "a boolean"
    case .date, .time, .dateTime: "a date"
    }
  }
}

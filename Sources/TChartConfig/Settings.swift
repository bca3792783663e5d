/// Where a setting's value came from.
public enum SettingOrigin: Sendable, Equatable {
  /// The command line.
  case flag
  /// The config file, at this path and line.
  case file(path: String, line: Int)
  /// tchart's own default.
  case builtIn
}

/// A setting's effective value, as an argument (`night`), and where it came from.
public struct ResolvedSetting: Sendable, Equatable {
  public var argument: String
  public var origin: SettingOrigin

  public init(argument: String, origin: SettingOrigin) {
    self.argument = argument
    self.origin = origin
  }
}

/// The settings a command runs with: a flag wins over the config file, which wins over the
/// built-in default.
public struct Settings: Sendable, Equatable {
  /// The config file's path, `nil` when the environment names none.
  public var path: String?
  /// The config file, `nil` when there is none.
  public var file: ConfigFile?

  public init(path: String?, file: ConfigFile?) {
    self.path = path
    self.file = file
  }

  /// The settings of the environment's config file (read once, when a command asks), read
  /// with `reader` (default: ``TOMLLibrary``).
  public static func load(environment: [String: String], reader: TOMLLibrary.Reader? = nil)
    throws(ConfigError) -> Settings
  {
    let path = ConfigFile.path(environment: environment)
    return Settings(
      path: path,
      file: try path.flatMap { path throws(ConfigError) in
        try ConfigFile.load(path: path, reader: reader)
      })
  }

  /// `key`'s value given `flag`, the argument the command line gave (`nil`: none); `nil` when
  /// no one sets it.
  public func resolved(_ key: ConfigKey, flag: String?) -> ResolvedSetting? {
    if let flag { return ResolvedSetting(argument: flag, origin: .flag) }
    if let file, let value = file.values[key] {
      return ResolvedSetting(
        argument: value.argument, origin: .file(path: file.path, line: value.line))
    }
    return key.row.defaultValue.map { ResolvedSetting(argument: $0, origin: .builtIn) }
  }

  /// What `tchart --print-config` prints: every key as a TOML line (ready to paste into the
  /// file) and where its value came from, given the flags the command line set.
  public func printout(flags: [ConfigKey: String]) -> String {
    var lines = ["# config file: " + (path.map { file == nil ? "\($0) (none)" : $0 } ?? "none")]
    let rows = ConfigKey.allCases.map { key -> (String, String) in
      guard let setting = resolved(key, flag: flags[key]) else {
        return ("# \(key.rawValue) =", "not set: \(key.row.summary)")
      }
      let value =
        key.row.type == .string ? Self.quoted(setting.argument) : setting.argument
      let origin: String
      switch setting.origin {
      case .flag: origin = "flag \(key.row.option)"
      case .file(let path, let line): origin = "\(path):\(line)"
      case .builtIn: origin = "default"
      }
      return ("\(key.rawValue) = \(value)", origin)
    }
    let width = rows.map(\.0.count).max() ?? 0
    for (setting, origin) in rows {
      lines.append(setting + String(repeating: " ", count: width - setting.count) + "  # " + origin)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as a TOML basic string: in double quotes, with `"` and `\` escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }
}

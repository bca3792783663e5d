import TChartCSV
import TChartCache
import TChartData
import TChartExplorer
import TChartTime

/// A setting the config file may hold: a view option's (its key, values and default are its
/// ``ViewOption/config``) or a data source's. Adding one is its entry in ``allCases``; the
/// command whose option it defaults reads it with `Settings.value(_:flag:)`.
public struct ConfigKey: Hashable, Sendable, CustomStringConvertible {
  /// The key as the file writes it (`y-scale`).
  public let rawValue: String
  /// The key's row of the table: the option it defaults, its TOML type, its values.
  public let row: ConfigKeyRow

  /// The keys in the order of `--print-config`, the man page and the unknown key's error.
  public static let allCases: [ConfigKey] = [
    .theme, .animation, .hints, .yScale, .timeZone, .keep, .layout, .glyphs, .cache,
    .cacheSize, .maxAnswer,
  ]

  /// The keys as a sentence lists them: `theme, animation, …, cache-size and max-answer`.
  public static var listed: String {
    let names = allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }

  public static let theme = ConfigKey(.theme)
  public static let animation = ConfigKey(.animation)
  public static let yScale = ConfigKey(.yScale)
  public static let layout = ConfigKey(.layout)
  public static let glyphs = ConfigKey(.glyphs)

  public static let timeZone = ConfigKey(
    "tz",
    .text(
      "--tz", default: "UTC", "UTC, local, a zone such as Europe/Berlin, or ±HH:MM",
      accepts: {
        if case .unknown = ZoneDatabase.lookup($0) { return false }
        return true
      },
      hint: {
        guard case .unknown(let names) = ZoneDatabase.lookup($0), !names.isEmpty else {
          return nil
        }
        return "did you mean \(names.joined(separator: ", "))?"
      }))

  public static let keep = ConfigKey(
    "keep",
    .integer(
      "--keep", minimum: 2, maximum: LiveStream.maximumKeep,
      "streams: keep the newest N samples (default: all)"))

  public static let hints = ConfigKey(
    "hints",
    .boolean(
      "--hints", default: true,
      "the key bar (30 rows or more) and the first screen's hint (false: --no-hints)"))

  public static let cache = ConfigKey(
    "cache",
    .boolean("--cache", default: true, "keep loaded files' columns (false: --no-cache)"))

  public static let cacheSize = ConfigKey(
    "cache-size",
    ConfigKeyRow(
      option: "--cache-size", type: .string, choices: [], defaultValue: nil,
      summary: "the column cache's bound: 2G, 500M, … (default: 4G or 10% of its disk)",
      accepts: { CacheSize.bytes($0) != nil }))

  public static let maxAnswer = ConfigKey(
    "max-answer",
    ConfigKeyRow(
      option: "--max-answer", type: .string, choices: [], defaultValue: "256M",
      summary: "servers: the most bytes of one answer: 64M, 1G, …",
      accepts: { CacheSize.bytes($0).map { $0 > 0 } ?? false }))

  init(_ name: String, _ row: ConfigKeyRow) {
    rawValue = name
    self.row = row
  }

  /// The key of a view option the config file sets (its ``ViewOption/config``).
  init(_ option: ViewOption) {
    guard let config = option.config else { preconditionFailure("\(option) has no config key") }
    self.init(option.name, ConfigKeyRow(option.flag, config))
  }

  /// The key of a view option, `nil` when the config file does not set it.
  public init?(option: ViewOption) {
    guard option.config != nil else { return nil }
    self.init(rawValue: option.name)
  }

  /// The key the file writes as `rawValue`; `nil` for an unknown key.
  public init?(rawValue: String) {
    guard let key = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = key
  }

  public var description: String { rawValue }

  public static func == (lhs: ConfigKey, rhs: ConfigKey) -> Bool { lhs.rawValue == rhs.rawValue }

  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// How a ``ConfigKey`` is written and checked: the command-line option it is the default of,
/// the TOML type its value has, the values it accepts and its default when neither the file nor
/// the flag gives one.
public struct ConfigKeyRow: Sendable {
  /// The TOML type of a key's value.
  public enum ValueType: String, Sendable {
    case string, boolean, integer
  }

  /// The command-line option whose default the key sets (`--theme`).
  public var option: String
  /// The TOML type the value must have.
  public var type: ValueType
  /// The values accepted, when they are a fixed list (shown in errors and the man page).
  public var choices: [String]
  /// The built-in default as an argument (`terminal`), `nil` when the option has none.
  public var defaultValue: String?
  /// What the key means, for the man page and `--print-config`.
  public var summary: String
  /// Whether an argument (the value as the option would take it) is valid.
  public var accepts: @Sendable (String) -> Bool
  /// What the error on a refused argument says instead of the key's values, when it knows
  /// better (`did you mean Europe/Berlin?`); `nil` for the values.
  public var hint: @Sendable (String) -> String? = { _ in nil }

  /// A `true`/`false` key.
  static func boolean(_ option: String, default value: Bool, _ summary: String) -> ConfigKeyRow {
    ConfigKeyRow(
      option: option, type: .boolean, choices: [], defaultValue: String(value), summary: summary,
      accepts: { $0 == "true" || $0 == "false" })
  }

  /// A free text key checked by `accepts`.
  static func text(
    _ option: String, default value: String, _ summary: String,
    accepts: @escaping @Sendable (String) -> Bool,
    hint: @escaping @Sendable (String) -> String? = { _ in nil }
  ) -> ConfigKeyRow {
    ConfigKeyRow(
      option: option, type: .string, choices: [], defaultValue: value, summary: summary,
      accepts: accepts, hint: hint)
  }

  /// An integer key from `minimum` to `maximum`, with no default; a refused value's error
  /// names both.
  static func integer(_ option: String, minimum: Int, maximum: Int, _ summary: String)
    -> ConfigKeyRow
  {
    ConfigKeyRow(
      option: option, type: .integer, choices: [], defaultValue: nil, summary: summary,
      accepts: { Int($0).map { (minimum...maximum).contains($0) } ?? false },
      hint: { _ in "from \(minimum) to \(maximum)" })
  }
}

extension ConfigKeyRow {
  /// The row of a view option's key: one of its words, or `true`/`false`.
  init(_ option: String, _ config: ViewOption.Config) {
    switch config.values {
    case .words(let words):
      self.init(
        option: option, type: .string, choices: words, defaultValue: config.defaultValue,
        summary: config.summary, accepts: { words.contains($0) })
    case .boolean:
      self = .boolean(option, default: config.defaultValue == "true", config.summary)
    }
  }
}

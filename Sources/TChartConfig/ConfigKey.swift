import TChartCSV
import TChartCache
import TChartData
import TChartExplorer
import TChartTime

/// A setting the config file may hold. Adding one is a case here and its row in ``row`` (the
/// compiler asks for the row); the command whose option it defaults reads it with
/// `Settings.value(_:flag:)`.
public enum ConfigKey: String, CaseIterable, Sendable {
  case theme
  case animation
  case yScale = "y-scale"
  case timeZone = "tz"
  case keep
  case layout
  case glyphs
  case cache
  case cacheSize = "cache-size"
  case maxAnswer = "max-answer"

  /// The key's row of the table: the option it defaults, its TOML type, its values.
  public var row: ConfigKeyRow {
    switch self {
    case .theme:
      .choice("--theme", default: ThemeChoice.terminal, "colours: terminal, night or day")
    case .animation:
      .boolean("--animation", default: true, "animate Y ranges (false: --no-animation)")
    case .yScale:
      .choice("--y-scale", default: YScaleMode.window, "window, span, zero, log, index or shape")
    case .timeZone:
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
        })
    case .keep:
      .integer(
        "--keep", minimum: 2, maximum: LiveStream.maximumKeep,
        "streams: keep the newest N samples (default: all)")
    case .layout:
      .choice("--layout", default: LayoutMode.one, "one, split, list or cards")
    case .glyphs:
      .words(
        "--glyphs", ["auto", "braille", "blocks", "ascii"], default: "auto",
        "auto, braille, blocks or ascii (see --glyphs)")
    case .cache:
      .boolean("--cache", default: true, "keep loaded files' columns (false: --no-cache)")
    case .cacheSize:
      ConfigKeyRow(
        option: "--cache-size", type: .string, choices: [], defaultValue: nil,
        summary: "the column cache's bound: 2G, 500M, … (default: 4G or 10% of its disk)",
        accepts: { CacheSize.bytes($0) != nil })
    case .maxAnswer:
      ConfigKeyRow(
        option: "--max-answer", type: .string, choices: [], defaultValue: "256M",
        summary: "servers: the most bytes of one answer: 64M, 1G, …",
        accepts: { CacheSize.bytes($0).map { $0 > 0 } ?? false })
    }
  }
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

  /// A key whose value is one of an enumeration's raw values.
  static func choice<Value: RawRepresentable & CaseIterable>(
    _ option: String, default value: Value, _ summary: String
  ) -> ConfigKeyRow where Value.RawValue == String {
    let choices = Value.allCases.map(\.rawValue)
    return ConfigKeyRow(
      option: option, type: .string, choices: choices, defaultValue: value.rawValue,
      summary: summary, accepts: { choices.contains($0) })
  }

  /// A key whose value is one of `words` (an option whose values this module does not know as
  /// a type, such as `--glyphs`).
  static func words(
    _ option: String, _ words: [String], default value: String, _ summary: String
  ) -> ConfigKeyRow {
    ConfigKeyRow(
      option: option, type: .string, choices: words, defaultValue: value, summary: summary,
      accepts: { words.contains($0) })
  }

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

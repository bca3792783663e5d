/// One option of the view, described once: its flag, its help, its config key and the session
/// key it is saved under. The command line declares its flags from it (`tchart`'s
/// `@Option(name: .view(_:), help: .explore(_:))`), the config key table (`ConfigKey`) takes its
/// key and values from it, and ``SessionOverrides`` its bits; the table is in
/// `ViewOption+Table.swift`. Adding an option is one entry there plus its use.
public struct ViewOption: Sendable, Hashable, CustomStringConvertible {
  /// The long flag without its dashes (`y-scale`); also the config key when there is one.
  public let name: String
  /// What `--help` and the man page's OPTIONS say of it.
  public let help: String
  /// What `tchart render --help` says instead, when `explore` and `render` both take the
  /// option and say different things of it (`nil`: ``help``).
  public let renderHelp: String?
  /// The value's name in the usage (`n`, `A:B`); `nil`: ArgumentParser's own.
  public let valueName: String?
  /// How the config file sets its default; `nil` when it does not.
  public let config: Config?
  /// The ``SessionRecord`` key its value is saved under (`yScale`), when a session saves it:
  /// the flag given wins over the saved value (``SessionOverrides``).
  public let sessionKey: String?

  /// The option as a config file's key: what it means there, the values it takes and its
  /// default.
  public struct Config: Sendable, Hashable {
    /// What the key means, for the man page and `--print-config`.
    public let summary: String
    /// The values it takes.
    public let values: Values
    /// The built-in default as an argument (`terminal`).
    public let defaultValue: String

    /// The values a key takes.
    public enum Values: Sendable, Hashable {
      /// One of these words (`window`, `span`, …).
      case words([String])
      /// `true` or `false` (the flag, or its `--no-` form).
      case boolean
    }

    /// A key taking one of an enumeration's raw values.
    static func choice<Value: RawRepresentable & CaseIterable>(
      _ summary: String, default value: Value
    ) -> Config where Value.RawValue == String {
      Config(
        summary: summary, values: .words(Value.allCases.map(\.rawValue)),
        defaultValue: value.rawValue)
    }
  }

  init(
    _ name: String, valueName: String? = nil, help: String, renderHelp: String? = nil,
    config: Config? = nil, sessionKey: String? = nil
  ) {
    self.name = name
    self.help = help
    self.renderHelp = renderHelp
    self.valueName = valueName
    self.config = config
    self.sessionKey = sessionKey
  }

  /// The flag as typed (`--y-scale`), as errors name it.
  public var flag: String { "--" + name }

  public var description: String { flag }

  public static func == (lhs: ViewOption, rhs: ViewOption) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

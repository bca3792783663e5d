/// What the command line set and a restored session must not change: a `--theme`, a
/// `--y-scale`, a `--layout` or a `--tz` given wins over the saved one.
public struct SessionOverrides: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let theme = SessionOverrides(rawValue: 1 << 0)
  public static let yScale = SessionOverrides(rawValue: 1 << 1)
  public static let layout = SessionOverrides(rawValue: 1 << 2)
  /// `--right`: the lines on the right Y axis.
  public static let rightAxis = SessionOverrides(rawValue: 1 << 3)
  /// `--shift`: the period compared with.
  public static let shift = SessionOverrides(rawValue: 1 << 4)
  /// `--tz`: the zone times are shown in.
  public static let timeZone = SessionOverrides(rawValue: 1 << 5)
}

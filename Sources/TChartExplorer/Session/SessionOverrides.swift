/// What the command line set and a restored session must not change: a view option a session
/// saves (``ViewOption/sessionKey``: `--theme`, `--y-scale`, `--layout`, `--right`, `--shift`)
/// or a `--tz` given wins over the saved one.
public struct SessionOverrides: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The view options a session saves, one bit each in this order.
  static let saved = ViewOption.all.filter { $0.sessionKey != nil }

  /// `option` given on the command line; none when a session does not save it.
  public init(_ option: ViewOption) {
    self.init(rawValue: Self.saved.firstIndex(of: option).map { 1 << $0 } ?? 0)
  }

  /// The options given on the command line that a session saves.
  public init(given options: some Sequence<ViewOption>) {
    self.init(options.map(SessionOverrides.init))
  }

  public static let theme = SessionOverrides(.theme)
  public static let yScale = SessionOverrides(.yScale)
  public static let layout = SessionOverrides(.layout)
  /// `--right`: the lines on the right Y axis.
  public static let rightAxis = SessionOverrides(.right)
  /// `--shift`: the period compared with.
  public static let shift = SessionOverrides(.shift)
  /// `--view`: what the graph area shows.
  public static let view = SessionOverrides(.view)
  /// `--tz` (a source option): the zone times are shown in.
  public static let timeZone = SessionOverrides(rawValue: 1 << 7)
}

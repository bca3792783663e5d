import TChartData

/// How a chart set's filled kinds are drawn: bars or areas, side by side or stacked, or as
/// shares of 100 %.
public enum FillMode: Sendable, Hashable, CaseIterable {
  /// Bars from 0, several series overlapping (the smallest value in front).
  case bars
  /// Bars stacked in series order, bottom up.
  case stackedBars
  /// Areas from 0, several series overlapping (the smallest value in front).
  case areas
  /// Areas stacked in series order, bottom up.
  case stackedAreas
  /// Areas stacked as shares of each sample's visible total: every column fills 0…100.
  case percentage

  /// The mode a chart set asks for: any `bar` series gives ``stackedBars`` with the `stacked`
  /// flag, else ``bars``; otherwise any `area` series gives ``percentage`` with the
  /// `percentage` flag, ``stackedAreas`` with the `stacked` flag, else ``areas``. `nil` when
  /// every series is a line (the chart is drawn as lines).
  public init?(chartSet: ChartSet) {
    let kinds = Set(chartSet.lines.map(\.kind))
    if kinds.contains(.bar) {
      self = chartSet.flags.contains(.stacked) ? .stackedBars : .bars
    } else if kinds.contains(.area) {
      if chartSet.flags.contains(.percentage) {
        self = .percentage
      } else {
        self = chartSet.flags.contains(.stacked) ? .stackedAreas : .areas
      }
    } else {
      return nil
    }
  }

  /// Whether values stack on each other (stacked bars, stacked areas, percentage).
  public var isStacked: Bool { self != .bars && self != .areas }

  /// Whether series are drawn as bars (one block per sample) rather than areas.
  public var isBars: Bool { self == .bars || self == .stackedBars }
}

import TChartData
import TChartSources

/// The view chosen for the graph area (``GraphView``) and the histogram's selected bin.
public struct ViewsState: Sendable, Equatable {
  /// The view asked for (`--view`, `d`, `x`, `p`); `nil` lets the chart set decide: points when
  /// its x is numbers that were not in order, else lines.
  public var chosen: GraphView?
  /// The histogram's bin in the tooltip (`←`/`→`, a click); `nil`: none.
  public var selectedBin: Int?
  /// A table's histogram survey of the window last counted by the database (the histogram of a
  /// table is drawn from it).
  public var tableHistogram: SourceHistogram?
  /// A table's XY counts last counted by the database (a table's XY is drawn from them).
  public var tableXY: SourceXY?
  /// A table's XY indicator trail last read (the indicator of a table's XY is drawn from it).
  public var tableXYTrail: SourceXYTrail?

  public init(chosen: GraphView? = nil) { self.chosen = chosen }

  /// The view shown for `chartSet` (category bars are always lines: their bars).
  public func shown(for chartSet: ChartSet) -> GraphView {
    guard chartSet.categories == nil else { return .lines }
    return chosen ?? (chartSet.flags.contains(.unordered) ? .points : .lines)
  }
}

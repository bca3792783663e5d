import TChartData

/// The period shift as a feature of its own (`w`, `--shift`): the next period to compare with,
/// off after the last, as fits the chart set's span and sample spacing. Its reducer changes
/// only the chosen shift; the status line (the period, or why the copies are not drawn) is
/// asked of the explorer as a delegate.
public enum ShiftFeature {
  /// What the shift's key does.
  public enum Action: Sendable, Equatable {
    /// `w`: the next period to compare with: off → 1d → 1w → 28d … → off, of those at least a
    /// sample apart and shorter than the chart set's span (``PeriodShift/next(after:span:spacing:time:)``).
    case cycle
  }

  /// What the reducer reads of the explorer.
  struct Context {
    /// The chart set on screen.
    var chartSet: ChartSet
    /// Whether its copies can be drawn (lines of a file or a stream).
    var drawsCopies: Bool
    /// Whether the chart set is a table's.
    var isTable: Bool
  }

  /// What the shift asks of the explorer.
  enum Delegate: Equatable {
    /// Says `text` on the status line (`nil` clears it).
    case status(String?)
  }

  /// Applies `action` to the chosen shift.
  static func reduce(
    into shift: inout PeriodShift?, _ action: Action, _ context: Context
  ) -> FeatureStep<Delegate> {
    switch action {
    case .cycle:
      let chart = context.chartSet
      guard let span = chart.xSpan else { return FeatureStep() }
      let next = PeriodShift.next(
        after: shift, span: span.upperBound - span.lowerBound, spacing: spacing(of: chart),
        time: chart.xKind == .time)
      if shift == nil && next == nil {
        return FeatureStep(delegates: [
          .status("compare: the data spans too little for a period (--shift sets any)")
        ])
      }
      shift = next
      let refusal = ShiftModel.refusal(
        shift: next, drawsCopies: context.drawsCopies, isTable: context.isTable)
      return FeatureStep(delegates: [
        .status(refusal ?? next.map { "compare with \($0.suffix) (w: next period)" })
      ])
    }
  }

  /// The data's sample spacing (O(1): a probe of the whole span).
  private static func spacing(of chart: ChartSet) -> Double {
    chart.sampleSpacing(in: 0..<chart.count) ?? 0
  }
}

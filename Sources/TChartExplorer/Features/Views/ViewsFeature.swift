import TChartData
import TChartSources

/// The graph area's views as a feature of their own (``ViewsState``): `d` the histogram of the
/// window, `x` the first two visible lines against each other, `p` points or lines, and the
/// histogram's selected bin (`←`/`→`, a click). Its reducer changes only the views' state; the
/// status line is asked of the explorer as a delegate.
public enum ViewsFeature {
  /// What the views' keys do.
  public enum Action: Sendable, Equatable {
    /// `d`: the histogram of the window, or back to the lines.
    case toggleHistogram
    /// `x`: the first two visible lines against each other, or back to the lines.
    case toggleXY
    /// `p`: the samples as points, or as lines.
    case togglePoints
    /// `←`/`→` in the histogram: the next or previous bin in the tooltip.
    case moveBin(by: Int)
    /// A click in the histogram: that bin (`nil`: none).
    case selectBin(Int?)
    /// `Esc` with the histogram or XY: back to the lines.
    case close
    /// The view asked for (`--view`, a session); `nil` lets the chart set decide.
    case set(GraphView?)
    /// A table's histogram survey counted by the database (`nil`: forgotten, its lines moved).
    case tableCounted(SourceHistogram?)
    /// A table's XY counts by the database (`nil`: forgotten, its lines moved).
    case tableXYCounted(SourceXY?)
    /// A table's XY indicator trail read from the database (`nil`: forgotten).
    case tableXYTrail(SourceXYTrail?)
  }

  /// What the reducer reads of the explorer.
  struct Context {
    /// The chart set on screen.
    var chartSet: ChartSet
    /// Its visible lines, in key order.
    var visibleLines: [Int]
    /// The histogram's bins on screen (when it is shown).
    var bins: Int
    /// Whether the chart set is a table's: its frames hold the M4 rows of each dot column, not
    /// every value, so its histogram and XY are counted by the database and points not drawn.
    var isTable = false
  }

  /// What the views ask of the explorer.
  enum Delegate: Equatable {
    /// Says `text` on the status line.
    case status(String)
  }

  /// Applies `action` to the views.
  static func reduce(
    into views: inout ViewsState, _ action: Action, _ context: Context
  ) -> FeatureStep<Delegate> {
    let shown = views.shown(for: context.chartSet)
    if context.isTable {
      switch action {
      case .togglePoints:
        return FeatureStep(delegates: [
          .status("a table's points are not drawn (its frames hold M4 rows; d: histogram, x: XY)")
        ])
      default: break
      }
    }
    if context.chartSet.categories != nil {
      switch action {
      case .toggleHistogram, .toggleXY, .togglePoints:
        return FeatureStep(delegates: [
          .status("category bars are drawn as they are (no histogram, XY or points)")
        ])
      default: break
      }
    }
    switch action {
    case .toggleHistogram:
      views.selectedBin = nil
      if shown == .histogram {
        views.chosen = nil
        return FeatureStep(delegates: [.status("the lines again (d: the histogram)")])
      }
      views.chosen = .histogram
      return FeatureStep(delegates: [
        .status("histogram of the window (←/→ a bin, d: the lines again)")
      ])
    case .toggleXY:
      if case .xy = shown {
        views.chosen = nil
        return FeatureStep(delegates: [.status("the lines again (x: XY)")])
      }
      let lines = context.visibleLines.map { context.chartSet.lines[$0] }
      guard lines.count >= 2 else {
        return FeatureStep(delegates: [
          .status("XY needs two visible lines: the first is x, the second y (1–9 show them)")
        ])
      }
      views.chosen = .xy(x: lines[0].id, y: lines[1].id)
      return FeatureStep(delegates: [
        .status("XY: \(lines[0].name) across, \(lines[1].name) up (x: the lines again)")
      ])
    case .togglePoints:
      let points = shown != .points
      let natural = ViewsState().shown(for: context.chartSet)
      views.chosen =
        (points ? GraphView.points : .lines) == natural ? nil : (points ? .points : .lines)
      return FeatureStep(delegates: [
        .status(points ? "points: each sample a dot (p: lines)" : "lines (p: points)")
      ])
    case .moveBin(let step):
      guard shown == .histogram, context.bins > 0 else { return FeatureStep() }
      let start = views.selectedBin ?? (step > 0 ? -1 : context.bins)
      views.selectedBin = Swift.min(Swift.max(start + step, 0), context.bins - 1)
      return FeatureStep()
    case .selectBin(let bin):
      views.selectedBin = bin
      return FeatureStep()
    case .close:
      guard shown.replacesGraph else { return FeatureStep() }
      views.chosen = nil
      views.selectedBin = nil
      return FeatureStep()
    case .set(let view):
      views.chosen = view
      views.selectedBin = nil
      return FeatureStep()
    case .tableCounted(let histogram):
      views.tableHistogram = histogram
      return FeatureStep()
    case .tableXYCounted(let xy):
      views.tableXY = xy
      return FeatureStep()
    case .tableXYTrail(let trail):
      views.tableXYTrail = trail
      return FeatureStep()
    }
  }
}

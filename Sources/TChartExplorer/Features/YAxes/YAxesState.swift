import TChartData

/// The Y axes: the ranges shown (possibly moving) and how they are scaled.
public struct YAxesState: Sendable, Equatable {
  /// The Y range shown, possibly moving.
  public var yRange: YRangeAnimation = .still(ValueRange(lower: 0, upper: 1))
  /// The right Y axis' range, possibly moving (two-axis charts; see `YAxesModel+TwoAxes`).
  public var rightYRange: YRangeAnimation = .still(ValueRange(lower: 0, upper: 1))
  /// How the Y axis is scaled (`y`, `--y-scale`; see `YAxesModel+Scale`).
  public var yScaleMode: YScaleMode = .window
  /// `--right`: the lines to put on the right axis by name (or 1-based key) when a stream's or
  /// a background load's chart sets arrive (see `YAxesFeature+RightAxis`).
  public var rightRequest: [String] = []
}

extension YAxesState {
  /// These axes with their ranges at their targets, still: a panel's or card's, fitted to its
  /// graph without animation.
  var still: YAxesState {
    var axes = self
    axes.yRange = .still(yRange.to)
    axes.rightYRange = .still(rightYRange.to)
    return axes
  }
}

import TChartData
import TChartRange

/// Where the keys and the mouse act: the focus, the slider handle the keys move, the drag.
public struct Pointer: Sendable, Equatable {
  /// Which part receives the arrow keys.
  public var focus: Focus = .graph
  /// The slider handle the keys move (what the mouse holds is in ``drag``): the lower one at
  /// first, as in `tchart pick`.
  public var activeHandle: RangeSelection.Handle = .lower
  /// The mouse gesture in progress.
  public var drag: Drag?
}

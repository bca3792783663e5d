import TChartCells
import TChartData
import TChartRange
import TChartSlider

/// A mouse gesture in progress. Terminals report motion without the button, so the state
/// remembers what the press grabbed.
public enum Drag: Sendable, Equatable {
  /// The indicator follows the pointer in the graph.
  case indicator
  /// The whole window follows the pointer on the mini-map; `grabOffset` is the pointer's
  /// sample position minus the window's lower edge at the press.
  case window(grabOffset: Double)
  /// One edge follows the pointer. `pressedOutside` is the press position when the press was
  /// in the dimmed area beside the window: a release there without motion centres the window.
  case edge(RangeSelection.Handle, grabOffset: Double, pressedOutside: Point?)
  /// The slider row holds the mouse: a handle, the selection, or both handles until the
  /// first motion decides.
  case slider(SliderInteraction.Drag)
  /// A right-button drag on the graph moves the A/B cursors' B.
  case abCursors
  /// A press that grabbed nothing (outside every active area, or closed the help): motion and release do nothing.
  case ignored
}

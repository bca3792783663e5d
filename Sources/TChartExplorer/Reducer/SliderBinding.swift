import TChartModel
import TChartRender
import TChartSlider

/// The slider row bound to the window: one source of truth (``ChartView/window``).
///
/// The slider is drawn and hit-tested over the x span (like the mini-map), so its handles sit
/// under the window's dates. Its mouse rules are the slider helper's ``SliderInteraction``,
/// applied to an x-space copy of the window; the change is written back into the window in
/// samples, where the window's own rules (snapping, minimum width, clamping) apply.
extension ExplorerState {
  /// The window as a continuous selection over the x span, for the slider row; `nil` for a
  /// chart set whose span is a single x value.
  public var sliderSelection: RangeSelection? {
    let window = view.windowIndices
    return try? RangeSelection(
      minimum: chartSet.xValue(at: 0), maximum: chartSet.xValue(at: chartSet.lastIndex),
      lower: chartSet.xValue(at: window.lowerBound), upper: chartSet.xValue(at: window.upperBound))
  }

  /// The slider's column ↔ x mapping in `rect`.
  public func sliderTrack(_ rect: Rect) -> SliderTrack? {
    sliderSelection.map { SliderTrack(rect: rect, selection: $0) }
  }

  /// Applies a slider mouse action in the slider row `rect` and moves the window to match.
  mutating func applySliderMouse(_ action: SliderAction, rect: Rect) {
    guard var selection = sliderSelection else { return }
    let track = SliderTrack(rect: rect, selection: selection)
    let before = selection
    slider.apply(action, to: &selection, track: track)
    let lowerMoved = selection.lower != before.lower
    let upperMoved = selection.upper != before.upper
    let lower = chartSet.fractionalIndex(ofX: selection.lower)
    let upper = chartSet.fractionalIndex(ofX: selection.upper)
    if lowerMoved && upperMoved {
      view.window.shift(by: lower - view.window.lower)
    } else if lowerMoved {
      view.window.move(.lower, to: lower)
    } else if upperMoved {
      view.window.move(.upper, to: upper)
    }
  }
}

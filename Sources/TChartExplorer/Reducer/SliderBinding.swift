import TChartCells
import TChartRender
import TChartSlider

/// The slider row bound to the window: one source of truth (``ChartViewState/window``, in samples),
/// one coordinate space, one path for keys and the mouse.
///
/// The slider's own rules (``SliderInteraction``) act on the window directly. Its track lays
/// the samples out at their x values (``SliderTrack/positions``), like the mini-map, so its
/// handles sit under the window's dates; a step is one sample. What the mouse holds on the
/// slider is part of the explorer's one drag state (``Drag/slider(_:)``).
extension ExplorerState {
  /// Applies a slider action, a key's or the mouse's, to the window; the slider row is
  /// `track`, the geometry's (which the mouse passes from the one it hit-tested with).
  mutating func applySlider(_ action: SliderAction, track: Rect? = nil) {
    let held: SliderInteraction.Drag? =
      if case .slider(let grab) = pointer.drag { grab } else { nil }
    var interaction = SliderInteraction(activeHandle: pointer.activeHandle, drag: held)
    interaction.apply(
      action, to: &view.window, track: shown.sliderTrack(track ?? geometry.layout.slider))
    pointer.activeHandle = interaction.activeHandle
    if let grab = interaction.drag {
      pointer.drag = .slider(grab)
    } else if held != nil {
      pointer.drag = nil
    }
  }
}

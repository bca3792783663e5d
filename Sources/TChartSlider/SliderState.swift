import TChartData
import TChartProgram
import TChartRange
import TChartRender

/// A self-contained range slider: its values (``selection``) and its interaction state.
///
/// `tchart pick` keeps one of these. A host whose range lives elsewhere (the explorer's window)
/// applies ``SliderInteraction`` to its own ``RangeSelection`` and draws ``RangeSliderView``
/// from that same selection with the same ``SliderTrack``: one source of truth, one column ↔
/// value mapping.
public struct SliderState: Sendable, Equatable {
  public var selection: RangeSelection
  public var interaction: SliderInteraction

  public init(selection: RangeSelection, activeHandle: RangeSelection.Handle = .lower) {
    self.selection = selection
    self.interaction = SliderInteraction(activeHandle: activeHandle)
  }

  /// The handle keys move.
  public var activeHandle: RangeSelection.Handle {
    get { interaction.activeHandle }
    set { interaction.activeHandle = newValue }
  }

  /// What the mouse holds, `nil` when no button is down on the slider.
  public var drag: SliderInteraction.Drag? { interaction.drag }

  /// Decodes `event` and applies it. Returns whether the slider used the event.
  @discardableResult
  public mutating func handle(_ event: InputEvent, track: SliderTrack) -> Bool {
    interaction.handle(event, selection: &selection, track: track)
  }

  /// The widget for this state (`focused: false` draws no active handle).
  public func view(formatter: ValueFormatter, focused: Bool = true) -> RangeSliderView {
    RangeSliderView(
      selection: selection, formatter: formatter, activeHandle: focused ? activeHandle : nil)
  }
}

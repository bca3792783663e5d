import TChartData
import TChartProgram
import TChartRange
import TChartRender

/// The interaction half of a range slider: which handle is active and what the mouse holds.
/// It does not own the values: ``apply(_:to:track:)`` mutates a ``RangeSelection`` the host
/// passes in, so a host with its own source of truth (the explorer's window) applies it to that
/// selection directly.
///
/// Mouse: a press on a handle grabs it; a press on the track outside the selection moves the
/// nearest handle there and grabs it; a press between the handles grabs the selection, and a
/// drag then moves it whole (width kept, clamped). A press where both handles are drawn waits
/// for the first drag that can move one: rightwards moves the upper handle, leftwards the lower
/// (so a pair at either end is never stuck).
///
/// A one-handle selection (``RangeSelection/isSingleValue``) is driven by the same rules with
/// one handle: keys move the value (arrows one step, `Shift`/`PgUp`/`PgDn` ten, `Home`/`End`
/// to the ends, `Tab` does nothing, the active handle stays as it was), and a press anywhere
/// on the track puts the value under the pointer and holds it for the drag.
public struct SliderInteraction: Sendable, Equatable {
  /// What a held mouse button is moving.
  public enum Drag: Sendable, Equatable {
    /// One handle.
    case handle(RangeSelection.Handle)
    /// The whole selection; `grabOffset` is the value under the pointer minus `lower` at the
    /// press, kept for the whole drag.
    case selection(grabOffset: Double)
    /// Both handles lie under the press column: the first drag direction picks one.
    case tie(pressColumn: Int)
  }

  /// The handle keys move.
  public var activeHandle: RangeSelection.Handle
  /// What the mouse holds, `nil` when no button is down on the slider.
  public var drag: Drag?

  public init(activeHandle: RangeSelection.Handle = .lower, drag: Drag? = nil) {
    self.activeHandle = activeHandle
    self.drag = drag
  }

  /// Applies `action` to `selection`; `track` is where the slider is drawn (for mouse columns).
  public mutating func apply(
    _ action: SliderAction, to selection: inout RangeSelection, track: SliderTrack
  ) {
    if selection.isSingleValue {
      applySingle(action, to: &selection, track: track)
      return
    }
    switch action {
    case .switchHandle:
      activeHandle = activeHandle.other
    case .move(let steps):
      activeHandle = selection.step(activeHandle, by: steps)
    case .moveToMinimum:
      activeHandle = selection.handlesTogether ? .lower : activeHandle
      selection.move(activeHandle, to: selection.minimum)
    case .moveToMaximum:
      activeHandle = selection.handlesTogether ? .upper : activeHandle
      selection.move(activeHandle, to: selection.maximum)
    case .shift(let steps):
      selection.shift(bySteps: steps)
    case .press(let column):
      press(at: column, selection: &selection, track: track)
    case .drag(let column):
      dragged(to: column, selection: &selection, track: track)
    case .release(let column):
      dragged(to: column, selection: &selection, track: track)
      drag = nil
    }
  }

  /// Decodes `event` and applies it. Returns whether the slider used the event.
  @discardableResult
  public mutating func handle(
    _ event: InputEvent, selection: inout RangeSelection, track: SliderTrack
  ) -> Bool {
    let action: SliderAction?
    switch event {
    case .key(let key): action = SliderAction.forKey(key)
    case .mouse(let mouse):
      action = SliderAction.forMouse(mouse, track: track, dragging: drag != nil)
    case .resize: action = nil
    }
    guard let action else { return false }
    apply(action, to: &selection, track: track)
    return true
  }

  /// ``apply(_:to:track:)`` for a one-handle selection: every action moves the one value.
  private mutating func applySingle(
    _ action: SliderAction, to selection: inout RangeSelection, track: SliderTrack
  ) {
    switch action {
    case .switchHandle:
      return
    case .move(let steps), .shift(let steps):
      selection.step(activeHandle, by: steps)
    case .moveToMinimum:
      selection.setValue(selection.minimum)
    case .moveToMaximum:
      selection.setValue(selection.maximum)
    case .press(let column):
      drag = .handle(activeHandle)
      // A press on the handle itself holds it without moving it to its column's value.
      if column != track.column(for: selection.value) {
        selection.setValue(track.value(atColumn: column))
      }
    case .drag(let column):
      dragged(to: column, selection: &selection, track: track)
    case .release(let column):
      dragged(to: column, selection: &selection, track: track)
      drag = nil
    }
  }

  private mutating func press(
    at column: Int, selection: inout RangeSelection, track: SliderTrack
  ) {
    let lowColumn = track.column(for: selection.lower)
    let highColumn = track.column(for: selection.upper)
    let value = track.value(atColumn: column)
    if column == lowColumn && column == highColumn {
      drag = .tie(pressColumn: column)
    } else if column <= lowColumn {
      grab(.lower, movingTo: value, selection: &selection, moves: column < lowColumn)
    } else if column >= highColumn {
      grab(.upper, movingTo: value, selection: &selection, moves: column > highColumn)
    } else {
      drag = .selection(grabOffset: value - selection.lower)
    }
  }

  private mutating func grab(
    _ handle: RangeSelection.Handle, movingTo value: Double, selection: inout RangeSelection,
    moves: Bool
  ) {
    activeHandle = handle
    drag = .handle(handle)
    if moves { selection.move(handle, to: value) }
  }

  private mutating func dragged(
    to column: Int, selection: inout RangeSelection, track: SliderTrack
  ) {
    let value = track.value(atColumn: column)
    switch drag {
    case .handle(let handle):
      selection.move(handle, to: value)
    case .selection(let offset):
      selection.shift(by: value - offset - selection.lower)
    case .tie(let pressColumn):
      guard column != pressColumn else { return }
      let handle: RangeSelection.Handle = column > pressColumn ? .upper : .lower
      var moved = selection
      moved.move(handle, to: value)
      // Undecided until a handle actually moves (dragging outwards at an end moves nothing).
      guard moved != selection else { return }
      grab(handle, movingTo: value, selection: &selection, moves: true)
    case nil:
      return
    }
  }
}

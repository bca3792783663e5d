import TChartProgram
import TChartRender

/// What the user did to a range slider: keys already decoded, mouse events as track columns.
///
/// Keys are listed in ``SliderKeys``, the slider's one key table.
public enum SliderAction: Sendable, Equatable {
  /// Makes the other handle active (`Tab`, `Shift-Tab`).
  case switchHandle
  /// Moves the active handle by this many steps; handles that are together move by direction.
  case move(steps: Int)
  /// Moves the active handle as far down (`Home`) or up (`End`) as it can go; handles that are
  /// together move by direction.
  case moveToMinimum
  case moveToMaximum
  /// Moves the whole selection by this many steps, keeping its width.
  case shift(steps: Int)
  /// A mouse button went down, moved with the button held, or came up at this column.
  case press(column: Int)
  case drag(column: Int)
  case release(column: Int)

  /// The slider action for `key` (from the one table, ``SliderKeys``), or `nil` when the slider
  /// does not use it.
  public static func forKey(_ key: Key) -> SliderAction? { SliderKeys.action(for: key) }

  /// The slider action for `mouse`: a left press inside `track.rect`; drags and releases only
  /// while `dragging` (anywhere: the column is clamped to the track); the wheel over the slider
  /// moves the active handle one step (up increases). `nil` otherwise.
  public static func forMouse(_ mouse: MouseEvent, track: SliderTrack, dragging: Bool)
    -> SliderAction?
  {
    let column = mouse.position.x
    switch mouse.kind {
    case .press(.left) where track.rect.contains(mouse.position): return .press(column: column)
    case .drag where dragging: return .drag(column: column)
    case .release where dragging: return .release(column: column)
    case .wheelUp where track.rect.contains(mouse.position): return .move(steps: 1)
    case .wheelDown where track.rect.contains(mouse.position): return .move(steps: -1)
    default: return nil
    }
  }
}

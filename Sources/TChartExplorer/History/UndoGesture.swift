import TChartProgram

/// What made an undo step, so that one gesture's records join into one step (see
/// ``UndoHistory``): the same key held or pressed again, one mouse press with its drag and
/// release, wheel steps, or data the user asked for arriving (a day chart, a chosen colour).
public enum UndoGesture: Sendable, Hashable {
  /// A key; the same key again within the burst joins the step.
  case key(Key)
  /// The press numbered `press` (``ViewHistory/presses``), its drag and its release.
  case mouse(press: Int)
  /// The wheel, in either direction.
  case wheel
  /// An answer the user asked for: the day chart of `Enter`, the colour inspector's colour.
  case data
}

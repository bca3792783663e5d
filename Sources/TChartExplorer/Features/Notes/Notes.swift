/// What the explorer tells the user: a short message on the status line and the log of the
/// loader's notes and the stream's messages.
public struct Notes: Sendable, Equatable {
  /// The loader's notes and the stream's messages, newest last (`m` shows them).
  public var messages = MessageLog()
  /// A short message on the status line, cleared by the next key: written only through
  /// ``send(_:)`` (`NotesFeature`).
  public var status: String?
  /// The loader's notes still to be said on the status line, in turn: each key that clears the
  /// line says the next.
  public var queued: [String] = []
  /// The chart sets (by position) whose scale clash was hinted at, or whose Y mode the user
  /// changed: the hint is said once per chart set (see `YAxesModel+ScaleClash` and ``YAxesFeature``).
  public var scaleClashHinted: Set<Int> = []
  /// Whether the scale-clash hint is said at all (`tchart explore`; see
  /// ``ExplorerOptions/hintsScaleClash``).
  public var hintsScaleClash = false
}

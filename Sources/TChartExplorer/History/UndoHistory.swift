/// A bounded undo/redo history of view snapshots, kept by the reducer (a value, no I/O).
///
/// Before a change of what is seen, the reducer records the view as it was, with a label that
/// says what the change does (`show line 2`) and the gesture that made it. A record of the same
/// gesture within ``burst`` seconds of the last one joins it (a drag, a held key, wheel steps):
/// one undo step goes back to before the whole burst. Undo hands back the snapshot to restore
/// and keeps the current one for redo; a new record forgets the redo steps. At most ``limit``
/// steps are kept: the oldest are forgotten.
public struct UndoHistory<Snapshot: Sendable & Equatable, Gesture: Sendable & Equatable>: Sendable,
  Equatable
{
  /// One step: the view before a change, what the change was, and when it was last extended.
  public struct Step: Sendable, Equatable {
    public var snapshot: Snapshot
    public var label: String
    public var gesture: Gesture
    public var time: Double
  }

  /// Records of the same gesture closer than this (seconds) are one step.
  public static var burst: Double { 0.5 }

  /// The steps that can be undone, oldest first.
  public private(set) var past: [Step] = []
  /// The steps that can be redone, the next one last.
  public private(set) var future: [Step] = []
  /// The most steps kept.
  public let limit: Int

  public init(limit: Int = 200) {
    self.limit = max(1, limit)
  }

  /// Records that the view `before` is about to change by `label`, made by `gesture` at `time`.
  /// Joins the last step when it is the same gesture within ``burst`` seconds.
  public mutating func record(
    _ before: Snapshot, label: String, gesture: Gesture, at time: Double
  ) {
    future.removeAll()
    if var last = past.last, last.gesture == gesture, time - last.time < Self.burst,
      time >= last.time
    {
      last.time = time
      last.label = label
      past[past.count - 1] = last
      return
    }
    past.append(Step(snapshot: before, label: label, gesture: gesture, time: time))
    if past.count > limit { past.removeFirst(past.count - limit) }
  }

  /// Undoes the last step: returns the view to restore and what was undone, and keeps
  /// `current` for redo. `nil` when there is nothing to undo. Steps that would change nothing
  /// (a burst that ended where it began, such as `1 1`) are dropped on the way.
  public mutating func undo(from current: Snapshot) -> (snapshot: Snapshot, label: String)? {
    while past.last?.snapshot == current { past.removeLast() }
    guard let step = past.popLast() else { return nil }
    future.append(
      Step(snapshot: current, label: step.label, gesture: step.gesture, time: -.infinity))
    return (step.snapshot, step.label)
  }

  /// Redoes the last undone step: returns the view to restore and what was redone, and keeps
  /// `current` for undo. `nil` when there is nothing to redo.
  public mutating func redo(from current: Snapshot) -> (snapshot: Snapshot, label: String)? {
    while future.last?.snapshot == current { future.removeLast() }
    guard let step = future.popLast() else { return nil }
    past.append(Step(snapshot: current, label: step.label, gesture: step.gesture, time: -.infinity))
    return (step.snapshot, step.label)
  }
}

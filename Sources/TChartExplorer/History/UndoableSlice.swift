/// A feature's part of what is seen, as an undo step remembers it: ``ViewSnapshot`` is made of
/// these, one per feature, so a field added to a feature's slice is undone at once (taken,
/// compared, restored) without touching the snapshot.
protocol UndoableSlice: Sendable, Equatable {
  /// This feature's part of what `state` shows.
  init(of state: ExplorerState)
  /// Shows this part again on `state`, fitted to the data as it is now.
  func restore(into state: inout ExplorerState)
  /// What changed from `before` to `after`, in a few words (`theme night`); `nil` when this
  /// part did not change.
  static func stepLabel(from before: Self, to after: Self) -> String?
}

/// What a feature's reducer gives back besides its changed state, in the order asked: the work
/// it asks for (``ExplorerEffect``) and what it asks of the explorer (its `Delegate`s). A
/// feature's reducer changes only its own state and reads the rest from a read-only context;
/// the root reducer scopes the action into it, performs the effects and applies the delegates,
/// as it does for a modal's ``ModalDelegate``.
struct FeatureStep<Delegate> {
  /// The work asked for.
  var effects: [ExplorerEffect] = []
  /// What the feature asks of the explorer.
  var delegates: [Delegate] = []
}

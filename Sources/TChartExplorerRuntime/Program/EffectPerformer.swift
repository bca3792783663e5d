import TChartExplorer

/// Performs the explorer's own effects (a day file's load, an SVG's write: not the table's
/// queries, which ``SourceQueryRunner`` runs) and hands their answers back as actions.
///
/// ``EffectRunner`` performs them on a background thread and wakes the main loop through its
/// ``wakeDescriptor`` (the interactive explorer); ``ImmediateEffects`` performs them at once on
/// the caller's thread (`tchart render`, tests, benchmarks). ``Explorer`` takes the answers
/// after each submission and on each wake, so both give the same actions in the same order.
public protocol EffectPerformer: Sendable {
  /// Starts `effect` (main thread); its answer comes back from ``take()``.
  func perform(_ effect: ExplorerEffect)
  /// Readable while answers wait; `nil` when no effect is in flight.
  var wakeDescriptor: Int32? { get }
  /// The answers ready since the last call, in the order the effects were performed.
  func take() -> [ExplorerAction]
}

import Synchronization
import TChartExplorer

/// An ``EffectPerformer`` that performs each effect at once, on the caller's thread: the answer
/// is ready when ``perform(_:)`` returns. For `tchart render`, tests and benchmarks, which need
/// a synchronous answer; the interactive explorer uses ``EffectRunner``.
public final class ImmediateEffects: EffectPerformer {
  private let answers = Mutex<[ExplorerAction]>([])

  public init() {}

  public func perform(_ effect: ExplorerEffect) {
    let answer = Explorer.answer(to: effect)
    answers.withLock { $0.append(answer) }
  }

  public var wakeDescriptor: Int32? { nil }

  public func take() -> [ExplorerAction] {
    answers.withLock { pending in
      var taken: [ExplorerAction] = []
      swap(&taken, &pending)
      return taken
    }
  }
}

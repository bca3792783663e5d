import Dispatch
import Synchronization
import TChartData
import TChartExplorer
import TChartStreams

/// An ``EffectPerformer`` that performs effects one after another on a background thread (a
/// day file's load, an SVG's write), so the UI thread never waits for a disk. Answers wait in a
/// mailbox and wake the main loop through a ``WakePipe``, as a stream's rows and a table's
/// query outcomes do.
public final class EffectRunner: EffectPerformer {
  private let queue = DispatchQueue(label: "tchart.effects")
  /// The answers not taken yet, and how many effects are still running.
  private let mailbox = Mutex<(answers: [ExplorerAction], running: Int)>(([], 0))
  private let pipe = WakePipe()

  public init() {}

  public func perform(_ effect: ExplorerEffect) {
    mailbox.withLock { $0.running += 1 }
    queue.async { [self] in
      let answer = Explorer.answer(to: effect)
      let wasEmpty = mailbox.withLock { box in
        box.answers.append(answer)
        box.running -= 1
        return box.answers.count == 1
      }
      if wasEmpty { pipe.signal() }
    }
  }

  /// The pipe's descriptor while an effect runs or its answer waits.
  public var wakeDescriptor: Int32? {
    mailbox.withLock { $0.running > 0 || !$0.answers.isEmpty } ? pipe.descriptor : nil
  }

  public func take() -> [ExplorerAction] {
    pipe.drain()
    return mailbox.withLock { box in
      var taken: [ExplorerAction] = []
      swap(&taken, &box.answers)
      return taken
    }
  }

  /// Waits until every effect performed so far has ended, then takes the answers: for tests.
  public func waitForAnswers() -> [ExplorerAction] {
    queue.sync {}
    return take()
  }
}

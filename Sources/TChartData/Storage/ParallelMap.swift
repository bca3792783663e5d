import Dispatch

/// Independent pieces of work of about the same cost run on the processors, their results kept
/// in order: the pyramids of a big load's lines, one line a thread.
package enum ParallelMap {
  /// `body(0) … body(count - 1)`, run at once on the processors when `parallel` (and there are
  /// two or more), else in turn on the calling thread.
  package static func map<Result: Sendable>(
    count: Int, parallel: Bool, _ body: @Sendable (Int) -> Result
  ) -> [Result] {
    guard parallel && count > 1 else { return (0..<count).map(body) }
    let results = Slots<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { results.set($0, to: body($0)) }
    return results.values
  }

  /// One slot per piece of work, each written by one thread only, read after all finished.
  private final class Slots<Result>: @unchecked Sendable {
    private var slots: [Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, to result: Result) {
      slots.withUnsafeMutableBufferPointer { $0[index] = result }
    }

    var values: [Result] { slots.map { $0! } }
  }
}

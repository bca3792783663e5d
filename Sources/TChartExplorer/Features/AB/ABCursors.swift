/// The A/B cursors of one chart set (`a`, a right-button drag on the graph): A is a fixed
/// sample; B is fixed too, or follows the indicator until a second `a` fixes it. The graph
/// shades A–B and the A/B panel measures between them. Part of the undo history, not of the
/// session (a measurement, like the indicator).
public struct ABCursors: Sendable, Equatable {
  /// The sample index of A.
  public var a: Int
  /// The sample index of B; `nil` while B follows the indicator.
  public var b: Int?

  public init(a: Int, b: Int? = nil) {
    self.a = a
    self.b = b
  }

  /// The sample indices of A and B with the indicator at `indicator`.
  public func samples(indicator: Int) -> (a: Int, b: Int) { (a, b ?? indicator) }

  /// These cursors on a chart set of `count` samples: clamped into it.
  func clamped(count: Int) -> ABCursors {
    let last = Swift.max(0, count - 1)
    return ABCursors(
      a: Swift.min(Swift.max(0, a), last), b: b.map { Swift.min(Swift.max(0, $0), last) })
  }

  /// These cursors after the oldest `removed` samples were dropped (a stream's `--keep`).
  func shifted(by removed: Int, count: Int) -> ABCursors {
    ABCursors(a: a - removed, b: b.map { $0 - removed }).clamped(count: count)
  }
}

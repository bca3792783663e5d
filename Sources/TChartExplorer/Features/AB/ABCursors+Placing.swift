import TChartData

/// A/B cursors placed from outside the keys (`tchart render --ab A:B`, the bench).
extension ABCursors {
  /// A and B fixed at the samples nearest to the fractions `a` and `b` (0…1) of `chartSet`'s x
  /// span (`tchart render --ab A:B`).
  public init(fractions a: Double, _ b: Double, in chartSet: ChartSet) {
    self.init(
      a: XPosition.sample(fraction: a, in: chartSet), b: XPosition.sample(fraction: b, in: chartSet)
    )
  }

  /// A and B fixed at the samples nearest to `a` and `b` (fractions or dates); throws which one
  /// does not fit `chartSet`.
  public init(_ a: XPosition, _ b: XPosition, in chartSet: ChartSet) throws(DateEntry.Problem) {
    self.init(a: try a.sample(in: chartSet, name: "A"), b: try b.sample(in: chartSet, name: "B"))
  }

  /// A on sample `a` of a chart set of `count` samples (clamped into it); B follows the
  /// indicator when `following`, else sits on A too.
  public init(sample a: Int, following: Bool, count: Int) {
    self = ABCursors(a: a, b: following ? nil : a).clamped(count: count)
  }
}

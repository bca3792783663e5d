/// The minimum and maximum of every aligned block of a series at every power-of-two scale, built
/// in O(N) and grown in place as samples are appended, so that the extremes of any index range
/// cost O(log N + block).
///
/// Level 0 holds one node per ``blockSize`` samples; each further level halves the previous one.
/// A node keeps the min and max of its non-gap samples (`+inf`/`-inf` when it has none) and one
/// bit telling whether it contains a gap (`.nan`). With blocks of 128 samples the nodes take
/// N/64 × 16 bytes plus N/64 bits: about 3.2 % on top of the series' own Doubles (0.25 bytes
/// per sample), which keeps a loaded point under 10 bytes resident. Larger blocks cost nothing
/// per frame in practice: partial blocks are rarely scanned (see
/// ``extremes(in:skippingBlocks:)``). A series with gaps also keeps, per node with a gap, the
/// value intervals of its runs (``RunSummaries``), for drawing columns with gaps exactly.
///
/// The pyramid owns the samples (``values``): a ``Series`` reads them from here, so there is one
/// copy, and ``append(contentsOf:)`` grows it in place. Each level is its own array, so growing
/// touches only the tail of every level (see `MinMaxPyramid+Append.swift`).
public struct MinMaxPyramid: Sendable {
  /// log2 of ``blockSize``.
  public static let blockShift = 7
  /// Samples per level-0 node.
  public static let blockSize = 1 << blockShift

  /// The samples the pyramid describes (the one copy; grown by ``append(contentsOf:)``).
  public internal(set) var values: Column<Double>
  /// The node levels, level 0 (one node per block) first; the last one has a single node.
  @usableFromInline package internal(set) var levels: [PyramidLevel]
  /// Whether any sample is a gap (when not, no gap bit needs reading).
  @usableFromInline package internal(set) var hasAnyGap: Bool
  /// The run summaries of the nodes that hold a gap (empty while no sample is a gap).
  package internal(set) var runSummaries: RunSummaries
  /// The running sums of the samples, for the statistics of a window (``total(in:)``).
  package internal(set) var sums: BlockSums

  /// Builds the pyramid over `values` in O(N), adopting the array (no copy).
  public init(_ values: [Double]) {
    self.init(Column(values))
  }

  /// Builds the pyramid over `values` in O(N), sharing the column (no copy).
  public init(_ values: Column<Double>) {
    self.values = values
    levels = []
    hasAnyGap = false
    runSummaries = RunSummaries()
    sums = BlockSums()
    extend(from: 0)
  }

  /// A pyramid whose parts exist already (a cached chart set's, read by `ChartSetArchive`):
  /// O(1), nothing checked here.
  package init(
    values: Column<Double>, levels: [PyramidLevel], hasAnyGap: Bool, runSummaries: RunSummaries,
    sums: BlockSums
  ) {
    self.values = values
    self.levels = levels
    self.hasAnyGap = hasAnyGap
    self.runSummaries = runSummaries
    self.sums = sums
  }

  /// The number of samples.
  public var count: Int { values.count }

  /// The number of levels (0 for an empty series).
  public var levelCount: Int { levels.count }

  /// The number of nodes over all levels: the extra memory is this × 16 bytes (+ 1 bit).
  public var nodeCount: Int { levels.reduce(0) { $0 + $1.count } }

  /// Whether bit `node` of a packed bit array (64 per word) is set: the gap bits here, and the
  /// other per-node and per-block bit sets built on the same blocks.
  @inline(__always)
  @usableFromInline static func bit(_ bits: Column<UInt64>, _ node: Int) -> Bool {
    bits[node >> 6] & (1 << UInt64(node & 63)) != 0
  }

  /// Sets bit `node` of a packed bit array (see ``bit(_:_:)``).
  @inline(__always)
  static func setBit(_ bits: inout Column<UInt64>, _ node: Int) {
    bits[node >> 6] |= 1 << UInt64(node & 63)
  }

  /// Sets or clears bit `node` of a packed bit array (see ``bit(_:_:)``).
  @inline(__always)
  static func assignBit(_ bits: inout Column<UInt64>, _ node: Int, _ isSet: Bool) {
    let mask: UInt64 = 1 << UInt64(node & 63)
    if isSet { bits[node >> 6] |= mask } else { bits[node >> 6] &= ~mask }
  }

  /// Grows a packed bit array to hold `count` bits (new bits clear).
  static func resizeBits(_ bits: inout Column<UInt64>, toHold count: Int) {
    let words = (count + 63) >> 6
    if bits.count < words { bits.append(contentsOf: repeatElement(0, count: words - bits.count)) }
  }

  @inline(__always)
  @usableFromInline func nodeHasGap(level: Int, index: Int) -> Bool {
    hasAnyGap && Self.bit(levels[level].gapBits, index)
  }

  @inline(__always)
  @usableFromInline func nodeHasValue(level: Int, index: Int) -> Bool {
    levels[level].bounds[2 * index] <= levels[level].bounds[2 * index + 1]
  }
}

/// One level of a ``MinMaxPyramid``: per node its bounds and its gap bit.
@usableFromInline package struct PyramidLevel: Sendable, Equatable {
  /// Per node, interleaved (one cache line holds both): at `2 × node` the minimum non-gap value
  /// (`+inf` when none), at `2 × node + 1` the maximum (`-inf` when none).
  @usableFromInline package internal(set) var bounds: Column<Double> = []
  /// One bit per node: set when the node contains a gap.
  @usableFromInline package internal(set) var gapBits: Column<UInt64> = []

  /// An empty level, or one that exists already (a cached chart set's).
  package init(bounds: Column<Double> = [], gapBits: Column<UInt64> = []) {
    self.bounds = bounds
    self.gapBits = gapBits
  }

  /// The number of nodes.
  @usableFromInline var count: Int { bounds.count >> 1 }

  /// Grows the level to `nodes` nodes (new nodes zeroed, to be written by the caller), with
  /// the array's geometric growth, so growing one node at a time is amortised O(1).
  mutating func resize(to nodes: Int) {
    if bounds.count < 2 * nodes {
      bounds.append(contentsOf: repeatElement(0, count: 2 * nodes - bounds.count))
    }
    MinMaxPyramid.resizeBits(&gapBits, toHold: nodes)
  }
}

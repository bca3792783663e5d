import TChartData

/// The keys seen in JSON records, as a tree: a nested object's keys are children of its key,
/// and every path that held a value is a column named by its dotted path (`stats.cpu`), in the
/// order first seen, up to ``ColumnBound/limit`` of them: later paths are left out (their
/// values skipped, the paths counted in ``leftOut``) unless the bound names them.
///
/// Keys are looked up by their bytes. Records usually repeat the previous one's keys in the
/// same order, so a lookup first tries the key that came at this place in the previous record
/// (``beginRecord()``), then the node's children by a hash of their keys.
struct JSONKeyTree {
  /// One key of one object: its bytes in ``pool``, the node it belongs to and the node it
  /// leads to.
  private struct Edge {
    var start: Int
    var count: Int
    var parent: Int
    var node: Int
  }

  /// The key bytes of every edge (shared by copies of the tree; keys are only added).
  private final class Pool {
    var bytes = ByteSink(capacity: 4096)
    deinit { bytes.deallocate() }
  }

  /// The edges (indices into ``edges``) by a hash of their parent node and key bytes
  /// (``hash(node:key:count:)``): a lookup costs the same among thousands of keys.
  private var edgesByKey: [Int: [Int]] = [:]
  /// The dotted path of each node (the root's is empty).
  private var paths: [String] = [""]
  /// The column of each node that held a value, or -1.
  private var columnOfNode: [Int] = [-1]
  private var edges: [Edge] = []
  private var pool = Pool()
  /// ``pool``'s bytes, read once per change (a class's property is checked on every access).
  private var keys: UnsafeMutablePointer<UInt8>
  /// The edges the previous record took, in order, and where this record is in them.
  private var previous: [Int] = []
  private var current: [Int] = []
  private var cursor = 0
  /// Whether keys may no longer be added (a chunk read in parallel): a new key is `-1` from
  /// ``child(of:key:count:)``, and the reader gives up with ``newKey``.
  var frozen = false
  /// What a frozen tree's reader throws at a new key or column.
  static let newKey = LoadError(file: "", location: "", message: "a new key in a chunk")
  /// The columns' names (dotted paths), in the order first seen.
  private(set) var names: [String] = []
  /// The dotted paths that held arrays (skipped), in the order first seen.
  private(set) var arrayPaths: [String] = []
  /// Which paths become columns.
  let bound: ColumnBound
  /// The paths left out by the bound, in the order first seen.
  private(set) var leftOut: [String] = []
  /// The columns taken that the bound does not name (at most ``ColumnBound/limit``).
  private var unnamedColumns = 0
  /// ``columnOfNode``'s mark of a path left out.
  static let leftOutColumn = -2

  /// How many paths become columns: the first ``limit`` seen, and the paths ``named`` wherever
  /// they come (so memory stays in proportion to the records, however sparse and wide).
  struct ColumnBound {
    /// The most columns taken that are not named.
    var limit = Int.max
    /// Paths always taken (the flags' columns).
    var named: Set<String> = []
  }

  init(bound: ColumnBound = ColumnBound()) {
    self.bound = bound
    keys = pool.bytes.base
  }

  /// Starts a record: its keys are expected in the order of the previous one's.
  mutating func beginRecord() {
    swap(&previous, &current)
    current.removeAll(keepingCapacity: true)
    cursor = 0
  }

  /// The node the previous record's next key leads to when it is `node`'s and the bytes at
  /// `text` (up to `end`) are that key followed by `"`; the key is then taken, and `text`
  /// moved past it. `nil` otherwise (nothing taken).
  @inline(__always)
  mutating func predicted(
    in node: Int, text: inout UnsafePointer<UInt8>, end: UnsafePointer<UInt8>
  ) -> Int? {
    guard cursor < previous.count else { return nil }
    let index = previous[cursor]
    let edge = edges[index]
    guard edge.parent == node, end - text > edge.count,
      text[edge.count] == UInt8(ascii: "\""), Self.same(keys + edge.start, text, edge.count)
    else { return nil }
    text += edge.count + 1
    cursor += 1
    current.append(index)
    return edge.node
  }

  /// The node of `key` (`count` bytes at `key`) in the object of `node`, added when new.
  @inline(__always)
  mutating func child(of node: Int, key: UnsafePointer<UInt8>, count: Int) -> Int {
    if cursor < previous.count {
      let index = previous[cursor]
      let edge = edges[index]
      if edge.parent == node && edge.count == count
        && Self.same(keys + edge.start, key, count)
      {
        cursor += 1
        current.append(index)
        return edge.node
      }
    }
    return search(node: node, key: key, count: count)
  }

  /// Whether the `count` bytes at `a` and `b` are equal.
  @inline(__always)
  private static func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int)
    -> Bool
  {
    var index = 0
    while index < count {
      if a[index] != b[index] { return false }
      index += 1
    }
    return true
  }

  /// ``child(of:key:count:)`` when the previous record does not predict the key.
  private mutating func search(node: Int, key: UnsafePointer<UInt8>, count: Int) -> Int {
    var found = -1
    let hash = Self.hash(node: node, key: key, count: count)
    for index in edgesByKey[hash] ?? [] {
      let edge = edges[index]
      if edge.count == count && Self.same(keys + edge.start, key, count) {
        found = index
        break
      }
    }
    if found < 0 && frozen { return -1 }
    if found < 0 {
      let name = String(decoding: UnsafeBufferPointer(start: key, count: count), as: UTF8.self)
      let newNode = paths.count
      paths.append(node == 0 ? name : paths[node] + "." + name)
      columnOfNode.append(-1)
      edges.append(Edge(start: pool.bytes.count, count: count, parent: node, node: newNode))
      pool.bytes.append(key, count: count)
      keys = pool.bytes.base
      found = edges.count - 1
      edgesByKey[hash, default: []].append(found)
    } else if let place = previous[cursor...].firstIndex(of: found) {
      cursor = place + 1
    }
    current.append(found)
    return edges[found].node
  }

  /// FNV-1a over `node` and the `count` bytes at `key`.
  private static func hash(node: Int, key: UnsafePointer<UInt8>, count: Int) -> Int {
    let prime: UInt64 = 0x100_0000_01b3
    var hash = (0xcbf2_9ce4_8422_2325 ^ UInt64(node)) &* prime
    for index in 0..<count { hash = (hash ^ UInt64(key[index])) &* prime }
    return Int(truncatingIfNeeded: hash)
  }

  /// The column of `node`'s values, added when new (`added` says so), or ``leftOutColumn``
  /// when the bound leaves the path out (`added` when it is first left out).
  @inline(__always)
  mutating func column(of node: Int, added: inout Bool) -> Int {
    let column = columnOfNode[node]
    if column != -1 { return column }
    added = true
    let path = paths[node]
    if !bound.named.contains(path) {
      guard unnamedColumns < bound.limit else {
        columnOfNode[node] = Self.leftOutColumn
        leftOut.append(path)
        return Self.leftOutColumn
      }
      unnamedColumns += 1
    }
    columnOfNode[node] = names.count
    names.append(path)
    return names.count - 1
  }

  /// Notes that `node` held an array (skipped).
  mutating func noteArray(at node: Int) {
    noteArray(path: paths[node])
  }

  /// Notes that the values at `path` were arrays (skipped).
  mutating func noteArray(path: String) {
    if !arrayPaths.contains(path) { arrayPaths.append(path) }
  }
}

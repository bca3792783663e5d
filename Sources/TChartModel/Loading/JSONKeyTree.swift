#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keys seen in JSON records, as a tree: a nested object's keys are children of its key,
/// and every path that held a value is a column named by its dotted path (`stats.cpu`), in the
/// order first seen.
///
/// Keys are looked up by their bytes; records usually repeat the previous one's key order, so
/// a lookup first tries the child after the one matched last (``child(of:key:count:after:)``).
struct JSONKeyTree {
  /// One key of one object: its bytes in ``keyBytes`` and the node it leads to.
  private struct Edge {
    var start: Int
    var count: Int
    var node: Int
  }

  /// The children of each node (indices into ``edges``), in the order first seen.
  private var children: [[Int]] = [[]]
  /// The dotted path of each node (the root's is empty).
  private var paths: [String] = [""]
  /// The column of each node that held a value, or -1.
  private var columnOfNode: [Int] = [-1]
  private var edges: [Edge] = []
  private var keyBytes: [UInt8] = []
  /// The columns' names (dotted paths), in the order first seen.
  private(set) var names: [String] = []
  /// The dotted paths that held arrays (skipped), in the order first seen.
  private(set) var arrayPaths: [String] = []

  /// The node of `key` (`count` bytes at `key`) in the object of `node`, added when new;
  /// `after` is the position among the node's children where the search starts, and becomes
  /// the position after the one found.
  @inline(__always)
  mutating func child(
    of node: Int, key: UnsafePointer<UInt8>, count: Int, after position: inout Int
  ) -> Int {
    let found = children[node].withUnsafeBufferPointer { list -> Int in
      keyBytes.withUnsafeBufferPointer { pool -> Int in
        if position < list.count {
          let edge = edges[list[position]]
          if edge.count == count && memcmp(pool.baseAddress! + edge.start, key, count) == 0 {
            return position
          }
        }
        for index in list.indices {
          let edge = edges[list[index]]
          if edge.count == count && memcmp(pool.baseAddress! + edge.start, key, count) == 0 {
            return index
          }
        }
        return -1
      }
    }
    if found >= 0 {
      position = found + 1
      return edges[children[node][found]].node
    }
    return add(key: key, count: count, under: node, position: &position)
  }

  private mutating func add(
    key: UnsafePointer<UInt8>, count: Int, under node: Int, position: inout Int
  ) -> Int {
    let name = String(decoding: UnsafeBufferPointer(start: key, count: count), as: UTF8.self)
    let newNode = paths.count
    paths.append(node == 0 ? name : paths[node] + "." + name)
    children.append([])
    columnOfNode.append(-1)
    edges.append(Edge(start: keyBytes.count, count: count, node: newNode))
    keyBytes.append(contentsOf: UnsafeBufferPointer(start: key, count: count))
    children[node].append(edges.count - 1)
    position = children[node].count
    return newNode
  }

  /// The column of `node`'s values, added when new (`added` says so).
  @inline(__always)
  mutating func column(of node: Int, added: inout Bool) -> Int {
    let column = columnOfNode[node]
    if column >= 0 { return column }
    columnOfNode[node] = names.count
    names.append(paths[node])
    added = true
    return names.count - 1
  }

  /// Notes that `node` held an array (skipped).
  mutating func noteArray(at node: Int) {
    let path = paths[node]
    if !arrayPaths.contains(path) { arrayPaths.append(path) }
  }
}

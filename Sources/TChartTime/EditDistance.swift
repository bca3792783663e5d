/// How far apart two names are, for the suggestions of an unknown name (`did you mean …?`: a
/// time zone, a column): the Levenshtein distance of their bytes.
package enum EditDistance {
  /// The edits (insertions, deletions, substitutions of a byte) that make `a` into `b`.
  package static func between(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// Up to `count` of `names` closest to `name`, case apart, nearest first: those within a
  /// quarter of its length in edits (at least two), and fewer edits than either name has bytes
  /// (`zz` is not a guess at `v`).
  package static func closest(to name: String, among names: [String], count: Int = 3)
    -> [String]
  {
    let wanted = Array(name.lowercased().utf8)
    let limit = max(2, wanted.count / 4)
    let scored = names.compactMap { candidate -> (Int, String)? in
      let bytes = Array(candidate.lowercased().utf8)
      let distance = between(wanted, bytes)
      return distance <= limit && distance < min(wanted.count, bytes.count)
        ? (distance, candidate) : nil
    }
    return scored.sorted { $0 < $1 }.prefix(count).map(\.1)
  }

  /// `: did you mean 'time'?` for the names of `names` closest to `name`
  /// (``closest(to:among:count:)``), empty when none is close: the guess every unknown-name
  /// message puts after its first words.
  package static func guess(for name: String, among names: [String]) -> String {
    let close = closest(to: name, among: names)
    return close.isEmpty
      ? "" : ": did you mean " + close.map { "'\($0)'" }.joined(separator: ", ") + "?"
  }
}

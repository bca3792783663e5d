/// fzf-style matching of a typed query against a name: the query's characters must appear in
/// the name in order (case-insensitive); the score prefers characters that run together and
/// that start words, and shorter names on a tie.
public enum FuzzyMatch {
  /// The match score of `query` in `name` (higher is better), or `nil` when it does not match.
  /// An empty query matches everything with score 0.
  public static func score(_ query: String, in name: String) -> Int? {
    let needle = Array(query.lowercased().filter { $0 != " " })
    guard !needle.isEmpty else { return 0 }
    let haystack = Array(name.lowercased())
    var best: Int?
    // Try every start of the first character: the best alignment wins (names are short).
    for start in haystack.indices where haystack[start] == needle[0] {
      guard let score = align(needle, in: haystack, from: start) else { continue }
      best = Swift.max(best ?? score, score)
    }
    return best.map { $0 - haystack.count / 8 }
  }

  /// The score of matching `needle` greedily from `start` (its first character there).
  static func align(_ needle: [Character], in haystack: [Character], from start: Int) -> Int? {
    var score = 0
    var position = start
    var previous = -2
    for character in needle {
      while position < haystack.count && haystack[position] != character { position += 1 }
      guard position < haystack.count else { return nil }
      score += 16
      if position == previous + 1 { score += 24 }
      if position == 0 || !(haystack[position - 1].isLetter || haystack[position - 1].isNumber) {
        score += 12
      }
      previous = position
      position += 1
    }
    return score - (previous - start)
  }

  /// The indices of `names` matching `query`, best first (file order on a tie).
  public static func ranked(_ query: String, names: [String]) -> [Int] {
    ranked(query, names: names, details: [])
  }

  /// As ``ranked(_:names:)``, a name also matching by its detail (a series' label set, so any
  /// label value finds it): the better of the two scores counts.
  public static func ranked(_ query: String, names: [String], details: [String?]) -> [Int] {
    var scored: [(index: Int, score: Int)] = []
    for index in names.indices {
      let byName = score(query, in: names[index])
      var byDetail: Int?
      if details.indices.contains(index), let detail = details[index] {
        byDetail = score(query, in: detail)
      }
      if let best = [byName, byDetail].compactMap({ $0 }).max() {
        scored.append((index, best))
      }
    }
    return scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
      .map(\.index)
  }
}

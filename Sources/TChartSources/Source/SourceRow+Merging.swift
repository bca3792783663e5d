extension SourceRow {
  /// A row's order from its stored x: the stored x itself when it is an integer; else a key
  /// that increases with x (the bits of a double, negatives flipped).
  public static func order(ofStored stored: Double, integer: Bool) -> Int64 {
    if integer { return Int64(Swift.min(Swift.max(stored, -9.2e18), 9.2e18)) }
    let bits = Int64(bitPattern: stored.bitPattern)
    let magnitude = bits & Int64.max
    return bits < 0 ? ~magnitude : magnitude
  }

  /// `rows` in table order, each row once: rows of the same order and x are one, a line's gap
  /// in one filled by the other's value (a server answers a row once per way it was picked).
  public static func deduplicated(_ rows: [SourceRow]) -> [SourceRow] {
    var result: [SourceRow] = []
    for row in rows.sorted(by: SourceRow.precedes) {
      if let last = result.last, last.order == row.order, last.x == row.x {
        var merged = last
        for index in merged.values.indices where merged.values[index].isNaN {
          merged.values[index] = row.values[index]
        }
        result[result.count - 1] = merged
      } else {
        result.append(row)
      }
    }
    return result
  }
}

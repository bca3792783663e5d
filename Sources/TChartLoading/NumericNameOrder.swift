/// Name order that reads numbers as numbers: `2` before `10`, `chart9` before `chart10`.
///
/// Names are compared piece by piece, a piece being a run of digits or a run of other
/// characters: digit runs by value (leading zeros ignored), other runs by Unicode scalars.
/// Names equal that way (`01` and `1`) fall back to plain scalar order, so the order is total.
enum NumericNameOrder {
  static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    let left = pieces(lhs)
    let right = pieces(rhs)
    for (a, b) in zip(left, right) where a != b {
      let aDigits = a.first.map(isDigit) ?? false
      let bDigits = b.first.map(isDigit) ?? false
      if aDigits && bDigits {
        let x = a.drop { $0 == UInt8(ascii: "0") }
        let y = b.drop { $0 == UInt8(ascii: "0") }
        if x.count != y.count { return x.count < y.count }
        if !x.elementsEqual(y) { return x.lexicographicallyPrecedes(y) }
        continue
      }
      return a.lexicographicallyPrecedes(b)  // UTF-8 byte order is scalar order
    }
    if left.count != right.count { return left.count < right.count }
    return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// The runs of digits and of other bytes of `name`'s UTF-8.
  private static func pieces(_ name: String) -> [[UInt8]] {
    var result: [[UInt8]] = []
    for byte in name.utf8 {
      if let last = result.last?.last, isDigit(last) == isDigit(byte) {
        result[result.count - 1].append(byte)
      } else {
        result.append([byte])
      }
    }
    return result
  }
}

/// A size as the config file's `cache-size` writes it: bytes, or a number with `K`, `M`, `G`
/// or `T` (powers of 1024; `2G`, `500M`, `1.5G`), optionally followed by `B` or `iB`.
public enum CacheSize {
  /// The bytes `text` names, `nil` when it is not a size (or is negative).
  public static func bytes(_ text: String) -> Int? {
    var number = Substring(text.uppercased())
    for suffix in ["IB", "B"] where number.hasSuffix(suffix) {
      number = number.dropLast(suffix.count)
      break
    }
    var scale = 1.0
    if let last = number.last, let power = "KMGT".firstIndex(of: last) {
      scale = Double(1 << (10 * ("KMGT".distance(from: "KMGT".startIndex, to: power) + 1)))
      number = number.dropLast()
    }
    guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }),
      let value = Double(number), value >= 0, value * scale < 9e18
    else { return nil }
    return Int(value * scale)
  }
}

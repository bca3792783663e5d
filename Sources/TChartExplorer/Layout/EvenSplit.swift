/// Splits a length into parts as even as possible, the first parts one cell longer when it does
/// not divide: the one rounding rule of the list and cards layouts.
enum EvenSplit {
  /// `total` split into `parts` lengths (none when `parts` ≤ 0; negative totals give zeros).
  static func lengths(_ total: Int, parts: Int) -> [Int] {
    guard parts > 0 else { return [] }
    let total = max(0, total)
    let (base, extra) = total.quotientAndRemainder(dividingBy: parts)
    return (0..<parts).map { base + ($0 < extra ? 1 : 0) }
  }
}

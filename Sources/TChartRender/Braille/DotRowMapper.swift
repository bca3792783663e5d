/// ``DotMapping/dotY(_:)`` with a multiplication instead of a division, for the M4 hot loop;
/// exactly the same results.
///
/// `dotY` computes `(y - yLower) / span × (dotHeight - 1)` and rounds it (halves away from
/// zero). Multiplying by the precomputed `(dotHeight - 1) / span` gives the same quotient up to
/// a few ulps (well under 10^-9 for the values kept here, below 2^20), so it rounds the same
/// unless it lies within 10^-6 of a half: then, and for anything outside the fast range
/// (far values, NaN), `dotY` itself is called.
struct DotRowMapper {
  let mapping: DotMapping
  let lower: Double
  let scale: Double
  let lastRow: Int
  let isFast: Bool

  init(_ mapping: DotMapping) {
    self.mapping = mapping
    let span = mapping.yUpper - mapping.yLower
    lower = mapping.yLower
    lastRow = mapping.dotHeight - 1
    isFast = span > 0 && mapping.dotHeight > 1
    scale = isFast ? Double(mapping.dotHeight - 1) / span : 0
  }

  @inline(__always)
  func callAsFunction(_ y: Double) -> Int {
    let scaled = (y - lower) * scale
    guard isFast, abs(scaled) < 1_000_000 else { return mapping.dotY(y) }
    let truncated = Int(scaled)
    let fraction = scaled - Double(truncated)
    guard abs(abs(fraction) - 0.5) > 1e-6 else { return mapping.dotY(y) }
    let rounded =
      fraction > 0.5 ? truncated + 1 : fraction < -0.5 ? truncated - 1 : truncated
    return lastRow - rounded
  }
}

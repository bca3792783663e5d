import TChartData

/// The xterm 256-colour palette entries whose RGB is fixed (16–255), and the nearest of them
/// to any 24-bit colour.
///
/// Entries 0–15 are skipped: every terminal defines them its own way.
public enum XtermPalette {
  /// The six channel levels of the 6×6×6 cube (entries 16–231).
  public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The RGB of entry `index` (16–255); `nil` for 0–15.
  public static func rgb(_ index: UInt8) -> RGBColor? {
    switch index {
    case 16...231:
      let n = Int(index) - 16
      return RGBColor(
        red: UInt8(cubeLevels[n / 36]), green: UInt8(cubeLevels[n / 6 % 6]),
        blue: UInt8(cubeLevels[n % 6]))
    case 232...255:
      let level = UInt8(8 + 10 * (Int(index) - 232))
      return RGBColor(red: level, green: level, blue: level)
    default:
      return nil
    }
  }

  /// The entry (16–255) nearest to `color`, by the "redmean" weighted RGB distance, which
  /// follows perceived difference better than plain Euclidean distance. Ties go to the lower
  /// index.
  public static func nearest(_ color: RGBColor) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (offset, candidate) in fixedEntries.enumerated() {
      let d = distance(color, candidate)
      if d < bestDistance {
        bestDistance = d
        best = offset
      }
    }
    return UInt8(16 + best)
  }

  /// The RGB of entries 16–255 in order, made once: ``nearest(_:)`` runs for every line's
  /// style on every frame, and reading a table halves its cost.
  static let fixedEntries: [RGBColor] = (16...255).map { rgb(UInt8($0))! }

  /// The redmean distance (squared, scaled by 256) between two colours.
  public static func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
    let meanRed = (Int(a.red) + Int(b.red)) / 2
    let dr = Int(a.red) - Int(b.red)
    let dg = Int(a.green) - Int(b.green)
    let db = Int(a.blue) - Int(b.blue)
    return (512 + meanRed) * dr * dr + 1024 * dg * dg + (767 - meanRed) * db * db
  }
}

import TChartCells
import TChartData
import TChartRange

/// Where a range slider's value labels go: the lower and upper values centred above their
/// handles, or, when the two would touch (less than one blank between them), one merged
/// `lo – hi` label centred between the handles (`lo` alone when both read the same, a shared unit
/// once: ``ValueFormatter/joined(_:_:)``). Labels stay
/// inside the width; when the full labels do not fit the compact forms are tried (`$1.25M`),
/// and as a last resort the merged label is cut with `…`.
public struct SliderLabels: Sendable, Equatable {
  /// One label and its first column.
  public struct Placed: Sendable, Equatable {
    public var text: String
    public var x: Int
    /// The handle the label belongs to; `nil` for a merged label.
    public var handle: RangeSelection.Handle?

    public init(text: String, x: Int, handle: RangeSelection.Handle?) {
      self.text = text
      self.x = x
      self.handle = handle
    }
  }

  /// The labels to draw, left to right (one or two).
  public var placed: [Placed]

  /// The separator of a merged label.
  public static let mergeSeparator = ValueFormatter.rangeSeparator

  /// Lays out the labels of `lower`/`upper` (drawn at `lowerColumn`/`upperColumn`) inside the
  /// columns `x ..< x + width`.
  public static func layout(
    lower: Double, upper: Double, formatter: ValueFormatter, lowerColumn: Int, upperColumn: Int,
    x: Int, width: Int
  ) -> SliderLabels {
    guard width > 0 else { return SliderLabels(placed: []) }
    let forms: [(Double) -> String] = [formatter.string, formatter.compactString]
    var merged = ""
    for form in forms {
      let low = form(lower)
      let high = form(upper)
      if low != high {
        let left = place(low, at: lowerColumn, x: x, width: width)
        let right = place(high, at: upperColumn, x: x, width: width)
        if let left, let right, left + DisplayWidth.of(low) < right {
          return SliderLabels(placed: [
            Placed(text: low, x: left, handle: .lower),
            Placed(text: high, x: right, handle: .upper),
          ])
        }
      }
      merged = formatter.joined(low, high)
      let middle = (lowerColumn + upperColumn) / 2
      if let start = place(merged, at: middle, x: x, width: width) {
        return SliderLabels(placed: [Placed(text: merged, x: start, handle: nil)])
      }
    }
    var cut = DisplayWidth.prefix(merged, fitting: width - 1)
    while let last = cut.last, last == " " || last == "–" { cut.removeLast() }
    cut += "…"
    return SliderLabels(placed: [Placed(text: cut, x: x, handle: nil)])
  }

  /// The first column of `text` centred on `column` and kept inside the width, or `nil` when
  /// the text is wider than the width.
  static func place(_ text: String, at column: Int, x: Int, width: Int) -> Int? {
    let textWidth = DisplayWidth.of(text)
    guard textWidth <= width else { return nil }
    return max(x, min(column - textWidth / 2, x + width - textWidth))
  }
}

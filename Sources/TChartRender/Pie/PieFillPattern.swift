/// The dot patterns that tell slices apart without colour (monochrome, `NO_COLOR`).
///
/// Slice `i` uses pattern `i % 6`: solid (every dot), checkered, horizontal stripes (every
/// other dot row), vertical stripes (the left dot column of each cell), sparse diagonals
/// (one dot in four, on the diagonal), and a sparse grid (one dot in four, on even rows
/// and columns). A seventh slice repeats the solid pattern.
public enum PieFillPattern {
  /// How many distinct patterns there are before they repeat.
  public static let count = 6

  /// Whether the dot at (`x`, `y`) (dot coordinates of the pie's area) is drawn for a dot of
  /// slice `slice` under monochrome.
  public static func isOn(slice: Int, x: Int, y: Int) -> Bool {
    switch slice % count {
    case 0: true
    case 1: (x + y) & 1 == 0
    case 2: y & 1 == 0
    case 3: x & 1 == 0
    case 4: (x + y) & 3 == 0
    default: x & 1 == 0 && y & 1 == 0
    }
  }
}

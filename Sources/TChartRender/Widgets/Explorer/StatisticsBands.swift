import TChartCells

/// Where the statistics panel's columns go: in one row per line when they fit beside the name,
/// else wrapped into bands, each line taking one row per band. The first band starts after the
/// name column; the next ones start under the name (after the line's mark), so a wrapped row
/// uses the whole width. Columns keep their order (most important first).
///
/// ```
/// │   line           first   last  change        min (at)   │
/// │     max (at)      mean  values  gaps                      │
/// │ ● Joined         1,234  2,345  +1,111 +90%  1,000 Mar 2   │
/// │     3,000 Mar 5  1,500     100     0                      │
/// ```
/// Only when the area is too short for one line in every band are the columns that do not fit
/// beside the name left out, and ``hidden`` says how many (the panel shows `+N columns`).
struct StatisticsBands: Equatable {
  /// A column placed in a band: its index and the offset, from the inner left edge, of the
  /// cell just after its right-aligned text.
  struct Placed: Equatable {
    var column: Int
    var end: Int
  }

  /// The bands, top to bottom; every line has one row per band.
  var bands: [[Placed]]
  /// How many columns are left out (only when the area is too short for the bands).
  var hidden = 0
  /// How many lines show (the rest give way to a `+N more` row).
  var shownLines = 0

  /// The sign for left-out columns, at the right end of the header row.
  static func hiddenSign(_ count: Int) -> String { "+\(count) columns" }

  /// The bands for `lines` lines, columns `widths` wide beside a name column `nameWidth` wide,
  /// in `width` columns and `height` rows inside the frame.
  init(widths: [Int], nameWidth: Int, width: Int, height: Int, lines: Int) {
    bands = Self.wrap(widths, nameWidth: nameWidth, width: width)
    // A header row and a line's row per band, and the `+N more` row: else one band, the
    // columns that do not fit beside the name left out.
    if bands.count > 1, bands.count * 2 + (lines > 1 ? 1 : 0) > height {
      var first = bands[0]
      var left = widths.count - first.count
      let sign = DisplayWidth.of(Self.hiddenSign(left)) + 2
      if let last = first.last, last.end + sign > width {
        first.removeLast()
        left += 1
      }
      bands = [first]
      hidden = left
    }
    let count = bands.count
    let rows = Swift.max(0, height - count)
    shownLines = lines * count <= rows ? lines : Swift.max(0, (rows - 1) / count)
  }

  /// The columns in bands: a new band starts where a column would cross `width`.
  static func wrap(_ widths: [Int], nameWidth: Int, width: Int) -> [[Placed]] {
    var bands: [[Placed]] = [[]]
    var x = nameWidth
    for (column, cells) in widths.enumerated() {
      var end = x + 2 + cells
      // Wraps unless this is a fresh band under the name already (a column wider than the
      // panel is cut at its edge there rather than wrapped for ever).
      if end > width && !(x == 0 && bands[bands.count - 1].isEmpty) {
        bands.append([])
        x = 0
        end = 2 + cells
      }
      bands[bands.count - 1].append(Placed(column: column, end: end))
      x = end
    }
    return bands
  }

  /// The frame's inner rows the table takes: a header row and a row per line shown, per band,
  /// and the `+N more` row when some lines do not show.
  func innerHeight(lines: Int) -> Int {
    bands.count * (shownLines + 1) + (shownLines < lines ? 1 : 0)
  }
}

import TChartData

/// The rows a table source has answered so far for one view, merged: the small in-memory chart
/// set an SQL source is drawn from. Rows are kept once (by ``SourceRow/order``), in table
/// order; merging an answer is O(rows of the set + rows of the answer).
///
/// Each answer holds its window's M4 rows and neighbours, so the chart set of any union of
/// answers draws each answered (window, width) exactly as the whole table would (the renderer
/// runs M4 again over it; see ``SeriesWindowAnswer``).
public struct SourceRowSet: Sendable, Equatable {
  /// The rows, in table order, without duplicates.
  public private(set) var rows: [SourceRow] = []

  public init() {}

  public init(_ rows: [SourceRow]) { merge(rows) }

  /// Adds `more` (any order); a row already held keeps its values, filled where it had `.nan`.
  public mutating func merge(_ more: [SourceRow]) {
    guard !more.isEmpty else { return }
    let added = more.sorted(by: SourceRow.precedes)
    var merged: [SourceRow] = []
    merged.reserveCapacity(rows.count + added.count)
    var (left, right) = (0, 0)
    while left < rows.count || right < added.count {
      if right == added.count
        || (left < rows.count && SourceRow.precedes(rows[left], added[right]))
      {
        merged.append(rows[left])
        left += 1
      } else if left == rows.count || SourceRow.precedes(added[right], rows[left]) {
        if let last = merged.last, last.order == added[right].order, last.x == added[right].x {
          merged[merged.count - 1] = Self.filled(last, from: added[right])
        } else {
          merged.append(added[right])
        }
        right += 1
      } else {
        merged.append(Self.filled(rows[left], from: added[right]))
        left += 1
        right += 1
      }
    }
    rows = merged
  }

  /// The rows of a frame drawn from `answers` of a source whose rows stand for their own
  /// request's dot columns (``SourceDescription/rowsPerRequest``): the narrowest window's
  /// answer first, each wider answer's rows left out inside the windows already taken (a
  /// wider column's extremes would land in the wrong narrow column); then `extra` rows (the
  /// span's ends, the rows the view stands on) at their x with the values of the nearest row
  /// (they add no value a column does not hold). With two or more `extra` rows, rows outside
  /// their x (a window's neighbours beyond the span's ends) are left out: the span stays theirs.
  public static func perRequest(_ answers: [SeriesWindowAnswer], extra: [SourceRow])
    -> SourceRowSet
  {
    var set = SourceRowSet()
    var taken: [ClosedRange<Double>] = []
    let xs = extra.map(\.x)
    let span = xs.count > 1 ? xs.min()!...xs.max()! : -Double.infinity...Double.infinity
    for answer in answers.sorted(by: { $0.request.rule.span < $1.request.rule.span }) {
      set.merge(
        answer.rows.filter { row in span.contains(row.x) && !taken.contains { $0.contains(row.x) } }
      )
      let rule = answer.request.rule
      if rule.lower <= rule.upper { taken.append(rule.lower...rule.upper) }
    }
    set.mergeTakingNearest(extra)
    return set
  }

  /// Adds `extra` rows at their x, each with the values of the nearest row held (rows at an x
  /// already held are dropped); without rows held, as they are.
  public mutating func mergeTakingNearest(_ extra: [SourceRow]) {
    guard !rows.isEmpty else { return merge(extra) }
    let held = rows
    var added: [SourceRow] = []
    for row in extra {
      let index = held.partitionIndex { $0.x < row.x }
      if index < held.count && held[index].x == row.x { continue }
      let nearest: SourceRow
      if index == 0 {
        nearest = held[0]
      } else if index == held.count {
        nearest = held[held.count - 1]
      } else {
        let (low, high) = (held[index - 1], held[index])
        nearest = row.x - low.x <= high.x - row.x ? low : high
      }
      added.append(SourceRow(order: row.order, x: row.x, values: nearest.values))
    }
    merge(added)
  }

  /// `row` with its `.nan` values taken from `other` (the same row, answered for other lines).
  static func filled(_ row: SourceRow, from other: SourceRow) -> SourceRow {
    var row = row
    for index in row.values.indices where row.values[index].isNaN && index < other.values.count {
      row.values[index] = other.values[index]
    }
    return row
  }

  /// The chart set of these rows: one line per name of `description` (with its detail),
  /// coloured by position from the default palette as the CSV loader colours a file's columns.
  public func chartSet(_ description: SourceDescription) -> ChartSet {
    let palette = RGBColor.defaultPalette
    let lines = description.lineNames.enumerated().map { index, name in
      var series = Series(
        id: name, name: name, color: palette[index % palette.count],
        values: rows.map { index < $0.values.count ? $0.values[index] : .nan })
      series.detail = description.lineDetail(index)
      return series
    }
    return ChartSet(
      name: description.name, x: rows.map(\.x), xKind: description.xKind, lines: lines)
  }
}

import TChartData
import TChartSources

/// Derived lines added and removed on a wide table (the picker's `^T` and `^X`, undo, the
/// session): the database computes them, so the table is opened again with the new `--y`
/// columns (``ExplorerEffect/reopenTable(columns:around:)``). The lines on screen take the new
/// columns at once (a new line is empty until the table answers); the window, the hidden lines
/// and the indicator stay.
extension TableQueries {
  /// Why the table takes no derived line from the picker, if it does not.
  var derivedRefusal: String? {
    if columns == nil {
      return "derived lines on a long table: --y 'rate(COLUMN)' with --series when opening it"
    }
    return nil
  }

  /// The expressions of the table's derived lines (its columns that are expressions), in order.
  var derivedNames: [String] {
    (columns ?? []).filter { Self.derivedTerm($0) != nil }
  }

  /// The derived line `column` names, `nil` for a plain column.
  static func derivedTerm(_ column: String) -> DerivedLineSpec? {
    if case .derived(let spec)? = try? DerivedLineParser.parseTerm(column) { spec } else { nil }
  }

  /// `columns` with the expression `name` after its first input and the derived lines right
  /// after it (at the end when its input is no column).
  static func columns(_ columns: [String], adding name: String) -> [String] {
    var result = columns
    guard let spec = derivedTerm(name), let input = columns.firstIndex(of: spec.inputs[0]) else {
      result.append(name)
      return result
    }
    var position = input + 1
    while position < columns.count && derivedTerm(columns[position]) != nil { position += 1 }
    result.insert(name, at: position)
    return result
  }

  /// The table's lines renamed from `previous` to `columns`: its rows' values moved with their
  /// columns, every answer dropped. Returns where each old line went (old index: new index).
  fileprivate mutating func relayout(from previous: [String], to columns: [String]) -> [Int: Int] {
    let source = columns.map { previous.firstIndex(of: $0) }
    func moved(_ rows: SourceRowSet) -> SourceRowSet {
      SourceRowSet(
        rows.rows.map { row in
          SourceRow(
            order: row.order, x: row.x,
            values: source.map { index in
              index.flatMap { row.values.indices.contains($0) ? row.values[$0] : nil } ?? .nan
            })
        })
    }
    var description = self.source.description
    description.lineNames = columns
    description.first = description.first.map { moved(SourceRowSet([$0])).rows[0] }
    description.last = description.last.map { moved(SourceRowSet([$0])).rows[0] }
    var table = TableSeriesSource(description: description, capacity: self.source.cache.capacity)
    table.anchors = moved(self.source.anchors)
    self.source = table
    rows = moved(rows)
    answered = moved(answered)
    shown = []
    pending = []
    failed = []
    isInterim = false
    overview = nil
    nearest = nil
    totalsAsked = nil
    histogramAsked = nil
    xyAsked = nil
    xyTrailAsked = nil
    generation += 1
    return Dictionary(
      source.enumerated().compactMap { new, old in old.map { ($0, new) } },
      uniquingKeysWith: { first, _ in first })
  }
}

extension DataFeed {
  /// Adds `spec` to the table: it is opened again with the line after its input (and the
  /// derived lines there), which the open picker highlights.
  mutating func addTableDerivedLine(_ spec: DerivedLineSpec, _ context: TableContext)
    -> [FeedDelegate]
  {
    guard let columns = table?.columns else { return [] }
    if let line = columns.firstIndex(of: spec.name) {
      return [.status("\(spec.name) is line \(line + 1) already")]
    }
    if let input = spec.inputs.first(where: { TableQueries.derivedTerm($0) != nil }) {
      return [.status("\(input) is computed by the table: a table's derived line reads columns")]
    }
    let added = TableQueries.columns(columns, adding: spec.name)
    let line = added.firstIndex(of: spec.name) ?? 0
    return relayoutTable(to: added, context) + [
      .status("added \(spec.name) as line \(line + 1)"), .highlightInPicker(line: line),
    ]
  }

  /// Removes the table's derived line `line` (the table is opened again without it).
  mutating func removeTableDerivedLine(_ line: Int, _ context: TableContext) -> [FeedDelegate] {
    guard let columns = table?.columns else { return [] }
    guard columns.indices.contains(line), TableQueries.derivedTerm(columns[line]) != nil else {
      return [.status("line \(line + 1) is data: ^X removes derived lines")]
    }
    var kept = columns
    let name = kept.remove(at: line)
    return relayoutTable(to: kept, context) + [.status("removed \(name)")]
  }

  /// Makes the table's derived lines `names`, in that order (undo, a session): the others are
  /// removed, the missing ones added after their inputs. Returns the names that are no
  /// expression, and what the rest asks of the explorer.
  mutating func setTableDerivedLines(_ names: [String], _ context: TableContext)
    -> (dropped: [String], delegates: [FeedDelegate])
  {
    guard let columns = table?.columns else { return (names, []) }
    var wanted = columns.filter { TableQueries.derivedTerm($0) == nil || names.contains($0) }
    var dropped: [String] = []
    for name in names where !wanted.contains(name) {
      guard TableQueries.derivedTerm(name) != nil else {
        dropped.append(name)
        continue
      }
      wanted = TableQueries.columns(wanted, adding: name)
    }
    return (dropped, wanted != columns ? relayoutTable(to: wanted, context) : [])
  }

  /// Shows the table's lines as `columns` at once (the rows on screen keep the values of the
  /// columns that stay; a new one is a gap until the table answers) and asks for the table to
  /// be opened again with them. The hidden and right-axis lines follow their columns; the
  /// answers of the old columns are dropped.
  private mutating func relayoutTable(to columns: [String], _ context: TableContext)
    -> [FeedDelegate]
  {
    guard var queries = table, let old = queries.columns else { return [] }
    let moved = queries.relayout(from: queries.source.description.lineNames, to: columns)
    queries.columns = columns
    queries.reopening = old == columns ? nil : TableReopenRequest(columns: columns)
    table = queries
    return [.sourceTotals(nil), .linesMoved(moved)] + show(queries.rows, context)
  }

  /// The effect opening the table again with the columns on screen, once, with the x values
  /// `window` stands on. Public for ``Explorer``, which asks for a restored session's at
  /// start.
  public mutating func askReopen(around window: ClosedRange<Double>) -> [ExplorerEffect] {
    guard let request = table?.reopening, !request.isAsked else { return [] }
    table?.reopening?.isAsked = true
    return [.reopenTable(columns: request.columns, around: [window.lowerBound, window.upperBound])]
  }

  /// `.table(.reopened)`: the table answers with the columns on screen: its description and the
  /// rows around the window's ends replace the rows on screen, and the frame's queries follow. An
  /// answer for columns since changed again is left: a newer one follows.
  mutating func receive(_ reopening: TableReopening, _ context: TableContext) -> [FeedDelegate] {
    table?.openedColumns = reopening.columns
    guard var queries = table, queries.reopening?.columns == reopening.columns else { return [] }
    var delegates: [FeedDelegate] = []
    if reopening.description.lineNames != queries.source.description.lineNames {
      let moved = queries.relayout(
        from: queries.source.description.lineNames, to: reopening.description.lineNames)
      delegates = [.sourceTotals(nil), .linesMoved(moved)]
    }
    var source = TableSeriesSource(
      description: reopening.description, capacity: queries.source.cache.capacity)
    source.anchors.merge(reopening.rows)
    queries.source = source
    // The rows on screen lack the new columns' values: the anchors until the answers come.
    queries.rows = source.anchors
    queries.answered = source.anchors
    queries.reopening = nil
    table = queries
    return delegates + show(source.anchors, context)
  }

  /// `.table(.reopenFailed)`: the table could not compute the columns (one line on the status
  /// line); the lines go back to those of the table still open.
  mutating func reopenFailed(_ error: SourceError, columns: [String], _ context: TableContext)
    -> [FeedDelegate]
  {
    guard let queries = table, queries.reopening?.columns == columns else { return [] }
    let delegates = [.status(error.message)] + relayoutTable(to: queries.openedColumns, context)
    table?.reopening = nil
    return delegates
  }
}

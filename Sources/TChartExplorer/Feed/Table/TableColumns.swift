import TChartData
import TChartSources

/// Derived lines added and removed on a wide table (the picker's `^T` and `^X`, undo, the
/// session): the database computes them, so the table is opened again with the new `--y`
/// columns (``ExplorerEffect/reopenTable(columns:around:)``). The lines on screen take the new
/// columns at once (a new line is empty until the table answers); the window, the hidden lines
/// and the indicator stay.
extension ExplorerState {
  /// Why the table on screen takes no derived line from the picker, if it does not.
  var tableDerivedRefusal: String? {
    guard let table = feed.table else { return nil }
    if table.columns == nil {
      return "derived lines on a long table: --y 'rate(COLUMN)' with --series when opening it"
    }
    return nil
  }

  /// The expressions of the table's derived lines (its columns that are expressions), in order.
  var tableDerivedNames: [String] {
    (feed.table?.columns ?? []).filter { Self.derivedTerm($0) != nil }
  }

  /// The derived line `column` names, `nil` for a plain column.
  static func derivedTerm(_ column: String) -> DerivedLineSpec? {
    if case .derived(let spec)? = try? DerivedLineParser.parseTerm(column) { spec } else { nil }
  }

  /// Adds `spec` to the table: it is opened again with the line after its input (and the
  /// derived lines there), which the open picker highlights.
  mutating func addTableDerivedLine(_ spec: DerivedLineSpec) {
    guard let columns = feed.table?.columns else { return }
    if let line = columns.firstIndex(of: spec.name) {
      notes.status = "\(spec.name) is line \(line + 1) already"
      return
    }
    if let input = spec.inputs.first(where: { Self.derivedTerm($0) != nil }) {
      notes.status = "\(input) is computed by the table: a table's derived line reads columns"
      return
    }
    let added = Self.columns(columns, adding: spec.name)
    relayoutTable(to: added)
    let line = added.firstIndex(of: spec.name) ?? 0
    notes.status = "added \(spec.name) as line \(line + 1)"
    if case .linePicker(var picker) = modal {
      picker.query = ""
      picker.selected = pickerLines.firstIndex(of: line) ?? 0
      modal = .linePicker(picker)
    }
  }

  /// Removes the table's derived line `line` (the table is opened again without it).
  mutating func removeTableDerivedLine(_ line: Int) {
    guard let columns = feed.table?.columns else { return }
    guard columns.indices.contains(line), Self.derivedTerm(columns[line]) != nil else {
      notes.status = "line \(line + 1) is data: ^X removes derived lines"
      return
    }
    var kept = columns
    let name = kept.remove(at: line)
    relayoutTable(to: kept)
    notes.status = "removed \(name)"
  }

  /// Makes the table's derived lines `names`, in that order (undo, a session): the others are
  /// removed, the missing ones added after their inputs. Returns the names that are no
  /// expression.
  mutating func setTableDerivedLines(_ names: [String]) -> [String] {
    guard let columns = feed.table?.columns else { return names }
    var wanted = columns.filter { Self.derivedTerm($0) == nil || names.contains($0) }
    var dropped: [String] = []
    for name in names where !wanted.contains(name) {
      guard Self.derivedTerm(name) != nil else {
        dropped.append(name)
        continue
      }
      wanted = Self.columns(wanted, adding: name)
    }
    if wanted != columns { relayoutTable(to: wanted) }
    return dropped
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

  /// Shows the table's lines as `columns` at once (the rows on screen keep the values of the
  /// columns that stay; a new one is a gap until the table answers) and asks for the table to
  /// be opened again with them. The hidden and right-axis lines follow their columns; the
  /// answers of the old columns are dropped.
  mutating func relayoutTable(to columns: [String]) {
    guard var queries = feed.table, let old = queries.columns else { return }
    let previous = queries.source.description.lineNames
    relayout(&queries, from: previous, to: columns)
    queries.columns = columns
    queries.reopening = old == columns ? nil : TableReopenRequest(columns: columns)
    feed.table = queries
    show(queries.rows)
  }

  /// The table's lines renamed from `previous` to `columns`: its rows' values moved with their
  /// columns, every answer dropped, the view's line numbers moved.
  private mutating func relayout(
    _ queries: inout TableQueries, from previous: [String], to columns: [String]
  ) {
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
    var description = queries.source.description
    description.lineNames = columns
    description.first = description.first.map { moved(SourceRowSet([$0])).rows[0] }
    description.last = description.last.map { moved(SourceRowSet([$0])).rows[0] }
    var table = TableSeriesSource(description: description, capacity: queries.source.cache.capacity)
    table.anchors = moved(queries.source.anchors)
    queries.source = table
    queries.rows = moved(queries.rows)
    queries.answered = moved(queries.answered)
    queries.shown = []
    queries.pending = []
    queries.failed = []
    queries.isInterim = false
    queries.overview = nil
    queries.nearest = nil
    queries.totalsAsked = nil
    queries.generation += 1
    panels.sourceTotals = nil
    let target = Dictionary(
      source.enumerated().compactMap { new, old in old.map { ($0, new) } },
      uniquingKeysWith: { first, _ in first })
    view.hidden = Set(view.hidden.compactMap { target[$0] })
    view.rightAxis = view.rightAxis.map { Set($0.compactMap { target[$0] }) }
  }

  /// The effect opening the table again with the columns on screen, once, with the x values
  /// the window stands on. Public for ``Explorer``, which asks for a restored session's at
  /// start.
  public mutating func askReopen() -> [ExplorerEffect] {
    guard let request = feed.table?.reopening, !request.isAsked else { return [] }
    feed.table?.reopening?.isAsked = true
    let window = windowXRange
    return [.reopenTable(columns: request.columns, around: [window.lowerBound, window.upperBound])]
  }

  /// `.table(.reopened)`: the table answers with the columns on screen: its description and the
  /// rows around the window's ends replace the rows on screen, and the frame's queries follow. An
  /// answer for columns since changed again is left: a newer one follows.
  mutating func receive(_ reopening: TableReopening) {
    feed.table?.openedColumns = reopening.columns
    guard var queries = feed.table, queries.reopening?.columns == reopening.columns else { return }
    if reopening.description.lineNames != queries.source.description.lineNames {
      relayout(
        &queries, from: queries.source.description.lineNames, to: reopening.description.lineNames)
    }
    var table = TableSeriesSource(
      description: reopening.description, capacity: queries.source.cache.capacity)
    table.anchors.merge(reopening.rows)
    queries.source = table
    // The rows on screen lack the new columns' values: the anchors until the answers come.
    queries.rows = table.anchors
    queries.answered = table.anchors
    queries.reopening = nil
    feed.table = queries
    show(table.anchors)
  }

  /// `.table(.reopenFailed)`: the table could not compute the columns (one line on the status
  /// line); the lines go back to those of the table still open.
  mutating func reopenFailed(_ error: SourceError, columns: [String]) {
    guard let queries = feed.table, queries.reopening?.columns == columns else { return }
    notes.status = error.message
    relayoutTable(to: queries.openedColumns)
    feed.table?.reopening = nil
  }
}

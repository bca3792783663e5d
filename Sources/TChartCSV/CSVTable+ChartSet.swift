import TChartData
import TChartTime

/// The chart set a table's finished columns make: x resolved, rows sorted, the roles applied,
/// the lines of a wide table (less the columns that are not measures) or a long one's.
extension CSVTable {
  /// The finished chart set: x resolved (``CSVXColumn``), rows sorted when x was out of order,
  /// then the wide lines or the long pivot. Columns are taken out of `columns`, so that
  /// nothing is copied in the common case.
  package mutating func chartSet(
    name: String, columns: inout [Column<Double>], notes: inout [LoadNote]
  ) throws(LoadError) -> ChartSet {
    guard rows > 0 else {
      throw LoadError(file: file, location: "", message: "no data rows after the header")
    }
    if roles.form != .asRead || !roles.hidden.isEmpty {
      var table = self
      try table.applyRoles(to: &columns)
      var set = try table.chartSet(name: name, columns: &columns, notes: &notes)
      notMeasures = table.notMeasures
      valueField = table.valueField
      if roles.form == .years && set.xKind == .number { set.xNumbers = .year }
      return set
    }
    guard needsSelection else {
      return try rowsChartSet(name: name, columns: &columns, notes: &notes)
    }
    var selected = self
    try selected.selectRows(&columns, notes: &notes)
    defer { (notMeasures, valueField) = (selected.notMeasures, selected.valueField) }
    return try selected.rowsChartSet(name: name, columns: &columns, notes: &notes)
  }

  /// ``chartSet(name:columns:notes:)`` of the rows kept.
  private mutating func rowsChartSet(
    name: String, columns: inout [Column<Double>], notes: inout [LoadNote]
  ) throws(LoadError) -> ChartSet {
    let xIndex = header.xIndex
    var xKind = XKind.time
    var style = XNumberStyle.plain
    if kinds[xIndex] != .xDate && !drawsCategories {
      (xKind, style) = CSVXColumn.resolve(
        &columns[xIndex], name: header.names[xIndex], type: options.xType)
      if options.inputZone != nil {
        notes.append(
          LoadNote(file: file, message: "--input-tz does not apply: x is numbers, not date text"))
      }
    }
    if let note = shortRows.note(file: file) { notes.append(note) }
    let textFields = header.names.indices.filter { kinds[$0] == .text }
    // A second column of dates (`time_hour` beside a split `year,month,day`) is named apart:
    // it could be x.
    let times = textFields.filter(holdsDates)
    let skipped = textFields.filter { !times.contains($0) }
    if !skipped.isEmpty {
      let list = skipped.map { header.names[$0] }.joined(separator: ", ")
      notes.append(
        LoadNote(file: file, message: "skipped text column\(skipped.count > 1 ? "s" : "") \(list)"))
    }
    if let first = times.first {
      let list = times.map { header.names[$0] }.joined(separator: ", ")
      notes.append(
        LoadNote(
          file: file,
          message:
            "\(list) also hold\(times.count > 1 ? "" : "s") times: --x \(header.names[first]) "
            + "or C reads x from it"))
    }
    if drawsCategories {
      return try categoriesChartSet(name: name, columns: &columns, notes: &notes)
    }
    var set: ChartSet
    if let seriesIndex {
      let count = seriesLabels?.count ?? texts.labels.count
      if xKind == .number,
        CSVSeriesOverlay.overlay(x: &columns[xIndex], series: columns[seriesIndex], count: count)
      {
        let column = header.names[xIndex]
        notes.append(
          LoadNote(
            file: file,
            message: "x '\(column)' counts the rows: the series overlaid by row number within each")
        )
      }
      let layout = CSVLongLayout(table: self)
      let value = try layout.valueColumn(columns, notes: &notes)
      valueField = value
      set = try layout.chartSet(name: name, columns: &columns, valueIndex: value, notes: &notes)
    } else {
      // Numbers far from any order are a sample of two columns, not a series: points.
      let scattered =
        outOfOrder && xKind == .number && style == .plain
        && CSVRowOrder.descentShare(columns[xIndex]) >= CSVRowOrder.scatteredShare
      if outOfOrder { CSVRowOrder.sortIfNeeded(&columns, by: xIndex, notes: &notes, table: self) }
      if !scattered { try longLayoutHint(x: columns[xIndex], notes: &notes) }
      hideNonMeasures(columns, notes: &notes)
      set = try wideChartSet(name: name, columns: &columns)
      if scattered {
        set.flags.insert(.unordered)
        notes.append(
          LoadNote(
            file: file,
            message: "x '\(header.names[xIndex])' is not in order: each row a point "
              + "(p or --view line joins them)"))
      }
    }
    set.xKind = xKind
    set.xNumbers = xKind == .time ? .plain : style
    if xKind == .time { set.xPeriod = roles.period ?? CalendarPeriod.inferred(set.x) }
    return set
  }

  /// Takes the number columns that are not measures (``NonMeasure``) out of a wide table's
  /// lines, with a note listing them, unless `--y` names columns or none would be left.
  mutating func hideNonMeasures(_ columns: [Column<Double>], notes: inout [LoadNote]) {
    guard options.yColumn == nil else { return }
    let named = options.columnsNamed
    var found: [(field: Int, reason: String)] = []
    var measures = 0
    for field in header.names.indices where kinds[field] == .numeric && field != header.xIndex {
      let name = header.names[field]
      if !named.contains(name), let reason = NonMeasure.reason(name: name, values: columns[field]) {
        found.append((field, reason))
      } else {
        measures += 1
      }
    }
    guard !found.isEmpty, measures > 0 else { return }
    for (field, reason) in found {
      kinds[field] = .unknown
      notMeasures[field] = reason
    }
    let list = found.map { "\(header.names[$0.field]) (\($0.reason))" }.joined(separator: ", ")
    notes.append(
      LoadNote(
        file: file, message: "not drawn, not measures: \(list); C or --y draws them"))
  }

  /// Whether text column `field`'s first cells are dates (``CSVColumnRoles/isDate(_:)``).
  func holdsDates(_ field: Int) -> Bool {
    let first = field < firstCells.count ? firstCells[field] : []
    return !first.isEmpty && first.allSatisfy(CSVColumnRoles.isDate)
  }

  /// Wide layout: every numeric column a line (only `--y` when given).
  private func wideChartSet(name: String, columns: inout [Column<Double>]) throws(LoadError)
    -> ChartSet
  {
    var x = Column<Double>()
    swap(&x, &columns[header.xIndex])
    return ChartSet(name: name, x: x, lines: try wideLines(columns))
  }

  /// The fewest rows whose lines' pyramids are built one line a thread.
  static let parallelPyramidRows = 1 << 18

  /// A wide table's lines: every numeric column (only `--y` when given); an error when none.
  func wideLines(_ columns: [Column<Double>]) throws(LoadError) -> [Series] {
    let fields = header.names.indices.filter { field in
      kinds[field] == .numeric && options.yColumn.map { $0 == header.names[field] } != false
    }
    let names = header.names
    let spill = spill
    // Each line's pyramid is its own work: big loads build them one line a thread.
    let lines = ParallelMap.map(
      count: fields.count, parallel: rows >= Self.parallelPyramidRows
    ) { index in
      let field = fields[index]
      let id = names[field]
      let color = RGBColor.defaultPalette[index % RGBColor.defaultPalette.count]
      // A spilled load's pyramids are built in the spill file.
      return spill.map { spill in
        Series(
          id: id, name: id, kind: .line, color: color,
          pyramid: MinMaxPyramid(columns[field], spill: spill))
      } ?? Series(id: id, name: id, color: color, values: columns[field])
    }
    guard !lines.isEmpty else {
      let message =
        options.yColumn.map { "column '\($0)' holds no numbers" } ?? "no numeric data columns"
      throw LoadError(file: file, location: "", message: message)
    }
    return lines
  }

  /// The error that suggests `--series` when x repeats beside a text column of few distinct
  /// values (a long table read as wide); when x only counts the rows (an index first), which
  /// also fits files that are wide (a category beside measurements), the same words as a note.
  private func longLayoutHint(x: Column<Double>, notes: inout [LoadNote]) throws(LoadError) {
    guard x.count > 2 else { return }
    var repeats = false
    for index in 1..<x.count where outOfOrder && x[index] == x[index - 1] {
      repeats = true
      break
    }
    guard repeats || CSVSeriesOverlay.isRowIndex(x) else { return }
    let candidate = header.names.indices.first { field in
      guard kinds[field] == .text, let values = texts.distinct[field] else { return false }
      // A second date column (`date_super` beside `OPENDATE`) names no series.
      return values.count >= 2 && values.count * 2 <= rows
        && !values.prefix(3).contains(where: CSVColumnRoles.isDate)
    }
    guard let candidate else { return }
    let message =
      "looks like long layout; try --series \(ColumnChoice.quoted(header.names[candidate]))"
    guard repeats else { return notes.append(LoadNote(file: file, message: message)) }
    var error = LoadError(file: file, location: "", message: message)
    error.suggestedSeries = header.names[candidate]
    throw error
  }
}

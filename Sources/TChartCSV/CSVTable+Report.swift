import TChartData

/// The column report (``ColumnReport``) of a table read: from the plan (``CSVColumnRoles``),
/// the kinds the row loop settled and the first cells; O(columns), never per row.
extension CSVTable {
  /// One report per column of the header, for `set`, the chart set this table gave.
  package func columnReport(of set: ChartSet) -> [ColumnReport] {
    let names = header.names
    let lineIndex = Dictionary(
      set.lines.enumerated().map { ($0.element.id, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    return names.indices.map { field in
      let first = field < firstCells.count ? firstCells[field] : []
      var report = ColumnReport(
        name: names[field], index: field, reading: .number, role: .hidden, reason: "",
        firstValues: first)
      (report.reading, report.role, report.reason) = decision(
        field, firstValues: first, lineIndex: lineIndex)
      return report
    }
  }

  /// How column `field` was read, its role and why.
  private func decision(_ field: Int, firstValues: [String], lineIndex: [String: Int])
    -> (ColumnReport.Reading, ColumnReport.Role, String)
  {
    let name = header.names[field]
    if field == header.xIndex { return (xReading(firstValues), .x, roles.xReason) }
    if seriesFields.contains(field) {
      return (.label, .seriesKey, options.seriesGuessed ? "x repeats beside it" : "--series")
    }
    if case .split(let split) = roles.form, split.parts.contains(where: { $0.field == field }) {
      return (.number, .xPart, "part of x '\(header.names[split.year])'")
    }
    if roles.hidden.contains(field) { return (.rowIndex, .hidden, "row index") }
    if let why = notMeasures[field] { return (.number, .hidden, "not a measure: \(why)") }
    switch kinds[field] {
    case .numeric:
      if seriesIndex != nil {
        guard field == valueField else { return (.number, .hidden, "not --y") }
        let numbers = kinds.filter { $0 == .numeric }.count
        let why =
          options.yColumn != nil ? "--y" : numbers == 1 ? "the one number column" : "the first"
        return (.number, .value, why)
      }
      if let line = lineIndex[name] { return (.number, .line(line), "number") }
      return (.number, .hidden, "not --y")
    case .text:
      return holdsDates(field)
        ? (.time("date text"), .hidden, "times too: x makes it x")
        : (.text, .hidden, "skipped: text")
    case .label: return (.label, .hidden, "--where")
    case .unknown, .xNumber, .xUndecided, .xDate: return (.empty, .hidden, "skipped: no value")
    }
  }

  /// How x was read: the plan's form, else as the row loop read its cells.
  private func xReading(_ firstValues: [String]) -> ColumnReport.Reading {
    switch roles.form {
    case .split(let split):
      return .time(split.fields.map { header.names[$0] }.joined(separator: " + "))
    case .decimalYears(let perYear):
      return .time("decimal years read as \(DecimalYears.unit(perYear: perYear))")
    case .years: return .time("years")
    case .asRead: break
    }
    let xKind = kinds[header.xIndex]
    if xKind == .label { return .label }
    if xKind == .xDate {
      if let pattern = reading.pattern { return .time(pattern.pattern) }
      switch roles.period {
      case .quarter: return .time("quarter")
      case .week: return .time("ISO week")
      default: break
      }
      if CSVSniff.isSlashDate(firstValues.first ?? "") {
        return .time(reading.order == .dayFirst ? "%d/%m/%Y" : "%m/%d/%Y")
      }
      return .time(reading.type == .date ? "date" : "date text")
    }
    let numbers = firstValues.compactMap { Double($0) }
    if let form = CSVXColumn.timeForm(
      of: numbers, name: header.names[header.xIndex], type: reading.type)
    {
      return .time(form.rawValue)
    }
    let cells = firstValues.map { Optional($0) }
    if CSVColumnRoles.isIndexName(header.names[header.xIndex]), CSVColumnRoles.isRowIndex(cells) {
      return .rowIndex
    }
    return .number
  }
}

import TChartData

/// An x cell read as the load read the x column (its ``ColumnReport/Reading``): dates by the
/// loader's own date reading (``CSVXColumn/Reading``, `--date-format`, `--input-tz`, the slash
/// order found), Unix seconds or milliseconds, `YYYYMMDD`, decimal years, or plain numbers.
struct SourceXCell {
  private enum Form {
    case date(CSVXColumn.Reading)
    case number(scale: Double)
    case compactDate
    case decimalYears(perYear: Int)
  }

  private let form: Form

  /// The reading of `reading` with the flags of `options`; `nil` for an x the load combined
  /// from several columns (or a column it did not read).
  init?(_ reading: ColumnReport.Reading, options: LoadOptions) {
    switch reading {
    case .number, .rowIndex:
      form = .number(scale: 1)
    case .time(let name):
      switch name {
      case CSVXColumn.NumberTime.unixSeconds.rawValue: form = .number(scale: 1)
      case CSVXColumn.NumberTime.unixMilliseconds.rawValue: form = .number(scale: 1_000)
      case CSVXColumn.NumberTime.compactDate.rawValue, CSVXColumn.NumberTime.shortDate.rawValue:
        form = .compactDate
      case "years": form = .number(scale: 1)
      default:
        if let perYear = [4, 12, 52, 365].first(where: {
          name == "decimal years read as \(DecimalYears.unit(perYear: $0))"
        }) {
          form = .decimalYears(perYear: perYear)
        } else if name.contains(" + ") {
          return nil
        } else {
          var date = CSVXColumn.Reading(type: options.xType, pattern: options.datePattern)
          date.inputZone = options.inputZone
          if name == "%d/%m/%Y" { date.order = .dayFirst }
          form = .date(date)
        }
      }
    case .label, .text, .empty:
      return nil
    }
  }

  /// The x of the cell `start..<end`, or `nil` when it does not read.
  func read(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Double? {
    switch form {
    case .date(let reading):
      return reading.date(start, end)
    case .number(let scale):
      return FastFloat.parse(start, end).map { $0 / scale }
    case .compactDate:
      return FastFloat.parse(start, end).flatMap {
        $0 == $0.rounded() ? DateText.compactDate(Int($0)) : nil
      }
    case .decimalYears(let perYear):
      return FastFloat.parse(start, end).map { DecimalYears.seconds($0, perYear: perYear) }
    }
  }
}

/// Where a cell's text is in the file's bytes.
struct CellBounds {
  var start: UnsafePointer<UInt8>
  var end: UnsafePointer<UInt8>
}

/// `--where` applied to a row's cells as texts: a number against a cell that reads as one, a
/// date against the x column, else text against text (as the loader compares them).
struct SourceRowFilter {
  private struct Test {
    var field: Int
    var comparison: RowFilter.Comparison
    var text: String
    var number: Double?
  }

  private let tests: [Test]
  private let x: SourceXCell
  private let xField: Int

  init(_ filter: RowFilter?, names: [String], xField: Int, x: SourceXCell) {
    self.x = x
    self.xField = xField
    tests = (filter?.conditions ?? []).compactMap { condition in
      guard let field = names.firstIndex(of: condition.column) else { return nil }
      var number = condition.number
      if field == xField {
        var text = condition.value
        number =
          text.withUTF8 { bytes in bytes.baseAddress.flatMap { x.read($0, $0 + bytes.count) } }
          ?? number
      }
      return Test(
        field: field, comparison: condition.comparison, text: condition.value, number: number)
    }
  }

  /// Whether there is nothing to test.
  var isEmpty: Bool { tests.isEmpty }

  /// Whether the row whose cells are `cells` (by column; none when ``isEmpty``) passes.
  func keeps(_ cells: [CellBounds?]) -> Bool {
    for test in tests {
      guard test.field < cells.count, let cell = cells[test.field], cell.start < cell.end else {
        return false
      }
      let (start, end) = (cell.start, cell.end)
      let order: Int
      if let value = test.number,
        let cell = test.field == xField ? x.read(start, end) : FastFloat.parse(start, end)
      {
        order = cell < value ? -1 : cell > value ? 1 : 0
      } else {
        let text = String(
          decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        order = text < test.text ? -1 : text > test.text ? 1 : 0
      }
      if !test.comparison.holds(order) { return false }
    }
    return true
  }
}

import TChartData
import TChartTime

/// Decides, from the header and the first rows (``CSVSniff/sampleColumns(header:end:missing:)``),
/// which CSV column is x, how x is read, and which columns are not drawn: a pure planner.
///
/// - **Row index**: a column named like one (empty, `rownames`, `Unnamed: 0`, `index`, `row`,
///   `obs`, `id`, `time`, …) holding consecutive whole numbers from 0 or 1 is never a line.
/// - **x** is `--x`, else the first column holding time, wherever it stands: text dates
///   (``DateText``: also quarters and ISO weeks), decimal years (``DecimalYears``), numbers
///   under a name meaning time that ``CSVXColumn`` reads as time (Unix seconds or
///   milliseconds, `YYYYMMDD`, years), or numbers counting time (``isNumericTime(_:name:)``). A year column with a month, quarter or week column
///   beside it is combined with them (``CSVSplitTime``). Without a time column x is the row
///   index, else the first column (the second when the first is `--series`).
/// - One note names a choice the file's order would not make, and the index columns left out.
struct CSVColumnRoles: Equatable {
  /// How x cells become x values after the row loop.
  enum Form: Equatable {
    /// As the row loop and ``CSVXColumn/resolve(_:name:type:)`` read them.
    case asRead
    /// Decimal years on a grid of `perYear` steps (``DecimalYears``).
    case decimalYears(perYear: Int)
    /// Several columns combined (``CSVSplitTime``).
    case split(CSVSplitTime)
    /// Whole years under a name meaning time (`time`: 1871, 1872, …, as R writes a yearly
    /// series), shown as years.
    case years
  }

  var xIndex: Int
  var form = Form.asRead
  /// The period x is shown at, when its form says (``ChartSet/xPeriod``).
  var period: TimePrecision?
  /// Columns read but not drawn: row indexes and the parts of a split x.
  var hidden: [Int] = []
  /// The one note about the choice, if any.
  var note: String?
  /// Why x is ``xIndex``, in a few words (``ColumnReport/reason``).
  var xReason = "first column"

  /// Whether x is combined from several columns (its order is known only after the row loop).
  var combinesColumns: Bool {
    if case .split = form { true } else { false }
  }

  /// The plan for a table with `names` and the sampled cells `samples` (one array per column),
  /// `series` the `--series` column. `options.xColumn`, when given, is `names[xIndex]`.
  static func plan(
    names: [String], samples: [[String?]], series: Int?, xIndex given: Int?,
    options: LoadOptions
  ) -> CSVColumnRoles {
    let indexes = names.indices.filter { field in
      field != series && names[field] != options.yColumn && isIndexName(names[field])
        && isRowIndex(samples[field])
    }
    var roles: CSVColumnRoles
    var notes: [String] = []
    if let given {
      roles = CSVColumnRoles(xIndex: given)
      roles.readForm(samples[given], name: names[given], options: options)
      roles.xReason = "--x"
    } else if let found = firstTimeColumn(
      names: names, samples: samples, except: Set(indexes + (series.map { [$0] } ?? [])),
      options: options)
    {
      roles = found
      roles.xReason = "first time column"
      if let note = choiceNote(found, names: names, samples: samples, series: series) {
        notes.append(note)
        roles.xReason = note
      }
    } else if let index = indexes.first {
      roles = CSVColumnRoles(xIndex: index)
      notes.append("x is the row index '\(names[index])' (no time column)")
      roles.xReason = "row index (no time column)"
    } else {
      roles = CSVColumnRoles(xIndex: series == 0 && names.count > 1 ? 1 : 0)
      roles.xReason =
        roles.xIndex == 0 ? "first column (no time column)" : "first column after --series"
    }
    if options.datePattern != nil {
      roles.readForm(samples[roles.xIndex], name: names[roles.xIndex], options: options)
    }
    let unused = indexes.filter { $0 != roles.xIndex }
    roles.hidden += unused
    if !unused.isEmpty {
      let list = unused.map { "'\(names[$0])'" }.joined(separator: ", ")
      notes.append("row index \(list) not drawn")
    }
    roles.note = notes.isEmpty ? nil : notes.joined(separator: "; ")
    return roles
  }

  /// The note naming a time column found for x: combined columns, decimal years, or a column
  /// that is not the first (a long table's x is not named, as before).
  static func choiceNote(
    _ found: CSVColumnRoles, names: [String], samples: [[String?]], series: Int?
  ) -> String? {
    let name = names[found.xIndex]
    switch found.form {
    case .split(let split):
      return "x is \(split.fields.map { "'\(names[$0])'" }.joined(separator: ", ")) combined"
    case .decimalYears(let perYear):
      return "x is column '\(name)', decimal years read as \(DecimalYears.unit(perYear: perYear))"
    case .asRead, .years:
      guard found.xIndex != 0 && series == nil else { return nil }
      let text = samples[found.xIndex].lazy.compactMap { $0 }.first.map(isDate) ?? false
      return "x is column '\(name)', the first holding \(text ? "dates" : "times")"
    }
  }

  /// Sets ``form`` and ``period`` for an x column `name` holding `cells`.
  mutating func readForm(_ cells: [String?], name: String, options: LoadOptions) {
    let present = cells.compactMap { $0 }
    if let pattern = options.datePattern {
      if pattern.pieces.contains(.field("V")) {
        period = .week
      } else if pattern.pieces.contains(.field("q")) {
        period = .quarter
      } else if pattern.pieces == [.field("Y")] {
        period = .year
      }
      return
    }
    guard options.xType == .auto || options.xType == .date, let first = present.first else {
      return
    }
    if let (_, precision) = Self.period(first) {
      period = precision
      return
    }
    guard options.xType == .auto else { return }
    let numbers = present.compactMap { Double($0) }
    guard numbers.count == present.count else { return }
    if let perYear = DecimalYears.stepsPerYear(of: numbers) {
      form = .decimalYears(perYear: perYear)
      period = DecimalYears.precision(perYear: perYear)
    } else if Self.areYears(numbers, name: name) {
      form = .years
    }
  }

  /// Whether `numbers` are whole years (1000…2999, increasing, or under a name that is only
  /// time starting again at a year seen before) under a name meaning time, or
  /// in the row names (an unnamed first column, `rownames`: `1950`, `1955`, … as R writes a
  /// data frame whose rows are years).
  static func areYears(_ numbers: [Double], name: String) -> Bool {
    guard
      !CSVXColumn.words(name).isDisjoint(with: CSVXColumn.timeWords.union(["period"]))
        || isIndexName(name),
      numbers.allSatisfy({ $0 == $0.rounded() && $0 >= 1000 && $0 <= 2999 })
    else { return false }
    // Under a name that is only time (`TIME`, `period`), years may start again per group, as
    // a long table's do (`AUS,1995` … `AUT,1995`): each step back goes to a year seen before.
    let restarts = numericTimeNames.contains(name.lowercased()) && name.lowercased() != "t"
    var seen: Set<Double> = [numbers.first ?? 0]
    for index in numbers.indices.dropFirst() {
      defer { seen.insert(numbers[index]) }
      if numbers[index] > numbers[index - 1] { continue }
      guard restarts, seen.contains(numbers[index]) else { return false }
    }
    return true
  }

  /// Whether `numbers` count time as plain numbers: increasing under a name that is only time
  /// (``numericTimeNames``: `time` from -3000, `year` to 12000), or stepping by a constant
  /// fraction of one (an R `ts` of 7 steps a unit: `1`, `1.142857…`, `1.285714…`) under any
  /// name.
  static func isNumericTime(_ numbers: [Double], name: String) -> Bool {
    guard numbers.count >= 3,
      numbers.indices.dropFirst().allSatisfy({ numbers[$0] > numbers[$0 - 1] })
    else { return false }
    if numericTimeNames.contains(name.lowercased()) { return true }
    guard numbers.contains(where: { $0 != $0.rounded() }) else { return false }
    let step = numbers[1] - numbers[0]
    let perUnit = (1 / step).rounded()
    guard perUnit >= 2, perUnit <= 400, abs(1 / step - perUnit) < 1e-3 * perUnit else {
      return false
    }
    return numbers.indices.dropFirst().allSatisfy { index in
      let steps = (numbers[index] - numbers[index - 1]) / step
      return steps.rounded() >= 1 && abs(steps - steps.rounded()) < 1e-3
    }
  }

  /// The first column (not in `except`) holding time, with its form; a year column with its
  /// split parts.
  static func firstTimeColumn(
    names: [String], samples: [[String?]], except: Set<Int>, options: LoadOptions
  ) -> CSVColumnRoles? {
    for field in names.indices where !except.contains(field) {
      let cells = samples[field].compactMap { $0 }
      guard let first = cells.first else { continue }
      var roles = CSVColumnRoles(xIndex: field)
      if options.xType == .auto || options.xType == .date, isDate(first) {
        roles.readForm(cells, name: names[field], options: options)
        return roles
      }
      let numbers = cells.compactMap { Double($0) }
      guard options.xType == .auto, numbers.count == cells.count else { continue }
      if let perYear = DecimalYears.stepsPerYear(of: numbers) {
        roles.form = .decimalYears(perYear: perYear)
        roles.period = DecimalYears.precision(perYear: perYear)
        return roles
      }
      var resolved = numbers
      let (kind, style) = CSVXColumn.resolve(&resolved, name: names[field], type: options.xType)
      if kind == .time { return roles }
      if areYears(numbers, name: names[field]) {
        roles.form = .years
        return roles
      }
      if isNumericTime(numbers, name: names[field]) { return roles }
      if style == .year {
        if let split = CSVSplitTime.find(
          year: field, names: names, samples: samples, except: except)
        {
          roles.form = .split(split)
          roles.period = split.precision
          roles.hidden = split.parts.map(\.field)
        }
        return roles
      }
    }
    return nil
  }

  /// Whether `text` is a date ``DateText`` reads.
  static func isDate(_ text: String) -> Bool {
    DateText.reads(text)
  }

  /// The quarter or week `text` writes, if it is one.
  static func period(_ text: String) -> (Double, TimePrecision)? {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return nil }
      return DateText.period(base, base + bytes.count)
    }
  }

  /// Names that say a column of plain numbers is time (lowercased).
  static let numericTimeNames: Set<String> = ["time", "year", "years", "yr", "period", "t"]

  /// Names row indexes go by, lowercased (an empty header is named `column N`).
  static let indexNames: Set<String> = [
    "", "rownames", "row.names", "row_names", "index", "idx", "row", "rownum", "row_id", "obs",
    "observation", "id", "time",
  ]

  /// Whether `name` is one a row index goes by (``indexNames``, `Unnamed: N`, `column N`).
  static func isIndexName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return indexNames.contains(lower) || lower.hasPrefix("unnamed:")
      || (lower.hasPrefix("column ") && Int(lower.dropFirst(7)) != nil)
  }

  /// Whether `cells` are consecutive whole numbers from 0 or 1 (at least two, none missing).
  static func isRowIndex(_ cells: [String?]) -> Bool {
    guard cells.count >= 2, let text = cells[0], let first = Int(text), first == 0 || first == 1
    else { return false }
    return cells.indices.allSatisfy { offset in cells[offset].flatMap { Int($0) } == first + offset
    }
  }
}

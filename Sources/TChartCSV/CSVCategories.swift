import TChartData

/// A table whose x is text and holds no time (`state,population`, `du`'s names, `df`'s
/// filesystems): x's cells are categories, numbered like series labels by the row loop, and
/// the chart set has one sample per distinct name in order of first appearance (x `0..<n`,
/// ``ChartSet/categories``), drawn as bars. Rows sharing a name are summed, with a note; a
/// long table (`--series`) gives one line per series, its values per name.
extension CSVTable {
  /// Whether x holds categories (read as labels rather than dates or numbers).
  var drawsCategories: Bool { kinds[header.xIndex] == .label }

  /// Whether `cell`, the first cell of x (named `name`), is a category: text that is neither
  /// a number (also `1,234` or a decimal comma), nor a date or time `reading` reads, nor
  /// starts like one (a year: `1991 W54`); never under a name meaning time (`week`, `date`),
  /// nor with `--x-type` or `--date-format` (their errors stand).
  static func holdsCategory(_ cell: String?, name: String, reading: CSVXColumn.Reading) -> Bool {
    guard var text = cell, !text.isEmpty, reading.type == .auto, reading.pattern == nil,
      CSVXColumn.words(name).isDisjoint(with: Self.timeNames),
      text.prefix(4).count < 4 || !text.prefix(4).allSatisfy({ $0.isASCII && $0.isNumber })
    else { return false }
    let forms = [text, text.replacing(",", with: ""), text.replacing(",", with: ".")]
    for var form in forms where form.withUTF8({ FastFloat.parse($0) }) != nil { return false }
    if TimesOfDay.seconds(text) != nil { return false }
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return false }
      return reading.date(base, base + bytes.count) == nil
    }
  }

  /// Words of a column name meaning time: its text is a date or time not read, not a name.
  static let timeNames = CSVXColumn.timeWords.union(CSVXColumn.dateWords).union(
    CSVXColumn.yearWords
  ).union(["week", "month", "quarter", "hour", "minute", "period"])

  /// The chart set of a table whose x holds categories: the names in order of first
  /// appearance, each a sample whose values are the sums of its rows' (a gap when none holds
  /// a value). `columns` are taken from as needed.
  mutating func categoriesChartSet(
    name: String, columns: inout [Column<Double>], notes: inout [LoadNote]
  ) throws(LoadError) -> ChartSet {
    let xIndex = header.xIndex
    var numbers: [Int: Int] = [:]
    var names: [String] = []
    for row in 0..<rows {
      let label = Int(columns[xIndex][row])
      let category = numbers[label] ?? names.count
      if category == names.count {
        numbers[label] = category
        names.append(texts.labels[label])
      }
      columns[xIndex][row] = Double(category)
    }
    if names.count < rows {
      notes.append(
        LoadNote(
          file: file,
          message:
            "\(rows - names.count) row\(rows - names.count == 1 ? " repeats" : "s repeat") a "
            + "name of '\(header.names[xIndex])': the values summed per name"))
    }
    var set: ChartSet
    if seriesIndex != nil {
      let layout = CSVLongLayout(table: self)
      let value = try layout.valueColumn(columns, notes: &notes)
      valueField = value
      var scratch: [LoadNote] = []
      let long = try layout.chartSet(
        name: name, columns: &columns, valueIndex: value, notes: &scratch)
      set = Self.summed(x: long.x, lines: long.lines, count: names.count, name: name)
    } else {
      hideNonMeasures(columns, notes: &notes)
      let x = columns[xIndex]
      let lines = try wideLines(columns)
      set = Self.summed(x: x, lines: lines, count: names.count, name: name)
    }
    set.xKind = .number
    set.xNumbers = .integer
    set.categories = names
    return set
  }

  /// `lines` over `x` (category numbers `0..<count`, in any order, repeating) as one sample
  /// per category: the sum of its values, a gap when it has none.
  static func summed(x: Column<Double>, lines: [Series], count: Int, name: String) -> ChartSet {
    let summed = lines.map { line in
      var sums = [Double](repeating: .nan, count: count)
      for (row, value) in line.values.enumerated() where !value.isNaN {
        let category = Int(x[row])
        sums[category] = sums[category].isNaN ? value : sums[category] + value
      }
      return Series(id: line.id, name: line.name, color: line.color, values: sums)
    }
    return ChartSet(name: name, x: (0..<count).map(Double.init), lines: summed)
  }
}

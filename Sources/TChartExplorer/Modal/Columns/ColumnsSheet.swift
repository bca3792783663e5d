import TChartCSV
import TChartData

/// The columns sheet (`C`, VisiData's): every column of the file, how it was read, what it
/// became and why, with its first cells; and the choice being made on it (its keys:
/// ``ColumnsKeys``). `Enter` asks for the file to be read with ``choice``.
public struct ColumnsSheet: Sendable, Equatable {
  /// The file as the command line named it (for the command line shown).
  public var path: String
  /// What the loader made of each column of the chart set on screen.
  public var columns: [ColumnReport]
  /// The choice being made: what `Enter` reads the file with.
  public var choice: ColumnChoice
  /// The column highlighted.
  public var selected = 0
  /// The first row shown.
  public var scroll = 0
  /// The forms each column's first cells can be read as (``ReadingForm/forms(reading:)``).
  public var forms: [[ReadingForm]]
  /// The form each column is shown as, an index into its ``forms``.
  public var formIndex: [Int]
  /// What the sheet says under its rows (a refused key, a copied line); `nil`: the selected
  /// column's form.
  public var message: String?

  /// The sheet of `reading`'s chart set `chart`, its choice the one wanted.
  public init(reading: FileReading, chart: Int) {
    path = reading.path
    let sets = reading.columns
    columns = sets.isEmpty ? [] : sets[Swift.min(Swift.max(0, chart), sets.count - 1)]
    choice = reading.wanted
    forms = columns.map { ReadingForm.forms(reading: $0.firstValues) }
    formIndex = forms.map { _ in 0 }
    if let x = xIndex, let shown = forms[x].firstIndex(of: choice.form) { formIndex[x] = shown }
    selected = xIndex ?? 0
  }

  /// The x column's index: the choice's, else the loader's.
  public var xIndex: Int? {
    if let name = choice.x { return columns.firstIndex { $0.name == name } }
    return columns.firstIndex { $0.role == .x }
  }

  /// The form column `index` is shown as.
  public func form(of index: Int) -> ReadingForm {
    forms[index].indices.contains(formIndex[index]) ? forms[index][formIndex[index]] : .auto
  }

  /// What column `index` becomes with ``choice``, and whether that differs from what the
  /// loader made of it.
  public func role(of index: Int) -> (role: String, changed: Bool) {
    let column = columns[index]
    let role: String
    if index == xIndex {
      role = "x"
    } else if choice.series.contains(column.name) {
      role = "series key"
    } else if let lines = choice.lines, column.reading == .number || isLine(column) {
      role = lines.contains(column.name) ? (choice.series.isEmpty ? "line" : "value") : "hidden"
    } else if column.role == .x || column.role == .seriesKey {
      role = "hidden"
    } else {
      role = column.role.description
    }
    let loaded = column.role == .x ? "x" : column.role.description
    let same = role == loaded || (role == "line" && isLine(column))
    return (role, !same)
  }

  /// Whether the loader drew `column` as a line.
  func isLine(_ column: ColumnReport) -> Bool {
    if case .line = column.role { true } else { false }
  }

  /// The columns drawn as lines by the loader, in the file's order.
  var loadedLines: [String] { columns.filter(isLine).map(\.name) }
}

extension ColumnsSheet {
  /// Why `C` opens no sheet on `feed`: not a file read from the command line, or a read in
  /// flight; `nil` when it opens.
  static func refusal(_ feed: DataFeed) -> String? {
    guard let reading = feed.reading else {
      let why =
        feed.table != nil
        ? "a table's columns are named with --x and --y"
        : feed.stream != nil
          ? "a stream's columns are named with --x and --y"
          : "only a file named on the command line can be read again"
      return "No columns sheet: \(why)"
    }
    return reading.isRereading ? "Reading the file again: Esc stops it" : nil
  }
}

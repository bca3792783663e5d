/// What the loader made of one source column of a chart set: how its cells were read, what it
/// became in the chart and why, with its first cells as the file writes them. Built from the
/// decisions of the load, never per row (in TChartCSV: the column roles and the kinds the row
/// loop settled). The columns sheet and `tchart render --format columns` list them.
public struct ColumnReport: Sendable, Equatable {
  /// How a column's cells were read.
  public enum Reading: Sendable, Equatable {
    /// As time, in the form named (`%Y %b` as given to `--date-format`, `date text`, `Unix
    /// seconds`, `Unix milliseconds`, `YYYYMMDD`, `decimal years`, `years`, `quarter`, `ISO
    /// week`, `%m/%d/%Y`, `%d/%m/%Y`).
    case time(String)
    /// As numbers.
    case number
    /// As text (not drawn).
    case text
    /// As consecutive whole numbers counting the rows.
    case rowIndex
    /// As labels: a series key's or a `--where` column's text, or x's categories.
    case label
    /// Not at all: no cell holds a value.
    case empty
  }

  /// What a column became.
  public enum Role: Sendable, Equatable {
    /// The x axis.
    case x
    /// The chart set's line at this index.
    case line(Int)
    /// The series key of a long layout (`--series`).
    case seriesKey
    /// The values of a long layout.
    case value
    /// A part of an x combined from several columns (month beside a year).
    case xPart
    /// Not drawn.
    case hidden
  }

  /// The header's name.
  public var name: String
  /// The 0-based position in the file.
  public var index: Int
  /// How its cells were read.
  public var reading: Reading
  /// What it became.
  public var role: Role
  /// Why, in a few words, in the style of the loader's notes (`first time column`, `--x`,
  /// `skipped: text`).
  public var reason: String
  /// The first cells (at most ``firstValueCount``), as the file writes them.
  public var firstValues: [String]

  /// How many first cells a report keeps.
  public static let firstValueCount = 5

  public init(
    name: String, index: Int, reading: Reading, role: Role, reason: String, firstValues: [String]
  ) {
    self.name = name
    self.index = index
    self.reading = reading
    self.role = role
    self.reason = reason
    self.firstValues = firstValues
  }
}

extension ColumnReport.Reading: CustomStringConvertible {
  /// `time (%Y %b)`, `number`, `text`, `row index`, `label`, `empty`.
  public var description: String {
    switch self {
    case .time(let form): "time (\(form))"
    case .number: "number"
    case .text: "text"
    case .rowIndex: "row index"
    case .label: "label"
    case .empty: "empty"
    }
  }
}

extension ColumnReport.Role: CustomStringConvertible {
  /// `x`, `line 1` (1-based, as the line picker counts), `series key`, `value`, `x part`,
  /// `hidden`.
  public var description: String {
    switch self {
    case .x: "x"
    case .line(let index): "line \(index + 1)"
    case .seriesKey: "series key"
    case .value: "value"
    case .xPart: "x part"
    case .hidden: "hidden"
    }
  }
}

extension ColumnReport {
  /// Gives x in `columns` the reason of a table whose shape chose it (a whitespace or
  /// headerless table; `x`: the column it named), not `--x`; `added`: x is the row number the
  /// table added (no column of the file increases).
  package static func chosenByShape(_ columns: inout [ColumnReport], x: String?, added: Bool) {
    guard let x else { return }
    for index in columns.indices where columns[index].role == .x && columns[index].name == x {
      if added {
        columns[index].reading = .rowIndex
        columns[index].reason = "the row number, added: no column increases"
      } else {
        columns[index].reason = "the first column, which increases"
      }
    }
  }
}

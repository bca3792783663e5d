import TChartData

/// What the rows of a stream are: their names and how x reads. Decided by the first data row
/// (and the header before it, if any); the same for the whole stream.
public struct StreamLayout: Sendable, Equatable {
  /// The lines' names, in field order: the header's, else `1`, `2`, ….
  public var names: [String]
  /// How x values are meant (arrival times and dates are ``XKind/time``).
  public var xKind: XKind
  /// How plain-number x values are shown.
  public var xNumbers: XNumberStyle
  /// Whether x is the arrival time of each row (no x field).
  public var xIsArrival: Bool
  /// How the first rows decided the layout, for the status line (`x is the arrival time: …`).
  public var note: String?

  public init(names: [String], xKind: XKind, xNumbers: XNumberStyle = .plain, xIsArrival: Bool) {
    self.names = names
    self.xKind = xKind
    self.xNumbers = xNumbers
    self.xIsArrival = xIsArrival
  }
}

/// Rows parsed from a stream since the last batch, ready for ``ChartSet/append(x:values:)``:
/// x never decreases, within the batch and from one batch to the next, and every column has one
/// value per x (`.nan` for a gap).
public struct StreamBatch: Sendable, Equatable {
  /// The stream's layout; `nil` until the first data row.
  public var layout: StreamLayout?
  /// One x per row.
  public var x: [Double] = []
  /// One column per line, one value per row.
  public var columns: [[Double]] = []
  /// Rows skipped since the last batch (a field that is not a number, a wrong field count, x
  /// going back, a line longer than 1 MiB).
  public var skipped = 0
  /// Why the last of them was skipped: `line 1234: 'abc' is not a number`; before the first
  /// row, also which line was last taken for the header.
  public var problem: String?
  /// The bytes of the line still without its end after these rows (a stream that writes no
  /// line break: the status line says so), when that changed; `nil`: no change.
  public var unfinishedLine: Int?

  public init(
    layout: StreamLayout? = nil, x: [Double] = [], columns: [[Double]] = [], skipped: Int = 0,
    problem: String? = nil
  ) {
    self.layout = layout
    self.x = x
    self.columns = columns
    self.skipped = skipped
    self.problem = problem
  }

  /// The number of rows.
  public var count: Int { x.count }

  /// Whether the batch says nothing new.
  public var isEmpty: Bool {
    x.isEmpty && skipped == 0 && problem == nil && unfinishedLine == nil
  }
}

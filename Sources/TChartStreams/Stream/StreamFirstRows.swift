/// The first rows of a stream split at spaces (as `vmstat` and `/proc/loadavg` write) whose x
/// would be plain numbers from the first field:
/// held until ``count`` have arrived, then x is that field when it counts up over them (whole
/// numbers that increase: a counter, seconds), else the arrival time (and the field a line):
/// `vmstat`'s `r`, `iostat`'s `%user`, a load average are not x. A row that stops the count
/// (a fraction, a step back) decides at once, so a slow stream draws from its first rows.
struct StreamFirstRows {
  /// The rows that decide.
  static let count = 3

  /// One held row: its first field, the other fields, when it arrived.
  struct Row {
    var first: Double
    var values: [Double]
    var arrival: Double
  }

  var rows: [Row] = []

  /// Whether enough rows have arrived to decide.
  var isFull: Bool { rows.count >= Self.count }

  /// Whether the first field holds whole numbers that strictly increase over the held rows.
  var firstCountsUp: Bool {
    rows.allSatisfy { $0.first == $0.first.rounded() }
      && zip(rows, rows.dropFirst()).allSatisfy { $0.first < $1.first }
  }

  /// The note said when x becomes the arrival time.
  static let arrivalNote = "x is the arrival time: the first column does not count up"
}

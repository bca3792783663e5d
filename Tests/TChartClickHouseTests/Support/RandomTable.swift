import TChartClickHouse
import TChartTesting

/// A random wide table for the tests: irregular x (Unix milliseconds or `DateTime` seconds),
/// some lines with gaps (NULL in ClickHouse, empty in the CSV), written both ways.
struct RandomTable {
  /// Stored x: milliseconds or seconds.
  var stored: [Int64]
  /// One column of values per line (`.nan` is a gap).
  var lines: [[Double]]
  /// Whether x is `DateTime` (else `Int64` milliseconds).
  var dateTime: Bool

  init(seed: UInt64, rows: Int, lineCount: Int, dateTime: Bool, gapChance: Double = 0.02) {
    var random = SeededRandom(seed: seed)
    var x: Int64 = dateTime ? 1_600_000_000 : 1_600_000_000_000
    stored = []
    lines = Array(repeating: [], count: lineCount)
    var levels = [Double](repeating: 0, count: lineCount)
    for _ in 0..<rows {
      // Irregular steps, now and then a long pause.
      let step = random.chance(0.01) ? random.int(500...5000) : random.int(1...40)
      x += Int64(step) * (dateTime ? 1 : 37)
      stored.append(x)
      for line in 0..<lineCount {
        levels[line] += random.signedUnit() * 3
        // Eighths: decimal texts every parser reads exactly (ClickHouse 18.16's float parser
        // rounds some longer texts differently from Swift).
        let value = (levels[line] * 8).rounded() / 8
        lines[line].append(random.chance(gapChance) ? .nan : value)
      }
    }
    self.dateTime = dateTime
  }

  var names: [String] { lines.indices.map { "c\($0 + 1)" } }

  /// tchart's x of each row (seconds).
  var x: [Double] { stored.map { dateTime ? Double($0) : Double($0) / 1000 } }

  /// The CSV text (`ts,c1,c2…`; x as stored, gaps empty).
  var csv: String {
    var text = "ts," + names.joined(separator: ",") + "\n"
    for row in stored.indices {
      text += "\(stored[row])"
      for line in lines { text += line[row].isNaN ? "," : ",\(line[row])" }
      text += "\n"
    }
    return text
  }

  /// Creates `table` on `connection` (with `engine`, default a `MergeTree` ordered by x) and
  /// inserts the rows.
  func create(
    _ table: String, on connection: ClickHouseConnection, engine: String? = nil,
    rows range: Range<Int>? = nil
  ) throws {
    let dialect = ClickHouseDialect()
    let name = dialect.quoteIdentifier(table)
    let xType = dateTime ? "DateTime" : "Int64"
    let columns = ["ts \(xType)"] + names.map { "\($0) Nullable(Float64)" }
    if engine != "none" {
      try connection.execute(
        "CREATE TABLE \(name) (\(columns.joined(separator: ", "))) ENGINE = "
          + (engine ?? "MergeTree ORDER BY ts"))
    }
    let range = range ?? stored.indices
    guard !range.isEmpty else { return }
    var values: [String] = []
    values.reserveCapacity(range.count)
    for row in range {
      let cells = lines.map { $0[row].isNaN ? "NULL" : "\($0[row])" }
      values.append("(\(stored[row]), \(cells.joined(separator: ", ")))")
    }
    try connection.execute("INSERT INTO \(name) VALUES " + values.joined(separator: ", "))
  }
}

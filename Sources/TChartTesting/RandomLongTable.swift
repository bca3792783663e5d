import TChartCSV
import TChartData
import TChartLoading

/// A random long table (`ts, sym, price`) of two symbols, for the tests comparing a database's
/// long table with the same rows as a long CSV: increasing integer x (irregular steps), mostly
/// one symbol per x and now and then both, prices in eighths (texts every parser reads exactly).
public struct RandomLongTable: Sendable {
  /// One row: x, the symbol's index in ``symbols``, the price.
  public struct Row: Sendable {
    public var x: Int64
    public var symbol: Int
    public var price: Double
  }

  public static let symbols = ["a", "b"]
  public private(set) var rows: [Row] = []

  /// `count` x values from `start`, each one or both symbols.
  public init(seed: UInt64, count: Int, start: Int64) {
    var random = SeededRandom(seed: seed)
    var x = start
    var levels = [50.0, -20.0]
    for _ in 0..<count {
      x += Int64(random.int(1...400))
      let symbols = random.chance(0.1) ? [0, 1] : [random.int(0...1)]
      for symbol in symbols {
        levels[symbol] += random.signedUnit()
        rows.append(Row(x: x, symbol: symbol, price: (levels[symbol] * 8).rounded() / 8))
      }
    }
  }

  /// The rows as CSV: `ts,sym,price`.
  public var csv: String {
    "ts,sym,price\n" + rows.map { "\($0.x),\(Self.symbols[$0.symbol]),\($0.price)\n" }.joined()
  }

  /// The rows read as a long CSV file (`--series sym --y price`), x read as `xType`.
  public func file(xType: XType) throws -> ChartSet {
    var options = LoadOptions(xColumn: "ts")
    options.seriesColumn = "sym"
    options.yColumn = "price"
    options.xType = xType
    return try ChartLoader.parse(bytes: Array(csv.utf8), file: "data.csv", options: options)
      .chartSets[0]
  }
}

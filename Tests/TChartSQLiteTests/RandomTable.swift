import TChartTesting

/// A random wide table: irregular increasing x with holes (long jumps), values with two
/// decimals (as prices or percentages: the legend's precision, probed from the rows drawn, is
/// then the same from a file and from a table), gaps (NULL, an empty CSV cell) at
/// `gapChance`, written as rows and as the same CSV.
struct RandomTable {
  var rows: [[Double?]] = []
  let lineCount: Int

  init(seed: UInt64, count: Int, lineCount: Int, gapChance: Double = 0) {
    var random = SeededRandom(seed: seed)
    self.lineCount = lineCount
    var x = random.unit() * 1000
    var levels = (0..<lineCount).map { _ in random.signedUnit() * 50 }
    for _ in 0..<count {
      x += random.chance(0.01) ? random.unit() * 500 : random.unit() * 2 + 0.001
      var row: [Double?] = [x]
      for line in 0..<lineCount {
        levels[line] += random.signedUnit() * (random.chance(0.02) ? 20 : 1)
        let value = (levels[line] * 100).rounded() / 100
        row.append(gapChance > 0 && random.chance(gapChance) ? nil : value)
      }
      rows.append(row)
    }
  }

  /// The same rows as CSV, `ts` then `v0`, `v1`, …
  var csv: String {
    var text = "ts," + (0..<lineCount).map { "v\($0)" }.joined(separator: ",") + "\n"
    for row in rows {
      text += row.map { $0.map { "\($0)" } ?? "" }.joined(separator: ",") + "\n"
    }
    return text
  }
}

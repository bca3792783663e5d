import TChartData

/// Puts the rows of a CSV table in x order when they were not: a stable sort, so rows with the
/// same x keep their file order (a vertical step in the line).
enum CSVRowOrder {
  /// The row order that sorts `x` stably.
  static func stableOrder(_ x: Column<Double>) -> [Int] {
    var order = Array(x.indices)
    x.withUnsafeBufferPointer { x in
      order.sort { x[$0] < x[$1] || (x[$0] == x[$1] && $0 < $1) }
    }
    return order
  }

  /// The share of rows whose x is smaller than the one before at which the rows are a sample
  /// of two columns (drawn as points) rather than a series written out of order.
  static let scatteredShare = 0.05

  /// The share of x values smaller than the one before them (0 when in order, about ½ when
  /// shuffled).
  static func descentShare(_ x: Column<Double>) -> Double {
    guard x.count > 1 else { return 0 }
    return x.withUnsafeBufferPointer { x in
      var descents = 0
      for index in x.indices.dropFirst() where x[index] < x[index - 1] { descents += 1 }
      return Double(descents) / Double(x.count - 1)
    }
  }

  /// Whether some x is smaller than the one before it.
  static func decreases(_ x: Column<Double>) -> Bool {
    x.withUnsafeBufferPointer { x in
      for index in x.indices.dropFirst() where x[index] < x[index - 1] { return true }
      return false
    }
  }

  /// Whether x decreases inside one of the row ranges `starts[i]..<starts[i + 1]`.
  static func decreasesWithinGroups(_ x: Column<Double>, starts: [Int]) -> Bool {
    x.withUnsafeBufferPointer { x in
      for group in starts.indices.dropLast() where starts[group + 1] - starts[group] > 1 {
        for index in (starts[group] + 1)..<starts[group + 1] where x[index] < x[index - 1] {
          return true
        }
      }
      return false
    }
  }

  /// Sorts every column of `columns` by column `xIndex` when x decreases somewhere, with the
  /// note `rows sorted by NAME`.
  static func sortIfNeeded(
    _ columns: inout [Column<Double>], by xIndex: Int, notes: inout [LoadNote], table: CSVTable
  ) {
    guard decreases(columns[xIndex]) else { return }
    let order = stableOrder(columns[xIndex])
    for field in columns.indices where field == xIndex || table.kinds[field] == .numeric {
      let column = columns[field]
      columns[field] = Column(order.map { column[$0] })
    }
    notes.append(
      LoadNote(file: table.file, message: "rows sorted by \(table.header.names[xIndex])"))
  }
}

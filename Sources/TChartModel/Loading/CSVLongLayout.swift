/// Pivots a long CSV table (`--series COLUMN`: one row per series and x) into one line per
/// distinct value of the series column, in order of first appearance.
///
/// x is the union of every series' x values, sorted; a series without a row at some x has a gap
/// there. The value column is `--y`, else the only numeric column besides x (several →
/// an error listing them, exit 64). When one series has several rows at the same x, they are
/// kept in file order on consecutive samples of the same x (a vertical step); the other series
/// have gaps on the extra samples.
struct CSVLongLayout {
  let table: CSVTable

  /// The chart set; `columns` are taken from as needed.
  func chartSet(name: String, columns: inout [[Double]]) throws(LoadError) -> ChartSet {
    let header = table.header
    let xIndex = header.xIndex
    let valueIndex = try valueColumn()
    guard let seriesIndex = table.seriesIndex else { return ChartSet(name: name, x: [], lines: []) }
    let labels = table.texts.labels
    let x = columns[xIndex]
    let series = columns[seriesIndex]
    let values = columns[valueIndex]
    let order =
      CSVRowOrder.decreases(x) ? CSVRowOrder.stableOrder(x) : Array(x.indices)
    var outX: [Double] = []
    outX.reserveCapacity(x.count / max(labels.count, 1) + 16)
    var lines = [[Double]](repeating: [], count: labels.count)
    var counts = [Int](repeating: 0, count: labels.count)
    var touched: [Int] = []
    var start = 0
    while start < order.count {
      let value = x[order[start]]
      var stop = start
      var height = 0
      while stop < order.count && x[order[stop]] == value {
        let label = Int(series[order[stop]])
        if counts[label] == 0 { touched.append(label) }
        counts[label] += 1
        height = max(height, counts[label])
        stop += 1
      }
      let base = outX.count
      for _ in 0..<height { outX.append(value) }
      for line in lines.indices {
        lines[line].append(contentsOf: repeatElement(.nan, count: height))
      }
      for label in touched { counts[label] = 0 }
      touched.removeAll(keepingCapacity: true)
      for index in start..<stop {
        let row = order[index]
        let label = Int(series[row])
        lines[label][base + counts[label]] = values[row]
        counts[label] += 1
      }
      for index in start..<stop { counts[Int(series[order[index]])] = 0 }
      start = stop
    }
    let palette = RGBColor.defaultPalette
    let built = labels.indices.map { index in
      Series(
        id: labels[index], name: labels[index], color: palette[index % palette.count],
        values: lines[index])
    }
    return ChartSet(name: name, x: outX, lines: built)
  }

  /// The value column: `--y`, else the only numeric column besides x and the series.
  private func valueColumn() throws(LoadError) -> Int {
    let header = table.header
    if let name = table.options.yColumn, let index = header.names.firstIndex(of: name) {
      guard table.kinds[index] == .numeric else {
        throw LoadError(
          file: table.file, location: "", message: "column '\(name)' holds no numbers")
      }
      return index
    }
    let numeric = header.names.indices.filter { table.kinds[$0] == .numeric }
    guard numeric.count == 1 else {
      if numeric.isEmpty {
        throw LoadError(file: table.file, location: "", message: "no numeric value column")
      }
      let list = numeric.map { header.names[$0] }.joined(separator: ", ")
      throw LoadError(
        .usage, file: table.file, location: "",
        message: "several value columns (\(list)); choose one with --y")
    }
    return numeric[0]
  }
}

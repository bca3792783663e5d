import TChartData

/// Pivots a long CSV table (`--series COLUMN`: one row per series and x) into one line per
/// distinct value of the series column, in order of first appearance.
///
/// x is the union of every series' x values, sorted (a merge of the series, each sorted on its
/// own: O(rows × series)); a series without a row at some x has a gap
/// there. The value column is `--y`, else the only numeric column besides x (several →
/// an error listing them, exit 64). When one series has several rows at the same x, they are
/// kept in file order on consecutive samples of the same x (a vertical step); the other series
/// have gaps on the extra samples.
struct CSVLongLayout {
  let table: CSVTable

  /// The chart set; `columns` are taken from as needed. When x repeats within a series, a note
  /// says so (``CSVRepeatNote``).
  func chartSet(
    name: String, columns: inout [Column<Double>], valueIndex: Int, notes: inout [LoadNote]
  ) throws(LoadError) -> ChartSet {
    let header = table.header
    let xIndex = header.xIndex
    guard let seriesIndex = table.seriesIndex else { return ChartSet(name: name, x: [], lines: []) }
    let labels = table.seriesLabels ?? table.texts.labels
    let x = columns[xIndex]
    let series = columns[seriesIndex]
    let values = columns[valueIndex]
    let (rows, starts) = Self.rowsBySeries(x: x, series: series, count: labels.count)
    var outX: [Double] = []
    var lines = [[Double]](repeating: [], count: labels.count)
    var heads = Array(starts.dropLast())
    var stops = heads
    var repeats = CSVRepeatNote.Count()
    x.withUnsafeBufferPointer { x in
      values.withUnsafeBufferPointer { values in
        rows.withUnsafeBufferPointer { table in
          let identity = table.isEmpty
          @inline(__always) func row(_ index: Int) -> Int { identity ? index : table[index] }
          let longest = labels.indices.map { starts[$0 + 1] - starts[$0] }.max() ?? 0
          outX.reserveCapacity(longest)
          for line in lines.indices { lines[line].reserveCapacity(longest) }
          while true {
            var next = Double.infinity
            for label in heads.indices where heads[label] < starts[label + 1] {
              next = min(next, x[row(heads[label])])
            }
            guard next < .infinity else { break }
            var height = 0
            for label in heads.indices {
              let end = starts[label + 1]
              var stop = heads[label]
              while stop < end && x[row(stop)] == next { stop += 1 }
              stops[label] = stop
              height = max(height, stop - heads[label])
              if stop - heads[label] > 1 { repeats.add(label: label, rows: stop - heads[label]) }
            }
            for _ in 0..<height { outX.append(next) }
            for label in heads.indices {
              for index in heads[label]..<stops[label] { lines[label].append(values[row(index)]) }
              let taken = stops[label] - heads[label]
              for _ in taken..<height { lines[label].append(.nan) }
            }
            swap(&heads, &stops)
          }
        }
      }
    }
    let palette = RGBColor.defaultPalette
    let built = labels.indices.map { index in
      Series(
        id: labels[index], name: labels[index], color: palette[index % palette.count],
        values: lines[index])
    }
    if let note = CSVRepeatNote(table: table, labels: labels).note(for: repeats) {
      notes.append(note)
    }
    return ChartSet(name: name, x: outX, lines: built)
  }

  /// Every row grouped by series (`rows[starts[s]..<starts[s + 1]]` are series `s`'s), each
  /// group in x order and file order among equal x: a counting sort, and a stable sort only for
  /// a series whose rows are out of order. `rows` is empty when the file is already so (each
  /// series' rows together and in x order, as exports come): the rows are their own order.
  static func rowsBySeries(x: Column<Double>, series: Column<Double>, count: Int) -> ([Int], [Int])
  {
    var starts = [Int](repeating: 0, count: count + 1)
    for label in series { starts[Int(label) + 1] += 1 }
    for index in 0..<count { starts[index + 1] += starts[index] }
    let grouped = series.indices.dropFirst().allSatisfy { series[$0] >= series[$0 - 1] }
    if grouped && !CSVRowOrder.decreasesWithinGroups(x, starts: starts) { return ([], starts) }
    var rows = [Int](repeating: 0, count: series.count)
    var next = starts
    for (row, label) in series.enumerated() {
      rows[next[Int(label)]] = row
      next[Int(label)] += 1
    }
    for label in 0..<count {
      let group = starts[label]..<starts[label + 1]
      let ordered = group.dropFirst().allSatisfy { x[rows[$0]] >= x[rows[$0 - 1]] }
      if !ordered {
        rows[group].sort { x[$0] < x[$1] || (x[$0] == x[$1] && $0 < $1) }
      }
    }
    return (rows, starts)
  }

  /// The value column: `--y`, else the only numeric column besides x and the series, else the
  /// first measure (``NonMeasure``) among several, with a note naming the others.
  func valueColumn(_ columns: [Column<Double>], notes: inout [LoadNote]) throws(LoadError)
    -> Int
  {
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
      let measures = numeric.filter { field in
        NonMeasure.reason(name: header.names[field], values: columns[field]) == nil
      }
      let first = measures.first ?? numeric[0]
      let others = numeric.filter { $0 != first }.map { header.names[$0] }
      notes.append(
        LoadNote(
          file: table.file,
          message:
            "the values are '\(header.names[first])' (also \(others.joined(separator: ", ")): "
            + "--y names another, C shows them)"))
      return first
    }
    return numeric[0]
  }
}

import TChartData

/// Applies ``CSVColumnRoles`` after the row loop: decimal years and split time become x in
/// seconds (split time read in `--input-tz`), and the columns not drawn leave the lines.
extension CSVTable {
  /// Converts x in `columns` to its form (then read as dates), checks `--strict` order on the
  /// result, and takes the hidden columns out of the lines; the roles are then plain.
  mutating func applyRoles(to columns: inout [Column<Double>]) throws(LoadError) {
    let xIndex = header.xIndex
    switch roles.form {
    case .asRead, .years: break
    case .decimalYears(let perYear):
      if kinds[xIndex] == .xNumber {
        columns[xIndex] = Column(columns[xIndex].map { DecimalYears.seconds($0, perYear: perYear) })
        kinds[xIndex] = .xDate
      }
    case .split(let split):
      let numbered = split.monthsNumbered(columns, labels: texts.labels)
      columns[xIndex] = Column(try split.combine(numbered, names: header.names, file: file))
      // A date and time in columns of numbers is a wall-clock time: `--input-tz` reads it.
      if let zone = options.inputZone {
        columns[xIndex] = Column(columns[xIndex].map { zone.unixSeconds(wall: $0) })
      }
      kinds[xIndex] = .xDate
      outOfOrder = true
      if options.strict && seriesIndex == nil {
        try checkStrictOrder(columns[xIndex])
      }
    }
    for field in roles.hidden where field != xIndex { kinds[field] = .unknown }
    roles.form = .asRead
    roles.hidden = []
  }

  /// The `--strict` error for the first x not greater than the one before.
  private func checkStrictOrder(_ x: Column<Double>) throws(LoadError) {
    for row in x.indices.dropFirst() where !(x[row] > x[row - 1]) {
      throw LoadError(
        file: file, location: "",
        message: "x is not increasing: data row \(row + 1) (\(ISODate.text(seconds: x[row]))) "
          + "follows \(ISODate.text(seconds: x[row - 1]))")
    }
  }
}

import TChartCSV
import TChartData

/// Saved command output read as tables: snapshots of labelled rows (`free`, `free -s 1`:
/// ``CommandSnapshots``) and `top -b` (``TopSnapshots``).
extension ChartLoader {
  /// The load of `buffer` when it is saved command output of those shapes; `nil` otherwise.
  static func commandOutput(
    _ buffer: UnsafeBufferPointer<UInt8>, file: String, options: LoadOptions,
    progress: LoadProgressMeter?
  ) throws(LoadError) -> LoadResult? {
    var notes: [LoadNote] = []
    let read: (csv: [UInt8], x: String)
    if let csv = CommandSnapshots.csv(buffer, file: file, notes: &notes) {
      read = (csv, "snapshot")
    } else if let csv = TopSnapshots.csv(buffer, file: file, notes: &notes) {
      read = (csv, "time")
    } else {
      return nil
    }
    // A stream of it is read whole, checked as it arrives: the same checks come first.
    try TextCheck.asReadWhole(buffer, file: file)
    var options = options
    let chosen = options.xColumn == nil
    options.xColumn = options.xColumn ?? read.x
    var csv = read.csv
    var columns: [ColumnReport] = []
    var set = try csv.withUnsafeMutableBufferPointer { table throws(LoadError) in
      try CSVLoader.load(
        UnsafeBufferPointer(table), file: file, name: ChartNaming.baseName(file),
        options: options, notes: &notes, columns: &columns, progress: progress)
    }
    if chosen { ColumnReport.chosenByShape(&columns, x: read.x, added: true) }
    if CommandSnapshots.holdsBytes(buffer, set: set) { set.flags.insert(.bytes) }
    return LoadResult(chartSets: [set], notes: notes, columns: [columns])
  }
}

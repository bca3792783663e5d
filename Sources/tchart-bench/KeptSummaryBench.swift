import Glibc
import TChartSources

/// A large table opened through a block summary kept between opens (a ``FolderSummaryStore``
/// in a fresh temporary folder): the open to the first answered frame with the summary read
/// from the table (cold), then again in a new backend with the summary read back (reopened),
/// and their ratio; with `reading` (seconds to the first answered frame of an open that keeps
/// nothing), the cold open's ratio to it.
enum KeptSummaryBench {
  /// `open(store)` makes a new summarised backend on the table; `label` names the table.
  static func run(
    label: String, reading: Double? = nil, open: (any SummaryStore) -> SummarizedSeriesBackend?
  ) {
    var template = Array("/tmp/tchart-bench-summaries-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      return print("tchart-bench: no temporary folder")
    }
    let folder = String(cString: made)
    let store = FolderSummaryStore(folder: folder)
    var seconds: [Double] = []
    for (name, pass) in [("cold", "summary read"), ("reopened", "summary kept")] {
      let start = BenchClock.now()
      guard let backend = open(store),
        let opened = TableExplorerBench.run(
          backend: backend, label: "\(label) \(name) (\(pass))", since: start, keys: false)
      else { return }
      backend.finishSaving()
      seconds.append(opened)
      print(
        "  \(name): open to first answered frame \(TableExplorerBench.ms(opened)) ms (\(String(describing: backend.summaryOrigin.map { "\($0)" } ?? "no summary")))"
      )
    }
    if let reading, reading > 0, let cold = seconds.first {
      print(
        "  cold / read without keeping: \(TableExplorerBench.fmt(cold / reading))× "
          + "(\(TableExplorerBench.ms(reading)) ms without keeping)")
    }
    if seconds.count == 2, seconds[1] > 0 {
      print(
        "  reopened / cold: \(TableExplorerBench.fmt(seconds[1] / seconds[0] * 100)) %"
          + " (\(TableExplorerBench.fmt(seconds[0] / seconds[1]))× faster)")
    }
    if let directory = opendir(folder) {
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
        }
        if name != "." && name != ".." { unlink(folder + "/" + name) }
      }
      closedir(directory)
    }
    rmdir(folder)
  }
}

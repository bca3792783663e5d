import FuzzSupport
import TChartCells
import TChartExplorer
import TChartExplorerRuntime
import TChartTesting

/// The session-file reader: any bytes are a record or a note, never a trap; a record applied
/// to an explorer (as `ExploreCommand` does) keeps every invariant and draws.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = fuzzBytes(data, count)
  let file = FileIdentity(path: "/data/fuzz.csv", size: 100, modified: 1)
  guard case .found(let record) = SessionStore.decode(bytes, from: "session.json", for: file)
  else { return 0 }
  for charts in [PropertyCharts.all, [PropertyCharts.single], [PropertyCharts.noLines]] {
    var state = ExplorerState(chartSets: charts, screenSize: Size(width: 80, height: 24))
    state.restoreSession(record, file: file)
    let problems = invariantViolations(state)
    fuzzCheck(problems.isEmpty, "restored \(record): \(problems)")
    _ = ExplorerScreen.render(state: state, size: state.terminal.size)
    // What is saved again reads back as the same view.
    let saved = state.sessionRecord(for: file)
    var again = ExplorerState(chartSets: charts, screenSize: Size(width: 80, height: 24))
    again.restoreSession(saved, file: file)
    fuzzCheck(invariantViolations(again).isEmpty, "restored twice: \(invariantViolations(again))")
  }
  return 0
}

import FuzzSupport
import TChartCells
import TChartExplorer
import TChartLoading

/// The contest JSON loader: any bytes load or fail with a located error, never trap; what
/// loads opens in the explorer and draws a frame at 80×24.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = fuzzBytes(data, count)
  do {
    let sets = try ChartLoader.parse(bytes: bytes, file: "fuzz.json")
    if !sets.isEmpty {
      let state = ExplorerState(chartSets: sets, screenSize: Size(width: 80, height: 24))
      let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
      fuzzCheck(frame.text.count > 0, "an empty frame")
    }
  } catch {
    fuzzCheck(!error.description.isEmpty, "an error without a message")
  }
  return 0
}

import Glibc
import TChartModel
import TChartRender
import TChartSample
import Testing

@testable import TChartExplorer

/// Prints frames to /tmp/tchart-frames.txt for looking at them; run with TCHART_PRINT_FRAMES=1.
@Suite(
  "Scratch: print frames", .enabled(if: getenv("TCHART_PRINT_FRAMES") != nil))
struct ScratchPrint {
  @Test func printFrames() throws {
    var sets = try ChartLoader.parse(bytes: BundledSample.json, file: BundledSample.displayName)
    if let extra = try? ChartLoader.load(
      path: "/work/shared/data/telegram-2019-stage2/2/overview.json")
    {
      sets += extra
    }
    var state = ExplorerState(chartSets: sets, screenSize: Size(width: 100, height: 30))
    var out = ""
    func add(_ title: String) {
      out +=
        "=== \(title)\n" + ExplorerScreen.render(state: state, size: state.screenSize).text + "\n"
    }
    for index in sets.indices {
      add("set \(index + 1)")
      reduce(into: &state, action: .keyPressed(.character("+")))
      reduce(into: &state, action: .keyPressed(.character("+")))
      reduce(into: &state, action: .keyPressed(.character("+")))
      reduce(into: &state, action: .tick(100 + Double(index)))
      reduce(into: &state, action: .keyPressed(.pageUp))
      add("set \(index + 1) zoomed")
      reduce(into: &state, action: .keyPressed(.tab))
    }
    state.showsHelp = true
    for size in [
      Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40),
    ] {
      reduce(into: &state, action: .resized(size))
      add("help \(size.width)x\(size.height)")
    }
    let file = fopen("/tmp/tchart-frames.txt", "w")
    fputs(out, file)
    fclose(file)
  }
}

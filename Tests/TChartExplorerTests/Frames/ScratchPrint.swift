import Glibc
import TChartModel
import TChartRender
import Testing

@testable import TChartExplorer

/// Prints frames to /tmp/tchart-frames for looking at them (not an assertion).
@Suite("Scratch: print frames")
struct ScratchPrint {
  @Test func printFrames() throws {
    var state = Fixtures.dailyState(size: Size(width: 80, height: 24))
    var out = ""
    func add(_ title: String, _ size: Size) {
      reduce(into: &state, action: .resized(size))
      out +=
        "=== \(title) \(size.width)x\(size.height)\n"
        + ExplorerScreen.render(state: state, size: size).text + "\n"
    }
    add("initial", Size(width: 80, height: 24))
    reduce(into: &state, action: .keyPressed(.home))
    add("home", Size(width: 80, height: 24))
    reduce(into: &state, action: .keyPressed(.character("?")))
    add("help", Size(width: 80, height: 24))
    add("help", Size(width: 120, height: 40))
    reduce(into: &state, action: .keyPressed(.character("?")))
    add("big", Size(width: 120, height: 40))
    add("small", Size(width: 30, height: 12))
    add("tiny", Size(width: 20, height: 6))
    try out.write(toFile: "/tmp/tchart-frames.txt")
  }
}

extension String {
  func write(toFile path: String) throws {
    let file = fopen(path, "w")
    defer { fclose(file) }
    fputs(self, file)
  }
}

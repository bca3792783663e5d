import Glibc
import TChartCells
import TChartData
import TChartExplorer

/// The peerbench contract: `--csv F --width W --height H --frames K`: load once, render K frames
/// of the same chart into a buffer, print `median_ms=X` last.
enum PeerContract {
  static func run(_ arguments: [String]) -> Int32 {
    func value(_ name: String) -> String? { arguments.value(after: name) }
    guard let path = value("--csv") else {
      printError("--csv needs a file")
      return 64
    }
    let width = Int(value("--width") ?? "") ?? 160
    let height = Int(value("--height") ?? "") ?? 48
    let frames = max(1, Int(value("--frames") ?? "") ?? 20)
    var loaded: Result<ChartSet, BenchFailure> = .failure(BenchFailure(text: "not run"))
    let loadMilliseconds = BenchClock.milliseconds { loaded = BenchLoader.load(path: path) }
    guard case .success(let chart) = loaded else {
      if case .failure(let failure) = loaded { printError("\(path): \(failure.text)") }
      return 65
    }
    let size = Size(width: width, height: height)
    var driver = FrameDriver(chart: chart, size: size)
    driver.showWholeSpan()
    var times: [Double] = []
    var buffer = ScreenBuffer(size: size)
    for _ in 0..<frames {
      // Every frame is drawn in full, as the peers draw theirs: nothing remembered from the last.
      driver.state.caches.removeAll()
      times.append(BenchClock.milliseconds { driver.render(into: &buffer) })
    }
    print("load_ms=\(format(loadMilliseconds))")
    print("frames=\(frames)")
    print("min_ms=\(format(times.min() ?? 0))")
    print("out_size=\(width)x\(height)")
    print("median_ms=\(format(BenchClock.median(times)))")
    return 0
  }

  /// Writes `tchart-bench: MESSAGE` to standard error.
  static func printError(_ message: String) {
    let line = Array("tchart-bench: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }

  /// Milliseconds with three decimals.
  static func format(_ value: Double) -> String { BenchTable.fixed(value, 3) }
}

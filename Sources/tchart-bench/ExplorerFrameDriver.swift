import TChartExplorer
import TChartModel
import TChartRender

/// The real interactive step: a key through the explorer's reducer, then the frame.
struct ExplorerFrameDriver: FrameDriver {
  var state: ExplorerState
  let size: Size

  init(chart: ChartSet, size: Size) {
    self.size = size
    state = ExplorerState(chartSets: [chart], screenSize: size)
    state.animates = false
    reduce(into: &state, action: .resized(size))
    // Start on the middle half of the span (three zooms of 0.8 around the last sample, then
    // five pans of a tenth to the left) so that pans and zooms have room both ways.
    for _ in 0..<3 { reduce(into: &state, action: .keyPressed(.character("+"))) }
    for _ in 0..<5 { reduce(into: &state, action: .keyPressed(.character("<"))) }
  }

  mutating func apply(_ kind: StepKind, number: Int) {
    let forward = Self.forward(number, kind)
    let key: Key
    switch kind {
    case .pan: key = .character(forward ? ">" : "<")
    case .zoom: key = .character(forward ? "+" : "-")
    case .indicator: key = forward ? .right : .left
    }
    reduce(into: &state, action: .keyPressed(key))
  }

  mutating func showWholeSpan() {
    reduce(into: &state, action: .keyPressed(.character("0")))
  }

  func render(into buffer: inout ScreenBuffer) {
    buffer = BenchScreen.render(state: state, size: size)
  }
}

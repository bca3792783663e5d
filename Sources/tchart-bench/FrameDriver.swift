import TChartCells
import TChartData
import TChartExplorer
import TChartProgram

/// The interactive steps a frame is timed for.
enum StepKind: String, CaseIterable {
  case pan
  case zoom
  case indicator
}

/// One interactive step of the explorer, without a terminal: a key goes through the explorer's
/// reducer, then the whole screen is rendered into a cell buffer.
struct FrameDriver {
  /// The frame path the benchmarks time, as the table names it.
  static let path = "explorer reducer + ExplorerScreen.render"

  var state: ExplorerState
  let size: Size

  init(
    chart: ChartSet, size: Size, glyphs: GlyphSet = .braille, layout: LayoutMode = .one,
    hints: Bool = false
  ) {
    self.size = size
    state = ExplorerState(chartSets: [chart], screenSize: size)
    state.layouts.layoutMode = layout
    state.look.glyphs = glyphs
    state.look.keyBar = KeyBar(isOn: hints)
    state.look.animates = false
    reduce(into: &state, action: .input(.resize(size)))
    // Start on the middle half of the span (three zooms of 0.8 around the last sample, then
    // five pans of a tenth to the left) so that pans and zooms have room both ways.
    for _ in 0..<3 { reduce(into: &state, action: .input(.key(.character("+")))) }
    for _ in 0..<5 { reduce(into: &state, action: .input(.key(.character("<")))) }
  }

  /// Applies the `number`th action of `kind` (pans go right then back, zooms in then out, the
  /// indicator right then back).
  mutating func apply(_ kind: StepKind, number: Int) {
    let forward = Self.forward(number, kind)
    let key: Key
    switch kind {
    case .pan: key = .character(forward ? ">" : "<")
    case .zoom: key = .character(forward ? "+" : "-")
    case .indicator: key = forward ? .right : .left
    }
    reduce(into: &state, action: .input(.key(key)))
  }

  /// Shows the whole x span (the chart the peers draw).
  mutating func showWholeSpan() {
    reduce(into: &state, action: .input(.key(.character("0"))))
  }

  /// Renders the whole screen into `buffer`.
  func render(into buffer: inout ScreenBuffer) {
    buffer = ExplorerScreen.render(state: state, size: size)
  }

  /// Direction of the `number`th step of `kind`: a few steps one way, then as many back, so
  /// that every step moves something (pans: 5, half a window; zooms: 10; indicator: 20).
  static func forward(_ number: Int, _ kind: StepKind) -> Bool {
    let period =
      switch kind {
      case .pan: 5
      case .zoom: 10
      case .indicator: 20
      }
    return (number / period) % 2 == 0
  }
}

import TChartModel
import TChartRender

/// The interactive steps a frame is timed for.
enum StepKind: String, CaseIterable {
  case pan
  case zoom
  case indicator
}

/// One interactive step of the explorer, without a terminal: an action changes the state, then
/// the whole screen is rendered into a cell buffer.
protocol FrameDriver {
  init(chart: ChartSet, size: Size)
  /// Applies the `number`th action of `kind` (pans go right then back, zooms in then out).
  mutating func apply(_ kind: StepKind, number: Int)
  /// Shows the whole x span (the chart the peers draw).
  mutating func showWholeSpan()
  /// Renders the whole screen into `buffer`.
  func render(into buffer: inout ScreenBuffer)
}

extension FrameDriver {
  /// Direction of the `number`th step: 20 one way, then 20 back, so the window stays inside.
  static func forward(_ number: Int) -> Bool { (number / 20) % 2 == 0 }
}

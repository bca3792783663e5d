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
  /// Applies the `number`th action of `kind` (pans go right then back, zooms in then out, the
  /// indicator right then back).
  mutating func apply(_ kind: StepKind, number: Int)
  /// Shows the whole x span (the chart the peers draw).
  mutating func showWholeSpan()
  /// Renders the whole screen into `buffer`.
  func render(into buffer: inout ScreenBuffer)
}

extension FrameDriver {
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

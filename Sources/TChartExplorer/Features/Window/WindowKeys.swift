import TChartProgram
import TChartSlider

/// The window's key rows (``WindowFeature``): the indicator's keys in the graph focus, zoom,
/// pan, the whole span and following in both.
extension KeyBindings {
  /// The graph focus' rows: the indicator.
  static let windowGraphRows: [ExplorerKeyBinding] = [
    KeyBinding(
      "←/h  →/l", "indicator one sample", focus: .graph,
      keys([.left], .window(.moveIndicator(samples: -1)))
        + chars("h", .window(.moveIndicator(samples: -1)))
        + keys([.right], .window(.moveIndicator(samples: 1)))
        + chars("l", .window(.moveIndicator(samples: 1)))),
    KeyBinding(
      "⇧←→ PgUp/PgDn", "indicator a tenth", focus: .graph,
      keys([.shiftLeft, .pageUp], .window(.moveIndicatorTenths(-1)))
        + keys([.shiftRight, .pageDown], .window(.moveIndicatorTenths(1)))),
    KeyBinding(
      "Home/End", "indicator to the ends", focus: .graph,
      keys([.home], .window(.indicatorToEdge(last: false)))
        + keys([.end], .window(.indicatorToEdge(last: true)))),
  ]

  /// The rows for both foci: zoom, pan, the whole span, following.
  static let windowRows: [ExplorerKeyBinding] = [
    // Zoom and pan share a row (the help fits 80×24 in two columns).
    KeyBinding(
      "+ -  H/< L/>", "zoom · pan a tenth",
      chars("+=", .window(.scaleWindow(narrower: true)))
        + chars("-_", .window(.scaleWindow(narrower: false)))
        + chars("H<", .window(.pan(tenths: -1))) + chars("L>", .window(.pan(tenths: 1)))),
    // On a stream `End` resumes following too (see `ExplorerState.apply`).
    KeyBinding(
      "0  f", "whole span · f follow",
      chars("0", .window(.resetWindow)) + chars("f", .window(.followNewest))),
  ]
}

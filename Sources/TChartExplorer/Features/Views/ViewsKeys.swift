import TChartProgram
import TChartSlider

/// The views' key rows (``ViewsFeature``): `d`, `x` and `p` everywhere; `←`/`→` choose the
/// histogram's bin while it is shown.
enum ViewsKeys {
  /// `d  x  p`: histogram, XY, points.
  static let row = ExplorerKeyBinding(
    "d  x  p", "histogram, XY, points",
    KeyBindings.chars("d", .views(.toggleHistogram)) + KeyBindings.chars("x", .views(.toggleXY))
      + KeyBindings.chars("p", .views(.togglePoints)))

  /// The histogram's own rows, ahead of the others while it is shown.
  static let histogramRows: [ExplorerKeyBinding] = [
    KeyBinding(
      "← →  h l", "histogram: the bin", focus: .graph,
      KeyBindings.keys([.left], .views(.moveBin(by: -1)))
        + KeyBindings.keys([.right], .views(.moveBin(by: 1)))
        + KeyBindings.chars("h", .views(.moveBin(by: -1)))
        + KeyBindings.chars("l", .views(.moveBin(by: 1))))
  ]
}

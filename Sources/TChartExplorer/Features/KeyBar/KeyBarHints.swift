import TChartSlider

/// What the key bar names: the keys that work now, as `KEY what` hints, the most useful first.
extension ExplorerState {
  /// The hints of the open modal, the read in flight, the slider or the graph in this layout.
  var keyBarHints: [String] {
    if let modal { return modal.keyHints }
    if feed.reading?.isRereading == true { return ["Esc stop reading", "q quit"] }
    if pointer.focus == .slider {
      return KeyBindings.all.filter { $0.focus == .slider }.compactMap(\.hint) + ["q quit"]
    }
    let layout: [String] =
      switch layouts.layoutMode {
      case .one: []
      case .split: ["↑↓ scroll"]
      case .list: ["↑↓ select", "Enter open"]
      case .cards: ["←↑→↓ select", "Enter open"]
      }
    return ["? help"] + layout + [
      "←→ move", "+- zoom", "H L pan", "1-9 lines", "/ find", "C columns", "r rows", "v layout",
      "u undo", "m log", "q quit",
    ]
  }
}

extension ExplorerState {
  /// The status line's hint at its right end: `? help`; with hints on, until the indicator is
  /// first shown, how to see the values at a point.
  var statusHint: String {
    look.keyBar.isOn && !panels.showsIndicator && modal == nil
      ? "←→ or click: values · ? help" : "? help"
  }
}

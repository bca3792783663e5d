import TChartCells
import TChartSlider

/// One hint of the key bar: its key (`+-`) and what it does (`zoom`), and its width; built
/// once per table, so a frame only writes them.
struct KeyBarHint: Sendable, Equatable {
  var key: String
  var words: String
  /// The display width of `key words`.
  var width: Int

  /// The hint written `KEY words` (the key ends at the first space).
  init(_ text: String) {
    let parts = text.split(separator: " ", maxSplits: 1)
    key = parts.first.map(String.init) ?? ""
    words = parts.count > 1 ? String(parts[1]) : ""
    width = DisplayWidth.of(text)
  }

  /// The graph's hints, the layout's own after `? help`.
  static func graph(_ layout: LayoutMode) -> [KeyBarHint] {
    switch layout {
    case .one: one
    case .split: split
    case .list: list
    case .cards: cards
    }
  }

  private static let common = [
    "←→ move", "+- zoom", "H L pan", "1-9 lines", "/ find", "C columns", "r rows", "v layout",
    "u undo", "m log", "q quit",
  ]
  private static let one = (["? help"] + common).map(KeyBarHint.init)
  private static let split = (["? help", "↑↓ scroll"] + common).map(KeyBarHint.init)
  private static let list = (["? help", "↑↓ select", "Enter open"] + common).map(KeyBarHint.init)
  private static let cards = (["? help", "←↑→↓ select", "Enter open"] + common).map(
    KeyBarHint.init)
  /// The slider focus's hints, from the key table.
  static let slider =
    (KeyBindings.all.filter { $0.focus == .slider }.compactMap(\.hint) + ["q quit"]).map(
      KeyBarHint.init)
  /// While the file is read again.
  static let rereading = ["Esc stop reading", "q quit"].map(KeyBarHint.init)
}

extension KeyBar {
  /// What the bar names now, the most useful first: the open modal's hints, the read in
  /// flight's, the slider's or the graph's in `layout`.
  static func hints(
    modal: Modal?, rereading: Bool, focus: Focus, layout: LayoutMode
  ) -> [KeyBarHint] {
    if let modal { return modal.keyHints.map(KeyBarHint.init) }
    if rereading { return KeyBarHint.rereading }
    if focus == .slider { return KeyBarHint.slider }
    return KeyBarHint.graph(layout)
  }

  /// The status line's hint at its right end: `? help`; with hints on, until the indicator
  /// is first shown (`showsIndicator`) and with no modal open, how to see the values at a
  /// point.
  func statusHint(showsIndicator: Bool, modalOpen: Bool) -> String {
    isOn && !showsIndicator && !modalOpen ? "←→ or click: values · ? help" : "? help"
  }
}

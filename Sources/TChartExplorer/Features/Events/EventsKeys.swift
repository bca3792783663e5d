import TChartProgram
import TChartSlider

/// The events' key row (``EventsFeature``): `]` and `[` jump to the next and previous event.
extension KeyBindings {
  static let eventsRow = ExplorerKeyBinding(
    "]  [", "next/previous event",
    chars("]", .events(.jump(by: 1))) + chars("[", .events(.jump(by: -1))))
}

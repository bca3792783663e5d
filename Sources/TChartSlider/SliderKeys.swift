import TChartProgram

/// One row of the slider's key table (it works everywhere: no scope).
public typealias SliderKeyBinding = KeyBinding<SliderAction, Never>

extension KeyBinding where Command == SliderAction {
  /// Whether the row moves the whole selection (`[`, `]`, `{`, `}`): `pick` binds these, the
  /// explorer keeps those keys for switching chart sets.
  public var movesSelection: Bool {
    commands.allSatisfy { if case .shift = $0.command { true } else { false } }
  }
}

/// The one key table of a range slider: ``SliderAction/forKey(_:)``, the explorer's slider
/// rows (its `?` help and key map) and both programs' hints are generated from it.
public enum SliderKeys {
  public static let all: [SliderKeyBinding] = [
    SliderKeyBinding(
      "←/h  →/l", "handle one step", hint: "←/→ move",
      [
        KeyCommand(.left, .move(steps: -1)), KeyCommand(.character("h"), .move(steps: -1)),
        KeyCommand(.right, .move(steps: 1)), KeyCommand(.character("l"), .move(steps: 1)),
      ]),
    SliderKeyBinding(
      "Tab/⇧Tab", "switch handle", hint: "Tab switch",
      [KeyCommand(.tab, .switchHandle), KeyCommand(.backTab, .switchHandle)]),
    // PgUp pairs with Shift-← as in the explorer's graph (earlier, smaller), PgDn with Shift-→.
    SliderKeyBinding(
      "⇧←→ PgUp/PgDn", "handle ten steps",
      [
        KeyCommand(.shiftLeft, .move(steps: -10)), KeyCommand(.pageUp, .move(steps: -10)),
        KeyCommand(.shiftRight, .move(steps: 10)), KeyCommand(.pageDown, .move(steps: 10)),
      ]),
    SliderKeyBinding(
      "Home/End", "handle to start/end",
      [KeyCommand(.home, .moveToMinimum), KeyCommand(.end, .moveToMaximum)]),
    SliderKeyBinding(
      "[  ]", "selection one step",
      [
        KeyCommand(.character("["), .shift(steps: -1)),
        KeyCommand(.character("]"), .shift(steps: 1)),
      ]
    ),
    SliderKeyBinding(
      "{  }", "selection ten steps",
      [
        KeyCommand(.character("{"), .shift(steps: -10)),
        KeyCommand(.character("}"), .shift(steps: 10)),
      ]),
  ]

  /// The action `key` sends, `nil` when the slider does not use it.
  public static func action(for key: Key) -> SliderAction? {
    SliderKeyBinding.command(for: key, in: all)
  }

  /// The hints of the rows that have one, in table order (`←/→ move · Tab switch`).
  public static var hint: String { SliderKeyBinding.hint(all) }
}

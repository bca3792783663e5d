import TChartProgram

/// One row of the slider's key table: the keys, how help names them, a short hint for status
/// lines, and the action each key sends.
public struct SliderKeyBinding: Sendable, Equatable {
  /// How help names the keys (`←/h  →/l`).
  public var label: String
  /// What the keys do, in a few words.
  public var description: String
  /// The few words a status line shows for the row (`←/→ move`), `nil` for rows left out.
  public var hint: String?
  /// Whether the row moves the whole selection (`[`, `]`, `{`, `}`): `pick` binds these, the
  /// explorer keeps those keys for switching chart sets.
  public var movesSelection: Bool
  /// Each key and the action it sends.
  public var keys: [SliderKey]

  public init(
    _ label: String, _ description: String, hint: String? = nil, movesSelection: Bool = false,
    _ keys: [SliderKey]
  ) {
    self.label = label
    self.description = description
    self.hint = hint
    self.movesSelection = movesSelection
    self.keys = keys
  }
}

/// A key and the slider action it sends.
public struct SliderKey: Sendable, Equatable {
  public var key: Key
  public var action: SliderAction

  public init(_ key: Key, _ action: SliderAction) {
    self.key = key
    self.action = action
  }
}

/// The one key table of a range slider: ``SliderAction/forKey(_:)``, the explorer's slider
/// rows (its `?` help and key map) and both programs' hints are generated from it.
public enum SliderKeys {
  public static let all: [SliderKeyBinding] = [
    SliderKeyBinding(
      "←/h  →/l", "handle one step", hint: "←/→ move",
      [
        SliderKey(.left, .move(steps: -1)), SliderKey(.character("h"), .move(steps: -1)),
        SliderKey(.right, .move(steps: 1)), SliderKey(.character("l"), .move(steps: 1)),
      ]),
    SliderKeyBinding(
      "Tab/⇧Tab", "switch handle", hint: "Tab switch",
      [SliderKey(.tab, .switchHandle), SliderKey(.backTab, .switchHandle)]),
    // PgUp pairs with Shift-← as in the explorer's graph (earlier, smaller), PgDn with Shift-→.
    SliderKeyBinding(
      "⇧←→ PgUp/PgDn", "handle ten steps",
      [
        SliderKey(.shiftLeft, .move(steps: -10)), SliderKey(.pageUp, .move(steps: -10)),
        SliderKey(.shiftRight, .move(steps: 10)), SliderKey(.pageDown, .move(steps: 10)),
      ]),
    SliderKeyBinding(
      "Home/End", "handle to start/end",
      [SliderKey(.home, .moveToMinimum), SliderKey(.end, .moveToMaximum)]),
    SliderKeyBinding(
      "[  ]", "selection one step", movesSelection: true,
      [SliderKey(.character("["), .shift(steps: -1)), SliderKey(.character("]"), .shift(steps: 1))]
    ),
    SliderKeyBinding(
      "{  }", "selection ten steps", movesSelection: true,
      [
        SliderKey(.character("{"), .shift(steps: -10)),
        SliderKey(.character("}"), .shift(steps: 10)),
      ]),
  ]

  /// The action `key` sends, `nil` when the slider does not use it.
  public static func action(for key: Key) -> SliderAction? {
    for binding in all {
      if let match = binding.keys.first(where: { $0.key == key }) { return match.action }
    }
    return nil
  }

  /// The hints of the rows that have one, in table order (`←/→ move · Tab switch`).
  public static var hint: String { all.compactMap(\.hint).joined(separator: " · ") }
}

import Testing

@testable import TChartExplorer

/// A store for tests in the Composable Architecture style: `send` an action and describe the
/// exact change it must make and the effects it asks for; any change not described fails the
/// test, naming the fields.
///
/// The undo history is compared only when `checksHistory` is set (the undo tests): other tests
/// describe the change they are about, and every change of the view also records a step.
struct TestStore {
  private(set) var state: ExplorerState
  let checksHistory: Bool

  init(_ state: ExplorerState, checksHistory: Bool = false) {
    self.state = state
    self.checksHistory = checksHistory
  }

  mutating func send(
    _ action: ExplorerAction, effects expectedEffects: [ExplorerEffect] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ expect: (inout ExplorerState) -> Void = { _ in }
  ) {
    var expected = state
    expect(&expected)
    let effects = reduce(into: &state, action: action)
    #expect(effects == expectedEffects, "\(action): effects", sourceLocation: sourceLocation)
    if !checksHistory { expected.history = state.history }
    if state != expected {
      Issue.record(
        "\(action): state differs from the expected change in \(Self.differences(state, expected))",
        sourceLocation: sourceLocation)
    }
  }

  /// The names and values of the fields that differ.
  static func differences(_ actual: ExplorerState, _ expected: ExplorerState) -> String {
    let left = Mirror(reflecting: actual).children
    let right = Array(Mirror(reflecting: expected).children)
    var lines: [String] = []
    for (index, child) in left.enumerated() {
      let actualText = String(describing: child.value)
      let expectedText = String(describing: right[index].value)
      if actualText != expectedText {
        lines.append(
          "\n  \(child.label ?? "?"): actual \(actualText)\n  \(String(repeating: " ", count: (child.label ?? "?").count)) expected \(expectedText)"
        )
      }
    }
    return lines.joined()
  }
}

extension ExplorerState {
  /// The state with an empty undo history: what a view that came back to where it was equals.
  var withoutHistory: ExplorerState {
    var state = self
    state.history = ViewHistory()
    return state
  }
}

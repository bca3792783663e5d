import Testing

@testable import TChartExplorer

/// A store for tests in the Composable Architecture style: `send` an action and describe the
/// exact change it must make; any change not described fails the test, naming the fields.
struct TestStore {
  private(set) var state: ExplorerState

  init(_ state: ExplorerState) {
    self.state = state
  }

  mutating func send(
    _ action: ExplorerAction, sourceLocation: SourceLocation = #_sourceLocation,
    _ expect: (inout ExplorerState) -> Void = { _ in }
  ) {
    var expected = state
    expect(&expected)
    reduce(into: &state, action: action)
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

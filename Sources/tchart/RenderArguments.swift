import ArgumentParser
import TChartData
import TChartExplorer

// The argument types of `render`'s flags.

extension XPosition: ExpressibleByArgument {
  public init?(argument: String) {
    self.init(argument)
    guard isReadable else { return nil }
  }
}

/// `A:B`, two places on the x axis (``XPosition``: fractions or dates), for the A/B cursors;
/// checked against the chart set once it is loaded.
struct XPositionPair: ExpressibleByArgument {
  var a: XPosition
  var b: XPosition
  /// The argument as given.
  var text: String

  init?(argument: String) {
    guard let (a, b) = XPosition.pair(argument) else { return nil }
    self.a = a
    self.b = b
    text = argument
  }

  static var defaultValueDescription: String { "A:B" }
}

/// `2,3`: 1-based line keys.
struct LineList: ExpressibleByArgument {
  var keys: [Int]

  init?(argument: String) {
    var keys: [Int] = []
    for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
      guard let key = Int(part.filter { $0 != " " }), key >= 1 else { return nil }
      keys.append(key)
    }
    guard !keys.isEmpty else { return nil }
    self.keys = keys
  }
}

extension YScaleMode: ExpressibleByArgument {}

import TChartCells

/// The key bar (lazygit's, htop's): one row under the status line naming the keys that work
/// now (in the graph, the slider, the open modal, while a file is read again), on where the
/// screen has room for it (``minimumHeight`` rows) unless `--no-hints` or `hints = false` hide
/// it. The rows above are laid out on the screen less its row: ``TerminalState/size`` is the
/// rest (``screenSize(of:)``), so hit tests and frames agree.
public struct KeyBar: Sendable, Equatable {
  /// Whether hints are on (`hints`, `--no-hints`): the key bar where there is room, and the
  /// first screen's hint of the indicator on the status line.
  public var isOn = false

  /// From this many rows the key bar takes one.
  public static let minimumHeight = 30

  public init(isOn: Bool = false) { self.isOn = isOn }

  /// The rows the bar takes on a terminal of `size`: 1 when on and the screen is tall enough.
  public func rows(on size: Size) -> Int {
    isOn && size.height >= Self.minimumHeight && size.width >= 20 ? 1 : 0
  }

  /// The size the explorer lays itself out in on a terminal of `size`: the rows above the bar.
  public func screenSize(of size: Size) -> Size {
    Size(width: size.width, height: size.height - rows(on: size))
  }
}

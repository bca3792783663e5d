/// Which rows around the graph a frame has: the interactive explorer has them all; `tchart
/// render` prints a frame without the slider row (unless `--slider`) and the status row, which
/// only mean something to a person at the keys.
public struct ExplorerChrome: Sendable, Equatable {
  /// The slider row under the mini-map.
  public var slider: Bool
  /// The status row at the bottom (messages and `? help`).
  public var status: Bool

  public init(slider: Bool = true, status: Bool = true) {
    self.slider = slider
    self.status = status
  }

  /// The interactive explorer's rows: all of them.
  public static let interactive = ExplorerChrome()
}

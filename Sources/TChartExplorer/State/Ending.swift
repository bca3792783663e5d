import TChartProgram

/// How the explorer ends: the user quit, or the data turned out bad.
public struct Ending: Sendable, Equatable {
  /// Set when the user quits.
  public var quitRequested = false
  /// Set when the data turned out bad after the explorer opened: how the process ends.
  public var failure: ProgramExit?
}

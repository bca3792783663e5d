import TChartCells

/// The size of the terminal a file descriptor is connected to.
public enum TerminalSize {
  /// The size from `TIOCGWINSZ` on `fd`, or nil when `fd` is not a terminal.
  public static func of(fd: Int32) -> Size? {
    RawTTY.size(fd).map { Size(width: $0.columns, height: $0.rows) }
  }
}

/// How many colours the terminal can show, decided from its environment: what line colours
/// are sent as (24-bit as given, or the nearest entry of the 256 palette, ``XtermPalette``).
///
/// Pure: the caller passes the environment (`ProcessInfo.processInfo.environment`, or a
/// dictionary in tests).
public enum ColorDepth: Sendable, Equatable, CaseIterable {
  /// 24-bit colour (`COLORTERM=truecolor` or `24bit`, or a `*-direct` terminfo entry).
  case truecolor
  /// The xterm 256-colour palette (a `TERM` naming 256 colours, e.g. `xterm-256color`).
  case indexed256
  /// The 16 ANSI colours only (any other `TERM`, or none).
  case indexed16

  /// The depth `environment` announces. `COLORTERM` is the de-facto truecolor flag (set by
  /// the terminal, forwarded by ssh when allowed); its values are compared case-insensitively.
  /// Terminfo names ending in `-direct` (`xterm-direct`, ncurses ≥ 6.1) are 24-bit too. A
  /// `TERM` containing `256col` (`xterm-256color`, `tmux-256color`, `screen.xterm-256color`)
  /// has the 256 palette; anything else gets 16 colours.
  public init(environment: [String: String]) {
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let term = (environment["TERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      self = .truecolor
    } else if term.contains("256col") {
      self = .indexed256
    } else {
      self = .indexed16
    }
  }

  /// Whether lines can be shown in their own 24-bit colour.
  public var showsRGB: Bool { self == .truecolor }
}

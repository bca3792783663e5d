#if canImport(Glibc)
  import Glibc
#endif

/// The terminfo entry that shows 24-bit colours for a terminal announcing truecolor.
///
/// ncurses sends 24-bit colours only through a `*-direct` entry. A terminal that sets
/// `COLORTERM=truecolor` (or `24bit`) but names `xterm-256color` in `TERM` is xterm-like, so
/// its screen is opened with `xterm-direct256` (the same xterm, with the 256 palette kept and
/// 24-bit colours beyond it) when that entry is installed (Debian's `ncurses-term`); otherwise
/// `TERM` is used as it is and colours go to the nearest of 256.
public enum DirectColorEntry {
  /// The entry to try first; `nil` to use `TERM` as it is.
  public static func name(term: String, colorTerm: UnsafeMutablePointer<CChar>?) -> String? {
    name(term: term, colorTerm: colorTerm.map { String(cString: $0) } ?? "")
  }

  /// The entry to try first for these values of `TERM` and `COLORTERM`.
  public static func name(term: String, colorTerm: String) -> String? {
    let announced = ["truecolor", "24bit"].contains(colorTerm.lowercased())
    guard announced, term.hasPrefix("xterm"), !term.contains("direct") else { return nil }
    return "xterm-direct256"
  }

  /// How many palette indexes `entry` passes through as indexes (see ``ColorPairTable``).
  public static func passedIndexes(entry: String) -> Int32 {
    if entry.hasSuffix("-direct256") { return 256 }
    if entry.hasSuffix("-direct16") { return 16 }
    return 8
  }
}

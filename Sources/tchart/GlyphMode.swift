import ArgumentParser
import TChartCells
import TChartTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--glyphs`: the characters frames are drawn with; `auto` decides from the terminal and the
/// locale (``GlyphChoice``).
enum GlyphMode: String, CaseIterable, Sendable, ExpressibleByArgument {
  case auto
  case braille
  case blocks
  case ascii

  /// The glyph set for this mode. For `auto`, `utf8Available` says whether a UTF-8 locale
  /// could be set for the terminal (true when printing to a file or a pipe).
  func glyphSet(utf8Available: Bool = true) -> GlyphSet {
    switch self {
    case .auto:
      .of(
        GlyphChoice.auto(
          term: Self.variable("TERM"), environment: Self.localeEnvironment,
          utf8Available: utf8Available))
    case .braille: .braille
    case .blocks: .blocks
    case .ascii: .ascii
    }
  }

  /// The glyph set for a program on the terminal: sets the locale up first (as the terminal
  /// would) to learn whether UTF-8 is available.
  func terminalGlyphSet() -> GlyphSet {
    glyphSet(utf8Available: self == .auto ? TerminalLocale.setUp() : true)
  }

  static var localeEnvironment: [String: String] {
    var environment: [String: String] = [:]
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] { environment[name] = variable(name) }
    return environment
  }

  static func variable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

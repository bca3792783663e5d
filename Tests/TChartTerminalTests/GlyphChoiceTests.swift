import TChartCells
import Testing

@testable import TChartTerminal

/// `--glyphs auto` as a pure function of `TERM`, the locale variables and whether a UTF-8
/// locale could be set.
@Suite struct GlyphChoiceTests {
  static let utf8 = ["LANG": "en_US.UTF-8"]

  @Test(
    arguments: [
      // TERM, LC_ALL, LC_CTYPE, LANG, UTF-8 available → set
      ("xterm-256color", nil, nil, "en_US.UTF-8", true, GlyphSet.Kind.braille),
      ("xterm-256color", nil, nil, "C.UTF-8", true, .braille),
      ("xterm-256color", nil, nil, "de_DE.utf8", true, .braille),
      ("screen", "C.UTF-8", nil, "C", true, .braille),
      ("xterm", nil, "en_US.UTF-8", nil, true, .braille),
      (nil, nil, nil, "en_US.UTF-8", true, .braille),
      ("xterm", nil, nil, "C", true, .ascii),
      ("xterm", "C", nil, "C", true, .ascii),
      ("xterm", "C", nil, "en_US.UTF-8", true, .ascii),  // LC_ALL wins
      ("xterm", "", nil, "en_US.UTF-8", true, .braille),  // an empty variable is unset
      ("xterm", nil, "POSIX", "en_US.UTF-8", true, .ascii),  // LC_CTYPE before LANG
      ("xterm", nil, nil, "en_US.ISO-8859-1", true, .ascii),
      ("xterm", nil, nil, nil, true, .ascii),  // no locale: C
      ("xterm-256color", nil, nil, "en_US.UTF-8", false, .ascii),  // no UTF-8 locale can be set
      ("linux", nil, nil, "en_US.UTF-8", true, .ascii),
      ("linux-16color", nil, nil, "en_US.UTF-8", true, .ascii),
      ("vt100", nil, nil, "en_US.UTF-8", true, .ascii),
      ("vt220", nil, nil, "en_US.UTF-8", true, .ascii),
      ("dumb", nil, nil, "en_US.UTF-8", true, .ascii),
      ("DUMB", nil, nil, "en_US.UTF-8", true, .ascii),
      ("linuxish", nil, nil, "en_US.UTF-8", true, .braille),
      ("vt100x", nil, nil, "en_US.UTF-8", true, .braille),
    ] as [(String?, String?, String?, String?, Bool, GlyphSet.Kind)])
  func autoDecides(
    term: String?, all: String?, ctype: String?, lang: String?, utf8: Bool,
    expected: GlyphSet.Kind
  ) {
    var environment: [String: String] = [:]
    environment["LC_ALL"] = all
    environment["LC_CTYPE"] = ctype
    environment["LANG"] = lang
    #expect(
      GlyphChoice.auto(term: term, environment: environment, utf8Available: utf8) == expected)
  }
}

import TChartCells

/// What `--glyphs auto` picks: braille when the output can show it, ASCII otherwise.
///
/// ASCII when `TERM` names a terminal without Unicode fonts (`linux`, `vt100`…`vt220`,
/// `dumb`, `ansi`, `cons25`), when the user's locale does not name UTF-8 (the first of
/// `LC_ALL`, `LC_CTYPE`, `LANG` that is set and not empty; none set is the C locale), or when
/// no UTF-8 locale can be set for the wide characters (`utf8Available` false); braille
/// otherwise. A pure function of its arguments: the commands pass the real environment.
public enum GlyphChoice {
  /// The `TERM` names (and their `-variant`s) that get ASCII.
  public static let asciiTerminals = ["linux", "vt100", "vt102", "vt220", "dumb", "ansi", "cons25"]

  /// The set for `term`, the locale variables in `environment` and whether a UTF-8 locale
  /// could be set.
  public static func auto(
    term: String?, environment: [String: String], utf8Available: Bool = true
  ) -> GlyphSet.Kind {
    if let term, isASCIIOnly(term: term) { return .ascii }
    guard utf8Available, localeIsUTF8(environment) else { return .ascii }
    return .braille
  }

  /// Whether `term` is one of ``asciiTerminals`` or a variant of one (`linux-16color`).
  public static func isASCIIOnly(term: String) -> Bool {
    let name = term.lowercased()
    return asciiTerminals.contains { name == $0 || name.hasPrefix($0 + "-") }
  }

  /// Whether the locale the environment selects for characters is UTF-8.
  public static func localeIsUTF8(_ environment: [String: String]) -> Bool {
    let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let name else { return false }
    return String(name.lowercased().filter { $0 != "-" }).contains("utf8")
  }
}

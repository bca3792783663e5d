import TChartExplorer
import TChartManual
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ManualPageTests {
  /// The committed man page, `docs/tchart.1`.
  static var committedPage: String {
    let repository = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/"))
    guard let file = fopen("/" + repository + "/docs/tchart.1", "r") else { return "" }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      bytes += chunk[0..<count]
      if count < chunk.count { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func theCommittedPageHoldsTheSectionsOfTheKeyAndConfigTables() {
    // When this fails after a change of the key table or the config keys: `make man`.
    #expect(Self.committedPage.contains(ManualSections.text))
  }

  @Test func everyHelpRowIsInTheKeysSection() {
    let text = ManualSections.text
    for section in KeyBindings.helpSections {
      for row in section.rows {
        #expect(text.contains(ManualSections.quoted(row.label)), "\(row.label)")
        #expect(text.contains(ManualSections.escaped(row.description)), "\(row.description)")
      }
    }
  }

  /// The plugin's part of the page (the commands' help and discussion) keeps its arrows and
  /// signs: `--experimental-dump-help` writes them as roff escapes the plugin passes on.
  @Test func thePagesHelpTextsKeepTheirArrowsAndSigns() {
    let page = Self.committedPage
    #expect(page.contains("\\(<-/\\(-> (or h/l) move the indicator one sample"))
    #expect(page.contains("Shift-\\(<-/\\(-> or PgUp/PgDn"))
    #expect(page.contains("\\(+-HH:MM"))
    #expect(!page.contains("@@"))
    #expect(
      ManualSections.markingNonASCII(#"{"a": "← x ±"}"#) == #"{"a": "@@(<- x @@(+-"}"#)
  }

  @Test func everyConfigKeyIsDescribed() {
    for key in ["theme", "animation", "y-scale", "tz", "keep", "layout"] {
      #expect(ManualSections.text.contains(".It Ic \"\(key)\" No = Ar"), "\(key)")
    }
  }

  @Test func textIsEscapedForRoff() {
    #expect(ManualSections.escaped("←/h  ⇧→") == "\\(<-/h  \\[u21E7]\\(->")
    #expect(ManualSections.escaped("±1 Δ …") == "\\(+-1 \\(*D ...")
    #expect(ManualSections.escaped(".hidden") == "\\&.hidden")
    #expect(ManualSections.escaped("a\\b") == "a\\eb")
    #expect(ManualSections.quoted("say \"hi\"") == "\"say \\(dqhi\\(dq\"")
    // Only ASCII reaches the page, so groff needs no preconv.
    let ascii = ManualSections.text.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii)
  }
}

import TChartData
import Testing

/// Text from files and servers reaches the terminal with its control characters escaped and
/// cut; byte counts read in their own unit.
@Suite struct TerminalTextTests {
  @Test func controlCharactersAreEscapedOnOneLine() {
    // Issue 37: a server's error set the terminal's title, cleared it and coloured the shell.
    #expect(
      TerminalText.escaped("x \u{1B}]0;PWNED\u{07}\u{1B}[2J\u{1B}[31mRED")
        == #"x \u{1B}]0;PWNED\u{7}\u{1B}[2J\u{1B}[31mRED"#)
    #expect(TerminalText.escaped("a\nb\r\tc\u{7F}\u{9B}") == #"a\nb\r\tc\u{7F}\u{9B}"#)
    #expect(TerminalText.escaped("Zürich · 東京 ✓") == "Zürich · 東京 ✓")
  }

  @Test func longTextsAreCutWithAnEllipsis() {
    #expect(TerminalText.cut(String(repeating: "a", count: 301)).count == 300)
    #expect(TerminalText.cut(String(repeating: "a", count: 301)).hasSuffix("a…"))
    #expect(
      TerminalText.cut(String(repeating: "a", count: 300)) == String(repeating: "a", count: 300))
    #expect(TerminalText.cut("abcdef", to: 4) == "abc…")
  }

  @Test func byteCountsReadInTheirLargestUnit() {
    // `--cache-size 1K` said "0.0 MiB" (issue 37).
    #expect(ByteCount.text(1024) == "1 KiB")
    #expect(ByteCount.text(1) == "1 byte")
    #expect(ByteCount.text(512) == "512 bytes")
    #expect(ByteCount.text(1536) == "1.5 KiB")
    #expect(ByteCount.text(1 << 20) == "1 MiB")
    #expect(ByteCount.text(4 << 30) == "4 GiB")
    #expect(ByteCount.text(1_153_434) == "1.1 MiB")
  }
}

import Testing

@testable import TChartProgram

/// OSC 52: the sequence's base64 and the terminals known to take it.
@Suite("Clipboard sequence")
struct ClipboardSequenceTests {
  @Test func base64FollowsRFC4648() {
    let vectors = [
      "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
      "foobar": "Zm9vYmFy",
    ]
    for (text, encoded) in vectors {
      #expect(ClipboardSequence.base64(Array(text.utf8)) == encoded)
    }
  }

  @Test func theSequenceCarriesTheTextsUTF8InBase64() {
    #expect(ClipboardSequence.osc52("x,a\n1,2\n") == "\u{1B}]52;c;eCxhCjEsMgo=\u{07}")
    #expect(ClipboardSequence.osc52("Δ") == "\u{1B}]52;c;zpQ=\u{07}")
  }

  @Test func xtermItsKinAndTmuxTakeIt() {
    for term in ["xterm", "xterm-256color", "alacritty", "foot-extra", "xterm-kitty", "wezterm"] {
      #expect(ClipboardSequence.isTaken(environment: ["TERM": term]), "\(term)")
    }
    #expect(
      ClipboardSequence.isTaken(
        environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-1000/default,1,0"]))
    for term in ["linux", "dumb", "screen-256color", "vt100", ""] {
      #expect(!ClipboardSequence.isTaken(environment: ["TERM": term]), "\(term)")
    }
    #expect(!ClipboardSequence.isTaken(environment: [:]))
  }
}

/// The OSC 52 sequence that asks a terminal to put text on the system clipboard
/// (`ESC ] 52 ; c ; BASE64 BEL`, as xterm defines it), and whether a terminal is known to
/// take it.
///
/// Whether it does cannot be asked portably (xterm answers no query; terminfo's `Ms` is missing
/// from most entries of terminals that take it), so the terminal is judged by its name:
/// `TERM` of xterm and the terminals that copy it (`xterm*`, `alacritty`, `foot*`, `kitty*`,
/// `wezterm`, `contour`, `ghostty`), and any terminal inside tmux (`TMUX` set; tmux keeps the
/// text when `set -g set-clipboard on`, its default `external` drops it). Elsewhere the
/// explorer shows the text on the status line instead.
public enum ClipboardSequence {
  /// The sequence that copies `text`.
  public static func osc52(_ text: String) -> String {
    "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
  }

  /// Whether the terminal described by `environment` (`TERM`, `TMUX`) is known to take OSC 52.
  public static func isTaken(environment: [String: String]) -> Bool {
    if let tmux = environment["TMUX"], !tmux.isEmpty { return true }
    let term = environment["TERM"] ?? ""
    return knownTerms.contains { term == $0 || term.hasPrefix($0 + "-") }
      || term.hasPrefix("xterm")
  }

  /// The `TERM` names (and their `-256color`… variants) that take OSC 52 besides `xterm*`.
  static let knownTerms = [
    "alacritty", "foot", "kitty", "xterm-kitty", "wezterm", "contour", "ghostty",
  ]

  /// `bytes` in base64 (RFC 4648, with `=` padding).
  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = Swift.min(3, bytes.count - index)
      var group = UInt32(bytes[index]) << 16
      if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
      if count > 2 { group |= UInt32(bytes[index + 2]) }
      for position in 0..<4 {
        out.append(
          position <= count ? alphabet[Int((group >> UInt32(18 - 6 * position)) & 63)] : 0x3D)
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}

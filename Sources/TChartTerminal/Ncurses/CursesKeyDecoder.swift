import CNcurses
import TChartProgram

/// Turns what ncurses' `wget_wch` returns into a ``Key``: a pure mapping, unit-tested with the
/// fixed key codes of `curses.h`.
public enum CursesKeyDecoder {
  /// The key for a character read with `OK` (`raw()` mode: `Ctrl-C` is byte 3).
  public static func key(character code: UInt32) -> Key? {
    switch code {
    case 3: return .control("c")
    case 8, 127: return .backspace
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 1...26: return .control(Character(Unicode.Scalar(UInt8(96 + code))))
    case 0, 28...31: return nil
    default:
      guard let scalar = Unicode.Scalar(code), !(0x80..<0xA0).contains(code) else { return nil }
      return .character(Character(scalar))
    }
  }

  /// Alt (Meta) with the character `code` read right after an `Esc`: only printable ASCII
  /// (`Esc` then another control key or `Esc` is two keys).
  public static func altKey(character code: UInt32) -> Key? {
    guard (0x20...0x7E).contains(code), let scalar = Unicode.Scalar(code) else { return nil }
    return .alt(Character(scalar))
  }

  /// The key for a key code read with `KEY_CODE_YES` (`KEY_RESIZE` and `KEY_MOUSE` are not
  /// keys: the terminal handles them).
  public static func key(keyCode code: Int32) -> Key? {
    switch code {
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_SLEFT: return .shiftLeft
    case KEY_SRIGHT: return .shiftRight
    case KEY_SR: return .shiftUp
    case KEY_SF: return .shiftDown
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_BTAB: return .backTab
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    default:
      let f0 = tchart_key_f(0)
      if code > f0, code <= f0 + 63 { return .function(Int(code - f0)) }
      return nil
    }
  }
}

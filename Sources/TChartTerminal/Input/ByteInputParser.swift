import TChartCells
import TChartProgram
import TChartRender

/// One thing read from a raw terminal: an input event, or the answer to a cursor position query.
public enum ParsedInput: Sendable, Equatable {
  case event(InputEvent)
  /// The reply to `ESC [ 6 n`: 1-based row and column.
  case cursorPosition(row: Int, column: Int)
}

/// Parses raw terminal bytes (xterm keys, SGR 1006 mouse reports, cursor position replies) into
/// inputs. Pure: the inline `pick` backend feeds it what it reads from `/dev/tty`.
///
/// Mouse positions are 0-based screen cells (the reader maps rows to its own lines).
public enum ByteInputParser {
  /// Parses the complete inputs at the start of `bytes`. Returns them and how many bytes were
  /// used: an escape sequence cut off at the end is left for the next read unless `final` is set
  /// (then a lone `ESC` is the Escape key).
  public static func parse(_ bytes: [UInt8], final: Bool) -> (inputs: [ParsedInput], consumed: Int)
  {
    var inputs: [ParsedInput] = []
    var index = 0
    while index < bytes.count {
      guard let (input, length) = parseOne(bytes, at: index, final: final) else { break }
      if let input { inputs.append(input) }
      index += length
    }
    return (inputs, index)
  }

  /// One input at `start`: the input (nil for bytes that mean nothing to tchart) and its length,
  /// or nil when more bytes are needed.
  static func parseOne(_ bytes: [UInt8], at start: Int, final: Bool) -> (ParsedInput?, Int)? {
    let byte = bytes[start]
    if byte == 0x1B { return parseEscape(bytes, at: start, final: final) }
    if byte < 0x80 {
      return (CursesKeyDecoder.key(character: UInt32(byte)).map { .event(.key($0)) }, 1)
    }
    return parseUTF8(bytes, at: start, final: final)
  }

  private static func parseEscape(_ bytes: [UInt8], at start: Int, final: Bool) -> (
    ParsedInput?, Int
  )? {
    let escape = ParsedInput.event(.key(.escape))
    guard start + 1 < bytes.count else { return final ? (escape, 1) : nil }
    switch bytes[start + 1] {
    case UInt8(ascii: "["): return parseCSI(bytes, at: start, final: final)
    case UInt8(ascii: "O"):
      guard start + 2 < bytes.count else { return final ? (escape, 1) : nil }
      return (ss3Key(bytes[start + 2]).map { .event(.key($0)) }, 3)
    case let next where CursesKeyDecoder.altKey(character: UInt32(next)) != nil:
      // Escape and a printable character in one read: Alt (Meta) with it.
      return (CursesKeyDecoder.altKey(character: UInt32(next)).map { .event(.key($0)) }, 2)
    default:
      // Escape followed by another key (a control key, another Escape): the Escape alone.
      return (escape, 1)
    }
  }

  private static func parseCSI(_ bytes: [UInt8], at start: Int, final: Bool) -> (
    ParsedInput?, Int
  )? {
    var index = start + 2
    while index < bytes.count {
      let byte = bytes[index]
      if (0x40...0x7E).contains(byte) {
        let body = Array(bytes[(start + 2)..<index])
        return (csiInput(body: body, final: byte), index - start + 1)
      }
      // Not a parameter or intermediate byte: a broken sequence; drop what was read.
      if !(0x20...0x3F).contains(byte) { return (nil, index - start) }
      index += 1
    }
    return final ? (nil, bytes.count - start) : nil
  }

  private static func csiInput(body: [UInt8], final: UInt8) -> ParsedInput? {
    if body.first == UInt8(ascii: "<") {
      return sgrMouse(parameters(body.dropFirst()), pressed: final == UInt8(ascii: "M"))
        .map { .event(.mouse($0)) }
    }
    let numbers = parameters(body[...])
    if final == UInt8(ascii: "R"), numbers.count == 2 {
      return .cursorPosition(row: numbers[0], column: numbers[1])
    }
    let shifted = numbers.count >= 2 && numbers[1] == 2
    let key: Key?
    switch final {
    case UInt8(ascii: "A"): key = shifted ? .shiftUp : .up
    case UInt8(ascii: "B"): key = shifted ? .shiftDown : .down
    case UInt8(ascii: "C"): key = shifted ? .shiftRight : .right
    case UInt8(ascii: "D"): key = shifted ? .shiftLeft : .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "Z"): key = .backTab
    case UInt8(ascii: "~"): key = numbers.first.flatMap(tildeKey)
    default: key = nil
    }
    return key.map { .event(.key($0)) }
  }

  /// `ESC [ < b ; x ; y M` (press or motion) or `m` (release), 1-based cells.
  private static func sgrMouse(_ numbers: [Int], pressed: Bool) -> MouseEvent? {
    guard numbers.count == 3 else { return nil }
    let code = numbers[0] & ~0b1_1100  // without the shift, meta and control bits
    let at = Point(x: numbers[1] - 1, y: numbers[2] - 1)
    if code & 64 != 0 {
      guard pressed else { return nil }
      switch code & 0b11 {
      case 0: return MouseEvent(.wheelUp, at: at)
      case 1: return MouseEvent(.wheelDown, at: at)
      default: return nil
      }
    }
    if code & 32 != 0 {
      // Motion: with a button held it is a drag; without (mode 1003 hover) it is ignored.
      return code & 0b11 == 3 ? nil : MouseEvent(.drag, at: at)
    }
    guard pressed else { return MouseEvent(.release, at: at) }
    switch code & 0b11 {
    case 0: return MouseEvent(.press(.left), at: at)
    case 1: return MouseEvent(.press(.middle), at: at)
    case 2: return MouseEvent(.press(.right), at: at)
    default: return MouseEvent(.release, at: at)
    }
  }

  private static func parameters(_ body: ArraySlice<UInt8>) -> [Int] {
    body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { digits in
      digits.reduce(0) { value, byte in
        guard (0x30...0x39).contains(byte) else { return value }
        return min(value * 10 + Int(byte - 0x30), 1_000_000)
      }
    }
  }

  private static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: return .home
    case 4, 8: return .end
    case 3: return .delete
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23, 24: return .function(number - 12)
    default: return nil
    }
  }

  private static func ss3Key(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "M"): return .enter
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(byte) - 0x4F)
    default: return nil
    }
  }

  private static func parseUTF8(_ bytes: [UInt8], at start: Int, final: Bool) -> (
    ParsedInput?, Int
  )? {
    let lead = bytes[start]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (nil, 1)
    }
    guard start + length <= bytes.count else { return final ? (nil, bytes.count - start) : nil }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      let byte = bytes[start + offset]
      guard byte & 0xC0 == 0x80 else { return (nil, offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return (CursesKeyDecoder.key(character: value).map { .event(.key($0)) }, length)
  }
}

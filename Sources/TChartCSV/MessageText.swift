/// Text from a file, made fit for a one-line message.
enum MessageText {
  /// `bytes` as text, with every byte that is not part of valid UTF-8 written `\xHH`.
  static func escapingInvalidUTF8(_ bytes: [UInt8]) -> String {
    var text = ""
    var index = 0
    while index < bytes.count {
      let length = validSequenceLength(bytes, at: index)
      if length > 0 {
        text += String(decoding: bytes[index..<index + length], as: UTF8.self)
        index += length
      } else {
        let hex = String(bytes[index], radix: 16)
        text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
        index += 1
      }
    }
    return text
  }

  /// The length of the valid UTF-8 sequence at `index`, or 0 when there is none.
  private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      let (lower, upper) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
      guard byte >= lower && byte <= upper else { return 0 }
    }
    return length
  }
}

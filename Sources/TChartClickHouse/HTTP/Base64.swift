/// Standard Base64 (RFC 4648, with padding), for the HTTP `Authorization: Basic` header.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` encoded.
  static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let b0 = UInt32(bytes[index])
      let b1 = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
      let b2 = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
      let triple = b0 << 16 | b1 << 8 | b2
      out.append(alphabet[Int(triple >> 18 & 63)])
      out.append(alphabet[Int(triple >> 12 & 63)])
      out.append(index + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : UInt8(ascii: "="))
      out.append(index + 2 < bytes.count ? alphabet[Int(triple & 63)] : UInt8(ascii: "="))
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}

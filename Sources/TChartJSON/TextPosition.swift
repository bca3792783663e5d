/// Turns a byte offset into the `LINE:COLUMN` text used in error locations.
package enum TextPosition {
  /// 1-based line and column of `offset`; the column counts Unicode scalars, not bytes
  /// (UTF-8 continuation bytes are skipped).
  package static func of(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "\(line):\(column)"
  }
}

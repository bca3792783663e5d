/// Where a stream's reading has got to, in lines and byte columns, and the check that it is
/// text: a NUL byte means the input is not (a device such as `/dev/zero`, a binary file), and
/// the reader stops there rather than reading without end.
struct StreamTextCheck {
  /// The 1-based line and byte column of the next byte.
  private(set) var line = 1
  private(set) var column = 1

  /// Looks at the next `bytes` of the stream: the line and column of the first NUL byte in
  /// them, or `nil` when there is none (and the position moves past them).
  mutating func firstNUL(in bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int)? {
    for byte in bytes {
      if byte == 0 { return (line, column) }
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return nil
  }
}

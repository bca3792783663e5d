#if canImport(Glibc)
  import Glibc
#endif

/// Writes messages to standard error.
enum StandardError {
  /// Writes `line` and a newline.
  static func write(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
      if count <= 0 { return }
      offset += count
    }
  }
}

extension TextCheck {
  /// The checks ``CheckedRead`` makes as a stream arrives (the header, then any NUL byte), made
  /// first on a file whose stream is read whole (a headerless or whitespace table), so that a
  /// file and a pipe give the same first error.
  static func asReadWhole(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(LoadError) {
    guard let base = bytes.baseAddress else { return }
    try header(bytes, file: file)
    if let nul = firstNUL(from: base, to: base + bytes.count) {
      throw nulError(at: nul, from: base, line: 1, file: file)
    }
  }
}

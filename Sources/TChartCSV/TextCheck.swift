import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checks that refuse input that is not text before a loader spends time or memory on it:
/// a NUL byte anywhere, a line longer than ``maximumLine`` bytes (CSV and TSV; contest JSON is
/// often one long line) and a CSV header that is not valid UTF-8. All are
/// ``LoadError/Kind/invalidData`` (exit 65), located `LINE:COLUMN` (the column counts Unicode
/// scalars, line breaks are LF, CRLF or CR as in CSV) or `LINE` for a long line.
package enum TextCheck {
  /// The longest line accepted, in bytes without its line break: 1 MiB.
  package static let maximumLine = 1 << 20

  /// The message for a NUL byte.
  package static let nulMessage = "not text (a NUL byte)"

  /// The first NUL byte in `[start, end)`, if any.
  package static func firstNUL(from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>)
    -> UnsafePointer<UInt8>?
  {
    guard end > start, let found = memchr(start, 0, end - start) else { return nil }
    return UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
  }

  /// The error for the NUL byte at `target`, counting from `lineStart`, the start of line
  /// `line`.
  package static func nulError(
    at target: UnsafePointer<UInt8>, from lineStart: UnsafePointer<UInt8>, line: Int,
    file: String
  ) -> LoadError {
    let (line, column) = position(of: target, from: lineStart, line: line)
    return LoadError(file: file, location: "\(line):\(column)", message: nulMessage)
  }

  /// The error for a line longer than ``maximumLine``.
  package static func longLineError(line: Int, file: String) -> LoadError {
    LoadError(file: file, location: "\(line)", message: "a line longer than 1 MiB")
  }

  /// Whether a header was found whole in the bytes given to ``header(_:file:)``.
  package enum HeaderState: Equatable {
    /// The header line ends within the bytes and is text.
    case complete
    /// The bytes end before the header's line break (or hold only line breaks).
    case incomplete
  }

  /// Checks the CSV header line (the first one after a byte-order mark and blank lines):
  /// at most ``maximumLine`` bytes, no NUL byte, valid UTF-8. Reads no further than the line.
  /// A header cut by the end of `bytes` (a stream still arriving, or a file without a final
  /// line break) is checked for its length and NUL bytes only: it may end mid-character.
  @discardableResult
  package static func header(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(LoadError)
    -> HeaderState
  {
    guard let base = bytes.baseAddress else { return .incomplete }
    let end = base + bytes.count
    var p = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? base + 3 : base
    var line = 1
    while p < end && (p.pointee == 0x0A || p.pointee == 0x0D) {
      p = CSVLoader.skipLineBreak(p, end: end, line: &line)
    }
    let start = p
    let limit = min(end, start + maximumLine + 1)
    while p < limit && p.pointee != 0x0A && p.pointee != 0x0D { p += 1 }
    if p - start > maximumLine { throw longLineError(line: line, file: file) }
    if let nul = firstNUL(from: start, to: p) {
      throw nulError(at: nul, from: start, line: line, file: file)
    }
    guard p < end else { return .incomplete }
    if let bad = firstInvalidUTF8(from: start, to: p) {
      let (_, column) = position(of: bad, from: start, line: line)
      throw LoadError(
        file: file, location: "\(line):\(column)",
        message: "not text (invalid UTF-8 in the header)")
    }
    return .complete
  }

  /// Where the first ill-formed UTF-8 sequence in `[start, end)` begins, if any (a sequence
  /// cut by `end` is ill-formed).
  static func firstInvalidUTF8(from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>)
    -> UnsafePointer<UInt8>?
  {
    var p = start
    while p < end, p.pointee < 0x80 { p += 1 }
    guard p < end else { return nil }
    var iterator = UnsafeBufferPointer(start: p, count: end - p).makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): p += scalar.count
      case .error: return p
      case .emptyInput: return nil
      }
    }
  }

  /// The 1-based line and column of `target`, counting from `lineStart`, the start of line
  /// `line`; the column counts Unicode scalars (UTF-8 continuation bytes are skipped).
  package static func position(
    of target: UnsafePointer<UInt8>, from lineStart: UnsafePointer<UInt8>, line: Int
  ) -> (line: Int, column: Int) {
    var line = line
    var column = 1
    var p = lineStart
    while p < target {
      let byte = p.pointee
      if byte == 0x0A || byte == 0x0D {
        p = CSVLoader.skipLineBreak(p, end: target, line: &line)
        column = 1
        continue
      }
      if byte & 0xC0 != 0x80 { column += 1 }
      p += 1
    }
    return (line, column)
  }
}

extension TextCheck {
  /// The checks ``CheckedRead`` makes as a stream arrives (the header, then any NUL byte), made
  /// first on a file whose stream is read whole (a headerless or whitespace table), so that a
  /// file and a pipe give the same first error.
  package static func asReadWhole(_ bytes: UnsafeBufferPointer<UInt8>, file: String)
    throws(LoadError)
  {
    guard let base = bytes.baseAddress else { return }
    try header(bytes, file: file)
    if let nul = firstNUL(from: base, to: base + bytes.count) {
      throw nulError(at: nul, from: base, line: 1, file: file)
    }
  }
}

extension TextCheck {
  /// What ``firstProblem(in:limitsLines:releasesPages:)`` found.
  package struct Problem: Equatable {
    /// What is wrong.
    package enum Kind: Equatable {
      /// A NUL byte.
      case nul
      /// A line longer than ``maximumLine`` (`offset` is where it starts).
      case longLine
    }

    package var kind: Kind
    /// Where the NUL byte is, or where the long line starts.
    package var offset: Int
    /// How far a loader may read, so that it meets the problem where a stream's reader would:
    /// the end of the NUL byte's line (just past the NUL when that line is longer than
    /// ``TextCheck/maximumLine``), or the end of the block where the line grew too long.
    package var readable: Int
  }

  /// The bytes looked at in one step of ``firstProblem(in:limitsLines:releasesPages:)``.
  static let scanBlock = 1 << 20

  /// Looks at a whole input block by block from its start (`memchr`, at memory speed) and
  /// stops at the first NUL byte or, with `limitsLines` (CSV and TSV; JSON may be one long
  /// line), at the first line (LF, CR or CRLF ended) longer than ``maximumLine``: a file that
  /// is not text is refused before any loader reads it through. With `releasesPages` (a file
  /// mapping) each block's pages are dropped once looked at.
  package static func firstProblem(
    in bytes: UnsafeBufferPointer<UInt8>, limitsLines: Bool, releasesPages: Bool
  ) -> Problem? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    var lineStart = 0
    while offset < bytes.count {
      let blockEnd = min(bytes.count, offset + scanBlock)
      if let nul = firstNUL(from: base + offset, to: base + blockEnd) {
        // A stream parses the NUL's row whole (to its line break or the input's end): its
        // other errors (a field too many) may come first. Looked for no further than the
        // longest line.
        var end = nul + 1
        let limit = base + min(bytes.count, nul - base + maximumLine + 1)
        while end < limit && end[-1] != 0x0A && end[-1] != 0x0D { end += 1 }
        let rowEnds = end[-1] == 0x0A || end[-1] == 0x0D || end - base == bytes.count
        let readable = rowEnds ? end - base : nul - base + 1
        return Problem(kind: .nul, offset: nul - base, readable: readable)
      }
      if limitsLines {
        // The last line break of the block: a few bytes from its end in text.
        var p = base + blockEnd
        let floor = base + max(offset, lineStart)
        while p > floor && p[-1] != 0x0A && p[-1] != 0x0D { p -= 1 }
        if p > floor { lineStart = p - base }
        if blockEnd - lineStart > maximumLine {
          return Problem(kind: .longLine, offset: lineStart, readable: blockEnd)
        }
      }
      if releasesPages { FileBytes.releasePages(from: base + offset, upTo: base + blockEnd) }
      offset = blockEnd
    }
    return nil
  }
}

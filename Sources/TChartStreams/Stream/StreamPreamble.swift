import TChartLoading

/// What a stream said before its first row: the header candidate and the banner lines above it
/// (`vmstat`'s `procs ---memory---`, `Linux 6.1 (host) … (2 CPU)`, `PING host … bytes of data.`),
/// so that the header is the line whose field count the rows share and that repeats of either
/// (`vmstat` prints both again) are skipped silently.
struct StreamPreamble {
  /// The header candidate as it was written.
  var headerLine: [UInt8] = []
  /// The delimiter the header candidate was split with.
  var headerDelimiter: StreamLine.Delimiter?
  /// The whitespace-separated words of the header and of each banner line.
  private(set) var repeats: Set<[String]> = []
  /// The field counts of other tables met after the first row (`iostat`'s `Device` block).
  var otherWidths: Set<Int> = []

  /// Takes `[start, end)` as the header candidate (the one before, if any, becomes banner).
  mutating func header(
    _ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, delimiter: StreamLine.Delimiter
  ) {
    headerLine = Array(UnsafeBufferPointer(start: start, count: end - start))
    headerDelimiter = delimiter
    repeats.insert(Self.words(start, end))
  }

  /// The header candidate's names when it fits rows of `count` fields split with `delimiter`:
  /// the same count, or one more whose first ends in `:` (`iostat`'s `avg-cpu:`, dropped);
  /// `nil` otherwise (it is then a banner).
  func names(fitting count: Int, delimiter: StreamLine.Delimiter) -> [String]? {
    guard headerDelimiter == delimiter, !headerLine.isEmpty else { return nil }
    var names = headerLine.withUnsafeBufferPointer { buffer in
      var fields: [StreamLine.Field] = []
      let base = buffer.baseAddress!
      guard StreamLine.split(base, base + buffer.count, delimiter, into: &fields) else {
        return [String]()
      }
      return fields.map(\.text)
    }
    if names.count == count + 1 && names[0].hasSuffix(":") { names.removeFirst() }
    return names.count == count ? names : nil
  }

  /// Whether `[start, end)` repeats the header or a banner line: the same words, or (several
  /// of them) the same but the first, where `sar` writes the time.
  func isRepeat(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Bool {
    guard !repeats.isEmpty else { return false }
    let words = Self.words(start, end)
    return repeats.contains(words)
      || repeats.contains {
        $0.count == words.count && $0.count > 2 && $0.dropFirst() == words.dropFirst()
      }
  }

  /// The words of `[start, end)` split at runs of spaces and tabs.
  static func words(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> [String] {
    var fields: [StreamLine.Field] = []
    _ = StreamLine.split(start, end, .whitespace, into: &fields)
    return fields.map(\.text)
  }
}

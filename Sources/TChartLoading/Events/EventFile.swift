import TChartCSV
import TChartData

/// Reads an `--events` file: CSV (`time[,end],label`, a header row optional) or JSON lines
/// (`{"time": …, "end": …, "label": …}`), told apart by the first character. Times are read as
/// a CSV x column reads them (``EventTime``). A bad row is a ``LoadError`` naming the file,
/// the line and column, and what to write instead (exit 65); a missing file exits 66.
package enum EventFile {
  /// The events of the file at `path`.
  package static func load(path: String) throws(LoadError) -> EventMarks {
    try FileBytes.withContents(of: path, file: path) { bytes, _ throws(LoadError) in
      try parse(bytes, file: path)
    }
  }

  /// The events in `bytes`, named `file` in errors.
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(LoadError)
    -> EventMarks
  {
    let text = String(decoding: bytes, as: UTF8.self)
    // `\r\n` is one Character in Swift.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    let first = lines.first { !$0.allSatisfy(\.isWhitespace) }
    let marks =
      first?.drop(while: \.isWhitespace).first == "{"
      ? try EventJSONLines.read(lines, file: file)
      : try EventCSV.read(lines, file: file)
    return EventMarks(marks, file: file)
  }

  /// The events in `text` (for tests and callers holding the text).
  package static func parse(_ text: String, file: String) throws(LoadError) -> EventMarks {
    var bytes = Array(text.utf8)
    return try bytes.withUnsafeMutableBufferPointer { buffer throws(LoadError) in
      try parse(UnsafeBufferPointer(buffer), file: file)
    }
  }
}

/// An event's time as a CSV x cell reads: a date in the forms of ``DateText`` (Unix seconds,
/// UTC unless the text names a zone), 13-digit Unix milliseconds, or a number (Unix seconds,
/// or x on a number axis).
enum EventTime {
  /// What a time must look like, for the errors.
  static let expected =
    "write a date (2024-03-05 or 2024-03-05T14:00), Unix seconds, or a number on the x axis"

  /// The time `text` stands for, or `nil`.
  static func parse(_ text: Substring) -> Double? {
    let trimmed = text.trimmingSpaces
    guard !trimmed.isEmpty else { return nil }
    var bytes = Array(trimmed.utf8)
    let date = bytes.withUnsafeMutableBufferPointer { buffer -> Double? in
      guard let start = buffer.baseAddress else { return nil }
      return DateText.parse(UnsafePointer(start), UnsafePointer(start + buffer.count))
    }
    if let date { return date }
    return Double(String(trimmed)).flatMap(seconds)
  }

  /// A number's time: 13-digit whole numbers are Unix milliseconds, others stay as they are.
  static func seconds(_ number: Double) -> Double? {
    guard number.isFinite else { return nil }
    let whole = number == number.rounded()
    return whole && abs(number) >= 1e12 && abs(number) < 1e14 ? number / 1000 : number
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: Substring {
    let start = drop { $0 == " " || $0 == "\t" }
    var end = start.endIndex
    while end > start.startIndex, [" ", "\t"].contains(start[start.index(before: end)]) {
      end = start.index(before: end)
    }
    return start[start.startIndex..<end]
  }
}

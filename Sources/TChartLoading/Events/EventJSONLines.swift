import TChartData
import TChartJSON

/// The JSON-lines form of an events file: one object a line, `{"time": …, "end": …,
/// "label": …}` (`start` for `time`, `text` or `name` for `label`); times are numbers or
/// strings as ``EventTime`` reads them.
enum EventJSONLines {
  static func read(_ lines: [Substring], file: String) throws(LoadError) -> [EventMark] {
    var marks: [EventMark] = []
    for (offset, line) in lines.enumerated() where !line.trimmingSpaces.isEmpty {
      marks.append(try mark(line, line: offset + 1, file: file))
    }
    return marks
  }

  static func mark(_ text: Substring, line: Int, file: String) throws(LoadError) -> EventMark {
    func failure(_ message: String) -> LoadError {
      LoadError(file: file, location: "\(line)", message: message)
    }
    var bytes = Array(text.utf8)
    let parsed = bytes.withUnsafeMutableBufferPointer { buffer -> Result<JSONValue, LoadError> in
      Result { () throws(LoadError) in try JSONParser.parse(UnsafeBufferPointer(buffer), file: file)
      }
    }
    let value: JSONValue
    switch parsed {
    case .success(let parsedValue): value = parsedValue
    case .failure(let error):
      throw failure(
        "not a JSON object (\(error.message)): write one {\"time\": …, \"label\": …} a line")
    }
    guard case .object = value else {
      throw failure("\(value.summary) is no event: write one {\"time\": …, \"label\": …} a line")
    }
    guard let timeValue = value["time"] ?? value["start"] else {
      throw failure("no \"time\": " + EventTime.expected)
    }
    guard let time = Self.time(timeValue) else {
      throw failure("\"time\" \(timeValue.summary) is no time: " + EventTime.expected)
    }
    var end: Double?
    if let endValue = value["end"], endValue != .null {
      guard let value = Self.time(endValue) else {
        throw failure("\"end\" \(endValue.summary) is no time: " + EventTime.expected)
      }
      guard value >= time else {
        throw failure("\"end\" is before \"time\": swap them or drop the end")
      }
      end = value
    }
    let label: String =
      switch value["label"] ?? value["text"] ?? value["name"] {
      case .string(let text): text
      case .number(let number): PlainNumber.text(number)
      default: ""
      }
    return EventMark(time: time, end: end, label: label)
  }

  /// A JSON time: a number, or a string read as a CSV x cell.
  static func time(_ value: JSONValue) -> Double? {
    switch value {
    case .number(let number): EventTime.seconds(number)
    case .string(let text): EventTime.parse(Substring(text))
    default: nil
    }
  }
}

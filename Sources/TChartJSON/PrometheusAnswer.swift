import TChartData

/// A `/api/v1/query_range` or `/api/v1/query` answer, read (from the server by the Prometheus
/// source, from a saved file by ``JSONAnswers``): each series' labels (in the order
/// the server gave them) and its points (evaluation time in milliseconds, the value: `"NaN"`,
/// `"+Inf"` and `"-Inf"` are read as such), or the server's error.
public struct PrometheusAnswer: Sendable, Equatable {
  /// One series of the answer.
  public struct Series: Sendable, Equatable {
    /// The labels, `__name__` included when the server kept it.
    public var labels: [Label]
    /// The points: time in milliseconds, value.
    public var points: [Point]

    public init(labels: [Label], points: [Point]) {
      self.labels = labels
      self.points = points
    }
  }

  /// A label's name and value.
  public struct Label: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// One evaluation.
  public struct Point: Sendable, Equatable {
    public var milliseconds: Int64
    public var value: Double

    public init(milliseconds: Int64, value: Double) {
      self.milliseconds = milliseconds
      self.value = value
    }
  }

  public var series: [Series]

  public init(series: [Series]) { self.series = series }

  /// Why an answer could not be read: the server said (`errorType`, `error`) or the body is not
  /// a Prometheus answer.
  public enum Failure: Error, Sendable, Equatable {
    case server(type: String, message: String)
    case malformed(String)
  }

  /// Reads `body` (JSON).
  public static func parse(_ body: [UInt8]) throws(Failure) -> PrometheusAnswer {
    let root: JSONValue
    do {
      root = try body.withUnsafeBufferPointer { buffer throws(LoadError) in
        try JSONParser.parse(buffer, file: "answer")
      }
    } catch {
      throw .malformed("not JSON")
    }
    return try read(root)
  }

  /// Reads a parsed answer (a saved answer's file, or the body of ``parse(_:)``).
  package static func read(_ root: JSONValue) throws(Failure) -> PrometheusAnswer {
    guard case .object(let members) = root else { throw .malformed("not a JSON object") }
    func member(_ key: String, of members: [JSONMember]) -> JSONValue? {
      members.first { $0.key == key }?.value
    }
    if case .string(let status)? = member("status", of: members), status != "success" {
      var type = "error"
      var message = "the server refused the query"
      if case .string(let text)? = member("errorType", of: members) { type = text }
      if case .string(let text)? = member("error", of: members) { message = text }
      throw .server(type: type, message: message)
    }
    guard case .object(let data)? = member("data", of: members) else {
      throw .malformed("no data")
    }
    guard case .array(let results)? = member("result", of: data) else {
      throw .malformed("no data.result")
    }
    var series: [Series] = []
    series.reserveCapacity(results.count)
    for result in results {
      guard case .object(let fields) = result else { throw .malformed("a result is no object") }
      var labels: [Label] = []
      if case .object(let metric)? = member("metric", of: fields) {
        for entry in metric {
          if case .string(let value) = entry.value { labels.append(Label(entry.key, value)) }
        }
      }
      var points: [Point] = []
      if case .array(let values)? = member("values", of: fields) {
        points.reserveCapacity(values.count)
        for value in values {
          points.append(try point(value))
        }
      } else if let value = member("value", of: fields) {
        points.append(try point(value))
      }
      series.append(Series(labels: labels, points: points))
    }
    return PrometheusAnswer(series: series)
  }

  /// `[1700000000.123, "42"]` as a point.
  static func point(_ value: JSONValue) throws(Failure) -> Point {
    guard case .array(let pair) = value, pair.count == 2, case .number(let time) = pair[0],
      case .string(let text) = pair[1]
    else { throw .malformed("a point is not [time, \"value\"]") }
    return Point(milliseconds: Int64((time * 1000).rounded()), value: number(text))
  }

  /// A sample value as Prometheus writes it: a decimal, `NaN`, `+Inf` or `-Inf`.
  static func number(_ text: String) -> Double {
    switch text {
    case "NaN": .nan
    case "+Inf", "Inf": .infinity
    case "-Inf": -.infinity
    default: Double(text) ?? .nan
    }
  }
}

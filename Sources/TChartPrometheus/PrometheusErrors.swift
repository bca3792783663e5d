import TChartJSON
import TChartSources

/// Prometheus failures as ``SourceError``s about `HOST:PORT`: unreachable 69, a query the
/// server refuses 65 with its own message on one line, authentication 77, a time limit passed
/// `.timeout` (a status message in the explorer, an error in `render`).
enum PrometheusErrors {
  /// The error for an answer with `status` whose body is `body`, or `nil` for a good answer.
  static func answer(status: Int, body: [UInt8], place: String) -> SourceError? {
    if status == 401 || status == 403 {
      return SourceError(
        .permission, place: place,
        message: "authentication refused (HTTP \(status)): set PROMETHEUS_TOKEN, or a user in "
          + "the URL and PROMETHEUS_PASSWORD")
    }
    if status == 200 { return nil }
    var message = "HTTP \(status)"
    var type = ""
    do {
      _ = try PrometheusAnswer.parse(body)
    } catch {
      if case .server(let kind, let text) = error {
        type = kind
        message = oneLine(text)
      }
    }
    if type.isEmpty && status == 404 {
      message = "no Prometheus API here (HTTP 404): check the URL's path"
    }
    switch (status, type) {
    case (_, "timeout"),
      (503, _) where message.contains("timed out"):
      return SourceError(.timeout, place: place, message: "the query ran over its time limit")
    case (400, _), (422, _), (_, "bad_data"), (_, "execution"):
      return SourceError(.invalidData, place: place, message: message)
    default:
      return SourceError(.unavailable, place: place, message: message)
    }
  }

  /// `text` on one line: whitespace runs as one space, at most 240 characters.
  static func oneLine(_ text: String) -> String {
    var line = ""
    for character in text {
      if character.isWhitespace {
        if !line.isEmpty && line.last != " " { line.append(" ") }
      } else {
        line.append(character)
      }
    }
    while line.last == " " { line.removeLast() }
    if line.isEmpty { line = "the server refused the query" }
    if line.count > 240 { line = String(line.prefix(239)) + "…" }
    return line
  }
}

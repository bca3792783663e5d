import TChartCSV
import TChartData

/// JSON as APIs answer, recognised in a parsed value by its shape (each tried where the
/// records, columns and contest shapes of ``JSONTables`` do not fit):
/// - a Prometheus HTTP API answer, `{"status", "data": {"resultType", "result"}}` (`matrix` or
///   `vector`): a line per series named by the labels that differ between them (``SeriesNames``);
/// - an InfluxDB 1.x answer, `{"results": [{"series": [{"name", "tags", "columns", "values"}]}]}`:
///   one series is a table of its columns, several a line per series and column;
/// - Grafana/Graphite targets, `[{"target", "datapoints": [[value, time], …]}]`;
/// - `[time, value]` pairs under keys (`{"prices": [[ms, v], …], "total_volumes": …}`): a line
///   per key;
/// - an object of arrays under a nested key (`{"hourly": {"time": […], "temperature_2m": […]}}`).
enum JSONAnswers {
  /// What was found: lines or columns, the path they are at, and a few words on the shape.
  struct Found {
    enum Table {
      case lines([JSONSeriesLines.Line])
      case columns([(name: String, values: JSONArray)])
    }
    var table: Table
    var path: String
    var shape: String
    /// More on it, said in parentheses after the path.
    var detail: String? = nil
  }

  /// The series answer `value` (at `path`) holds, if any of the shapes fits; `key` names a
  /// lone line of pairs. An answer saying it failed (Prometheus' `status: error`, InfluxDB's
  /// `error`) is its error.
  static func series(_ value: JSONValue, at path: String, key: String?, file: String)
    throws(LoadError) -> Found?
  {
    if let found = try prometheus(value, at: path, file: file) { return found }
    if let found = try influx(value, at: path, file: file) { return found }
    if let found = graphite(value, at: path) { return found }
    return pairs(value, at: path, key: key)
  }

  /// Whether `first`, an array's first element, is one of an answer's series (a Graphite
  /// target, an InfluxDB statement or series, a Prometheus result) rather than a record.
  static func startsAnswer(_ first: JSONValue) -> Bool {
    if case .array? = first["datapoints"] { return true }
    if isStatement(first) { return true }
    if case .array? = first["columns"], case .array? = first["values"] { return true }
    return isPrometheusResult(first)
  }

  /// A Prometheus result: `metric` with `values` (a matrix) or `value` (a vector).
  private static func isPrometheusResult(_ value: JSONValue) -> Bool {
    guard case .object? = value["metric"] else { return false }
    if case .array? = value["values"] { return true }
    if case .array? = value["value"] { return true }
    return false
  }

  /// An InfluxDB statement's result: `statement_id` with `series` or `error`.
  private static func isStatement(_ value: JSONValue) -> Bool {
    guard case .number? = value["statement_id"] else { return false }
    if case .array? = value["series"] { return true }
    if case .string? = value["error"] { return true }
    return value["series"] == nil
  }

  // MARK: ClickHouse

  /// ClickHouse's `FORMAT JSONCompact`: `meta` names the columns (`[{"name", "type"}, …]`),
  /// `data` holds the rows as arrays.
  static func compactTable(meta: JSONValue, data: JSONValue, at path: String) -> Found? {
    guard case .array(let fields) = meta, case .array(let rows) = data, !rows.isEmpty else {
      return nil
    }
    var names: [String] = []
    for field in fields {
      guard case .string(let name)? = field["name"] else { return nil }
      names.append(name)
    }
    var columns = names.map { ($0, [JSONValue]()) }
    for row in rows {
      guard case .array(let cells) = row, cells.count == names.count else { return nil }
      for (index, cell) in cells.enumerated() { columns[index].1.append(cell) }
    }
    return Found(
      table: .columns(columns.map { ($0.0, JSONArray($0.1)) }),
      path: JSONPath.member(path, "data"), shape: "rows",
      detail: "ClickHouse's JSONCompact: columns named by 'meta'")
  }

  // MARK: Prometheus

  private static func prometheus(_ value: JSONValue, at path: String, file: String)
    throws(LoadError) -> Found?
  {
    var root: JSONValue
    let resultPath: String
    if case .string(let status)? = value["status"],
      status == "error" || value["data"]?["result"] != nil
    {
      (root, resultPath) = (value, JSONPath.member(JSONPath.member(path, "data"), "result"))
    } else if value["resultType"] != nil, value["result"] != nil {
      (root, resultPath) = (
        .object([JSONMember(key: "data", value: value)]), JSONPath.member(path, "result")
      )
    } else if case .array(let results) = value, case .object? = results.first,
      results.allSatisfy(isPrometheusResult)
    {
      let data = JSONValue.object([JSONMember(key: "result", value: value)])
      (root, resultPath) = (.object([JSONMember(key: "data", value: data)]), path)
    } else {
      return nil
    }
    if case .string("scalar")? = root["data"]?["resultType"], let point = root["data"]?["result"] {
      // `scalar(…)`: one point, `[t, "v"]`, as a vector of one series without labels.
      let series = JSONValue.object([
        JSONMember(key: "metric", value: .object([])), JSONMember(key: "value", value: point),
      ])
      let data = JSONValue.object([JSONMember(key: "result", value: .array([series]))])
      root = .object([JSONMember(key: "data", value: data)])
    }
    let answer: PrometheusAnswer
    do {
      answer = try PrometheusAnswer.read(root)
    } catch {
      switch error {
      case .server(let type, let message):
        throw LoadError(
          file: file, location: path,
          message: "the Prometheus answer is an error: \(type): \(message)")
      case .malformed(let problem):
        throw LoadError(
          file: file, location: resultPath, message: "not a Prometheus answer: \(problem)")
      }
    }
    let names = SeriesNames.names(answer.series.map(\.labels), query: "value")
    let lines = zip(names, answer.series).map { name, series in
      JSONSeriesLines.Line(
        name: name, times: series.points.map { .number(Double($0.milliseconds)) },
        values: series.points.map { .number($0.value) })
    }
    let kind = value["data"]?["resultType"] ?? value["resultType"]
    let type = if case .string(let text)? = kind { text + " " } else { "" }
    return Found(
      table: .lines(lines), path: resultPath,
      shape: "a Prometheus \(type)answer",
      detail: count(lines.count, "series", "series")
        + (lines.count > 1 ? ", named by their differing labels" : ""))
  }

  // MARK: InfluxDB

  private static func influx(_ value: JSONValue, at path: String, file: String)
    throws(LoadError) -> Found?
  {
    var tables: [(path: String, series: JSONValue)] = []
    func statements(_ results: JSONArray, at path: String) throws(LoadError) {
      for (index, result) in results.enumerated() {
        let place = JSONPath.index(path, index)
        if case .string(let message)? = result["error"] {
          throw LoadError(
            file: file, location: place, message: "the InfluxDB answer is an error: \(message)")
        }
        guard case .array(let list)? = result["series"] else { continue }
        for (number, series) in list.enumerated() {
          tables.append((JSONPath.index(JSONPath.member(place, "series"), number), series))
        }
      }
    }
    var seriesPath = path
    if case .array(let results)? = value["results"], results.allSatisfy(isStatement) {
      try statements(results, at: JSONPath.member(path, "results"))
      seriesPath = JSONPath.member(JSONPath.index(JSONPath.member(path, "results"), 0), "series")
    } else if case .array(let list) = value, case .object? = list.first {
      if list.allSatisfy(isStatement) {
        try statements(list, at: path)
        seriesPath = JSONPath.member(JSONPath.index(path, 0), "series")
      } else if list.allSatisfy({ $0["columns"] != nil && $0["values"] != nil }) {
        tables = list.enumerated().map { (JSONPath.index(path, $0.offset), $0.element) }
      } else {
        return nil
      }
    } else {
      return nil
    }
    var read: [(labels: [PrometheusAnswer.Label], columns: [String], rows: [JSONArray])] = []
    for table in tables {
      guard case .array(let names)? = table.series["columns"],
        case .array(let rows)? = table.series["values"]
      else {
        throw LoadError(
          file: file, location: table.path, message: "an InfluxDB series without columns and values"
        )
      }
      var labels: [PrometheusAnswer.Label] = []
      if case .string(let name)? = table.series["name"] { labels.append(.init("__name__", name)) }
      if case .object(let tags)? = table.series["tags"] {
        for tag in tags { labels.append(.init(tag.key, cellText(tag.value))) }
      }
      var cells: [JSONArray] = []
      for row in rows {
        guard case .array(let row) = row, row.count == names.count else {
          throw LoadError(
            file: file, location: table.path,
            message:
              "a row of \(names.count == 1 ? "1 value" : "\(names.count) values") expected, as 'columns' has"
          )
        }
        cells.append(row)
      }
      read.append((labels, names.map(cellText), cells))
    }
    guard let first = read.first else {
      throw LoadError(
        file: file, location: seriesPath, message: "the InfluxDB answer holds no series")
    }
    if read.count == 1 {
      let columns = first.columns.indices.map { column in
        (first.columns[column], JSONArray(first.rows.map { $0[column] }))
      }
      return Found(
        table: .columns(columns), path: tables[0].path, shape: "an InfluxDB series")
    }
    let names = SeriesNames.names(read.map(\.labels), query: "value")
    var lines: [JSONSeriesLines.Line] = []
    for (name, series) in zip(names, read) {
      let time = series.columns.firstIndex(of: "time") ?? 0
      let valueColumns = series.columns.indices.filter { $0 != time }
      for column in valueColumns {
        lines.append(
          JSONSeriesLines.Line(
            name: valueColumns.count > 1 ? "\(name) · \(series.columns[column])" : name,
            times: series.rows.map { $0[time] }, values: series.rows.map { $0[column] }))
      }
    }
    return Found(
      table: .lines(lines), path: seriesPath,
      shape: "an InfluxDB answer",
      detail: "\(count(read.count, "series", "series")), named by their differing tags")
  }

  // MARK: Graphite

  private static func graphite(_ value: JSONValue, at path: String) -> Found? {
    guard case .array(let targets) = value, !targets.isEmpty,
      targets.allSatisfy({ if case .array? = $0["datapoints"] { true } else { false } })
    else { return nil }
    var lines: [JSONSeriesLines.Line] = []
    for (index, target) in targets.enumerated() {
      guard case .array(let points)? = target["datapoints"] else { continue }
      var name = "series \(index + 1)"
      if case .string(let text)? = target["target"] {
        name = text
      } else if case .string(let text)? = target["tags"]?["name"] {
        name = text
      }
      var line = JSONSeriesLines.Line(name: name, times: [], values: [])
      for point in points {
        guard case .array(let pair) = point, pair.count >= 2 else { continue }
        line.times.append(pair[1])
        line.values.append(pair[0])
      }
      lines.append(line)
    }
    return Found(
      table: .lines(lines), path: path,
      shape: "Graphite targets",
      detail: "[value, time] datapoints, \(count(lines.count, "line", "lines"))")
  }

  // MARK: pairs

  private static func pairs(_ value: JSONValue, at path: String, key: String?) -> Found? {
    if case .array(let elements) = value, isPairs(elements) {
      return Found(
        table: .lines([line(key ?? "value", elements)]), path: path,
        shape: "[time, value] pairs")
    }
    guard case .object(let members) = value else { return nil }
    let lines = members.compactMap { member -> JSONSeriesLines.Line? in
      guard case .array(let elements) = member.value, isPairs(elements) else { return nil }
      return line(member.key, elements)
    }
    guard !lines.isEmpty else { return nil }
    let keys = lines.prefix(5).map { "'\($0.name)'" }.joined(separator: ", ")
    return Found(
      table: .lines(lines), path: path,
      shape: "[time, value] pairs",
      detail: "a line per key: \(keys)\(lines.count > 5 ? " and \(lines.count - 5) more" : "")")
  }

  /// Whether every element is a `[time, value]` pair of scalars.
  private static func isPairs(_ elements: JSONArray) -> Bool {
    !elements.isEmpty
      && elements.allSatisfy {
        guard case .array(let pair) = $0, pair.count == 2 else { return false }
        return pair[0].isScalar && pair[1].isScalar
      }
  }

  private static func line(_ name: String, _ pairs: JSONArray) -> JSONSeriesLines.Line {
    var line = JSONSeriesLines.Line(name: name, times: [], values: [])
    for pair in pairs {
      guard case .array(let pair) = pair else { continue }
      line.times.append(pair[0])
      line.values.append(pair[1])
    }
    return line
  }

  // MARK: nested columns

  /// The object of arrays nested in `value` (not `value` itself: two arrays of values of one
  /// length at least) with the longest arrays, its path, and the paths of the others.
  static func nestedColumns(_ value: JSONValue, at path: String) -> (
    path: String, members: [JSONMember], others: [String]
  )? {
    var found: [(path: String, members: [JSONMember], length: Int)] = []
    func visit(_ value: JSONValue, at path: String, depth: Int) {
      guard depth < 16, case .object(let members) = value else { return }
      if depth > 0 {
        var lengths: [Int: Int] = [:]
        for member in members {
          guard case .array(let values) = member.value, !values.isEmpty,
            values.allSatisfy(\.isScalar)
          else { continue }
          lengths[values.count, default: 0] += 1
        }
        // Columns: at least two arrays of values of one length.
        if let longest = lengths.filter({ $0.value >= 2 }).keys.max() {
          found.append((path, members, longest))
        }
      }
      for member in members {
        visit(member.value, at: JSONPath.member(path, member.key), depth: depth + 1)
      }
    }
    visit(value, at: path, depth: 0)
    guard let chosen = found.max(by: { $0.length < $1.length }) else { return nil }
    return (chosen.path, chosen.members, found.map(\.path).filter { $0 != chosen.path })
  }

  // MARK: what there is

  /// The arrays in `value`, each with its path and what it holds (`'hourly.time' (3 values)`),
  /// looking into the first element of arrays of objects or arrays; at most `limit`, then how
  /// many more; `nil` when there are none.
  static func arrays(in value: JSONValue, at path: String, limit: Int = 8) -> String? {
    var listed: [String] = []
    func visit(_ value: JSONValue, at path: String, depth: Int) {
      guard depth < 16 else { return }
      switch value {
      case .object(let members):
        for member in members {
          visit(member.value, at: JSONPath.member(path, member.key), depth: depth + 1)
        }
      case .array(let elements) where isPairs(elements):
        listed.append(
          "'\(path)' (\(count(elements.count, "[time, value] pair", "[time, value] pairs")))")
      case .array(let elements):
        let kinds = elements.prefix(64).map(kind)
        // An empty array (`"data":[]`) holds elements of no kind.
        let noun =
          kinds.first.flatMap { first in kinds.allSatisfy { $0 == first } ? first : nil }
          ?? ("element", "elements")
        listed.append("'\(path)' (\(count(elements.count, noun.0, noun.1)))")
        if let first = elements.first, !first.isScalar {
          visit(first, at: JSONPath.index(path, 0), depth: depth + 1)
        }
      default: break
      }
    }
    visit(value, at: path, depth: 0)
    guard !listed.isEmpty else { return nil }
    return "the arrays: " + listed.prefix(limit).joined(separator: ", ")
      + (listed.count > limit ? " and \(listed.count - limit) more" : "")
  }

  private static func kind(_ value: JSONValue) -> (String, String) {
    switch value {
    case .object: ("record", "records")
    case .array: ("array", "arrays")
    default: ("value", "values")
    }
  }

  private static func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }

  /// A scalar's text (a tag's value, a column's name).
  private static func cellText(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): text
    case .number(let number): PlainNumber.text(number)
    case .bool(let flag): flag ? "true" : "false"
    default: ""
    }
  }
}

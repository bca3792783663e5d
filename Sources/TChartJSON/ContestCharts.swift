import TChartCSV
import TChartData

/// Builds chart sets from a parsed Telegram 2019 contest file and validates every rule.
///
/// The root is an array of chart objects (stage 1) or one chart object (stage 2). A chart object:
/// - `columns`: arrays `[id, v1, v2, …]`; exactly one column has type `x` (Unix milliseconds,
///   strictly increasing, stored as seconds); all columns have the same number of values;
/// - `types`: `{id: "x" | "line" | "bar" | "area"}`, required for every column;
/// - `names`: `{id: name}` (optional, defaults to the id); `colors`: `{id: "#RGB" | "#RRGGBB"}`
///   (optional, missing ones take ``RGBColor/defaultPalette`` by line position);
/// - `y_scaled`, `stacked`, `percentage`: optional booleans, kept as ``ChartFlags``;
/// - `name` (or `title`): an optional tchart extension, the chart set's title. Without it an
///   array element is titled `Chart N` (1-based) and a single object is titled by its file
///   (see ``ChartNaming``).
///
/// A `null` value in a line column is a gap (`.nan`); in the x column it is an error.
/// Errors are located by JSON path: `[2].columns[1][57]` in an array, `columns[1][57]` in a
/// single object, empty for the whole file.
package struct ContestCharts {
  let file: String

  package init(file: String) { self.file = file }

  /// The chart sets of a parsed contest file; `singleName` titles a root object without a name.
  package func charts(from root: JSONValue, singleName: String) throws(LoadError) -> [ChartSet] {
    switch root {
    case .array(let items):
      guard !items.isEmpty else { throw failure("", "the chart list is empty") }
      var charts: [ChartSet] = []
      charts.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        charts.append(try chart(item, at: "[\(index)]", defaultName: "Chart \(index + 1)"))
      }
      return charts
    case .object:
      return [try chart(root, at: "", defaultName: singleName)]
    default:
      throw failure("", "found \(root.summary); \(JSONTables.shapes)")
    }
  }

  private func chart(_ value: JSONValue, at path: String, defaultName: String) throws(LoadError)
    -> ChartSet
  {
    guard case .object = value else {
      throw failure(path, "expected a chart object, found \(value.summary)")
    }
    let columnsPath = JSONPath.member(path, "columns")
    guard let columnsValue = value["columns"] else { throw failure(path, "missing \"columns\"") }
    guard case .array(let columns) = columnsValue else {
      throw failure(columnsPath, "expected an array of columns, found \(columnsValue.summary)")
    }
    let ids = try columnIDs(columns, at: columnsPath)
    let types = try columnTypes(value, ids: ids, at: path)
    let xIndices = types.indices.filter { types[$0] == nil }
    guard let xIndex = xIndices.first else { throw failure(columnsPath, "no x column") }
    guard xIndices.count == 1 else {
      throw failure(JSONPath.index(columnsPath, xIndices[1]), "more than one x column")
    }
    let x = try xValues(columns[xIndex], at: JSONPath.index(columnsPath, xIndex))
    guard !x.isEmpty else { throw failure(path, "the chart has no points") }
    guard ids.count > 1 else { throw failure(columnsPath, "no lines besides x") }
    let names = try stringMap(value, "names", at: path)
    let colors = try colorMap(value, at: path)
    var lines: [Series] = []
    for index in columns.indices where index != xIndex {
      let columnPath = JSONPath.index(columnsPath, index)
      let values = try lineValues(columns[index], at: columnPath)
      guard values.count == x.count else {
        throw failure(
          columnPath, "'\(ids[index])' has \(values.count) values but x has \(x.count)")
      }
      let palette = RGBColor.defaultPalette[lines.count % RGBColor.defaultPalette.count]
      lines.append(
        Series(
          id: ids[index], name: names[ids[index]] ?? ids[index], kind: types[index]!,
          color: colors[ids[index]] ?? palette, values: values))
    }
    return ChartSet(
      name: try title(value, at: path) ?? defaultName, x: x, xKind: .time, lines: lines,
      flags: try flags(value, at: path))
  }

  /// The id (first element, a string) of every column, rejecting empty and duplicate ones.
  private func columnIDs(_ columns: JSONArray, at path: String) throws(LoadError) -> [String] {
    var ids: [String] = []
    for (index, column) in columns.enumerated() {
      let columnPath = JSONPath.index(path, index)
      guard case .array(let items) = column else {
        throw failure(columnPath, "expected a column array, found \(column.summary)")
      }
      guard let first = items.first else {
        throw failure(columnPath, "empty column (expected an id and values)")
      }
      guard case .string(let id) = first else {
        throw failure(
          JSONPath.index(columnPath, 0), "expected the column id string, found \(first.summary)")
      }
      guard !ids.contains(id) else { throw failure(columnPath, "duplicate column id '\(id)'") }
      ids.append(id)
    }
    return ids
  }

  /// The type of each column: `nil` for x, a ``SeriesKind`` otherwise.
  private func columnTypes(_ chart: JSONValue, ids: [String], at path: String) throws(LoadError)
    -> [SeriesKind?]
  {
    let typesPath = JSONPath.member(path, "types")
    let types = chart["types"] ?? .object([])
    guard case .object = types else {
      throw failure(typesPath, "expected an object, found \(types.summary)")
    }
    var kinds: [SeriesKind?] = []
    for id in ids {
      guard let type = types[id] else { throw failure(typesPath, "column '\(id)' has no type") }
      let typePath = JSONPath.member(typesPath, id)
      guard case .string(let text) = type else {
        throw failure(typePath, "expected a type string, found \(type.summary)")
      }
      if text == "x" {
        kinds.append(nil)
      } else if let kind = SeriesKind(rawValue: text) {
        kinds.append(kind)
      } else {
        throw failure(typePath, "unknown type '\(text)' (expected x, line, bar or area)")
      }
    }
    return kinds
  }

  /// The x column in seconds: finite numbers, strictly increasing.
  private func xValues(_ column: JSONValue, at path: String) throws(LoadError) -> [Double] {
    guard case .array(let items) = column else { return [] }
    var x: [Double] = []
    x.reserveCapacity(items.count - 1)
    var previous = -Double.infinity
    let packed = items.packedNumbers(from: 1)
    for index in 1..<items.count {
      let value: Double
      if let packed, packed[packed.startIndex + index - 1].isFinite {
        value = packed[packed.startIndex + index - 1]
      } else {
        value = try number(items, index, at: path, allowNull: false)
      }
      guard value > previous else {
        throw failure(
          JSONPath.index(path, index),
          "x is not increasing: \(PlainNumber.text(value)) follows \(PlainNumber.text(previous))")
      }
      previous = value
      x.append(value / 1000)
    }
    return x
  }

  /// A line column's values; `null` is a gap. Packed numbers are used without a copy.
  private func lineValues(_ column: JSONValue, at path: String) throws(LoadError) -> [Double] {
    guard case .array(let items) = column else { return [] }
    if let packed = items.packedNumbers(from: 1), packed.allSatisfy(\.isFinite) {
      return Array(packed)
    }
    var values: [Double] = []
    values.reserveCapacity(items.count - 1)
    for index in 1..<items.count {
      values.append(try number(items, index, at: path, allowNull: true))
    }
    return values
  }

  /// Element `index` of a column as a number; `path` is the column's path.
  private func number(_ items: JSONArray, _ index: Int, at path: String, allowNull: Bool)
    throws(LoadError) -> Double
  {
    let value = items[index]
    switch value {
    case .number(let number):
      guard number.isFinite else {
        throw failure(JSONPath.index(path, index), "number is too large (not finite)")
      }
      return number
    case .null where allowNull:
      return .nan
    default:
      throw failure(JSONPath.index(path, index), "expected a number, found \(value.summary)")
    }
  }

  /// An optional `{id: string}` object such as `names`.
  private func stringMap(_ chart: JSONValue, _ key: String, at path: String) throws(LoadError)
    -> [String: String]
  {
    guard let value = chart[key] else { return [:] }
    let mapPath = JSONPath.member(path, key)
    guard case .object(let members) = value else {
      throw failure(mapPath, "expected an object, found \(value.summary)")
    }
    var map: [String: String] = [:]
    for member in members where map[member.key] == nil {
      guard case .string(let text) = member.value else {
        throw failure(
          JSONPath.member(mapPath, member.key), "expected a string, found \(member.value.summary)")
      }
      map[member.key] = text
    }
    return map
  }

  private func colorMap(_ chart: JSONValue, at path: String) throws(LoadError) -> [String: RGBColor]
  {
    var colors: [String: RGBColor] = [:]
    let colorsPath = JSONPath.member(path, "colors")
    for (id, text) in try stringMap(chart, "colors", at: path) {
      guard let color = RGBColor(hex: text) else {
        throw failure(
          JSONPath.member(colorsPath, id), "'\(text)' is not a colour (expected #RGB or #RRGGBB)")
      }
      colors[id] = color
    }
    return colors
  }

  private func title(_ chart: JSONValue, at path: String) throws(LoadError) -> String? {
    for key in ["name", "title"] {
      guard let value = chart[key] else { continue }
      guard case .string(let text) = value else {
        throw failure(JSONPath.member(path, key), "expected a string, found \(value.summary)")
      }
      return text
    }
    return nil
  }

  private func flags(_ chart: JSONValue, at path: String) throws(LoadError) -> ChartFlags {
    var flags: ChartFlags = []
    let known: [(String, ChartFlags)] = [
      ("y_scaled", .yScaled), ("stacked", .stacked), ("percentage", .percentage),
    ]
    for (key, flag) in known {
      guard let value = chart[key] else { continue }
      guard case .bool(let isOn) = value else {
        throw failure(JSONPath.member(path, key), "expected true or false, found \(value.summary)")
      }
      if isOn { flags.insert(flag) }
    }
    return flags
  }

  private func failure(_ location: String, _ message: String) -> LoadError {
    LoadError(file: file, location: location, message: message)
  }
}

/// Builds the JSON paths used as error locations: `[2].columns[1][57]`, `types.y0`.
enum JSONPath {
  /// `base[index]`.
  static func index(_ base: String, _ index: Int) -> String { "\(base)[\(index)]" }

  /// `base.key` (or just `key` at the root); keys that are not plain identifiers are quoted,
  /// `base["my key"]`.
  static func member(_ base: String, _ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.utf8.allSatisfy { byte in
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte &- 0x30 < 10 || byte == 0x5F
      }
    if !plain { return "\(base)[\"\(key)\"]" }
    return base.isEmpty ? key : "\(base).\(key)"
  }
}

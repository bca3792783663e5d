import TChartCSV
import TChartData

/// `--json-path` and what ``JSONAnswers`` finds, read into chart sets; the error when nothing
/// fits.
extension JSONTables {
  /// `--json-path`: the array or object the path leads to, read as its shape says.
  static func at(
    path text: String, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, file: String,
    isLines: Bool, options: LoadOptions, notes: inout [LoadNote],
    columns reports: inout [ColumnReport]
  ) throws(LoadError) -> ChartSet {
    guard let steps = JSONPath.steps(text) else {
      throw LoadError(
        .usage, file: file, location: "",
        message:
          "--json-path \(text): not a path (write it as tchart's notes do: a.b[0].c or [\"a key\"])"
      )
    }
    guard !isLines else {
      throw LoadError(
        .usage, file: file, location: "",
        message: "--json-path reads in one JSON document, not in JSON lines")
    }
    let path = steps.reduce("") { path, step in
      switch step {
      case .key(let key): JSONPath.member(path, key)
      case .index(let index): JSONPath.index(path, index)
      }
    }
    var parser = JSONParser(bytes: bytes, file: file)
    parser.index = start
    let found = try parser.seek(steps)
    let first = found ? bytes[parser.index] : 0
    if first == UInt8(ascii: "["),
      let set = try array(
        bytes, from: parser.index, path: path, key: JSONPath.lastKey(steps), file: file,
        options: options, notes: &notes, columns: &reports)
    {
      return set
    }
    if first == UInt8(ascii: "{"),
      let set = try object(
        bytes, from: parser.index, path: path, file: file, options: options, notes: &notes,
        columns: &reports)
    {
      return set
    }
    let root = try JSONParser.parse(bytes, file: file)
    let what = found ? "no array or object at" : "nothing at"
    throw LoadError(
      file: file, location: "",
      message: "--json-path \(text): \(what) \(JSONPath.quoted(path)); "
        + (JSONAnswers.arrays(in: root, at: "") ?? "the file holds no arrays"))
  }

  /// The one-line error when nothing fits: the arrays there are, with their paths.
  static func noTable(_ value: JSONValue, at path: String, file: String) -> LoadError {
    guard let arrays = JSONAnswers.arrays(in: value, at: path) else {
      return LoadError(
        file: file, location: path,
        message: "found an object with no array of records or values; \(shapes)")
    }
    return LoadError(
      file: file, location: path,
      message: "found no records, columns or series (\(arrays); --json-path PATH reads one);"
        + " \(shapes)")
  }

  /// Loads what ``JSONAnswers`` found, with the note naming its path.
  static func load(
    _ found: JSONAnswers.Found, file: String, options: LoadOptions, notes: inout [LoadNote],
    columns reports: inout [ColumnReport]
  ) throws(LoadError) -> ChartSet {
    notes.append(
      LoadNote(
        file: file,
        message: "read \(found.shape) at \(JSONPath.quoted(found.path))"
          + (found.detail.map { " (\($0))" } ?? "") + "; --json-path PATH reads another array"))
    switch found.table {
    case .lines(let lines):
      return try JSONSeriesLines.chartSet(
        lines, path: found.path, file: file, options: options, notes: &notes, columns: &reports)
    case .columns(let columns):
      return try JSONColumnArrays.chartSet(
        columns: columns, path: found.path, file: file, options: options, notes: &notes,
        columns: &reports)
    }
  }
}

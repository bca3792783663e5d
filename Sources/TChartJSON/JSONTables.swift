@_spi(Benchmarks) import TChartCSV
import TChartData

/// Reads JSON as web APIs give it (records) into one chart set, through the CSV loader: every
/// x, series and time rule of CSV applies, with the same flags.
///
/// The shapes read (besides contest charts, left to ``ContestCharts``):
/// - an array of objects, `[{"date": …, "cpu": …}, …]`;
/// - records under one key, `{"data": [{…}, …], "meta": {…}}`: the key holding an array of
///   objects (the longest, when several do), named in a note;
/// - an object of arrays, `{"date": […], "cpu": […]}` (members that are not arrays are skipped);
/// - JSON lines: objects one after another (`.jsonl`, `.ndjson`, or by content).
///
/// Each record becomes one CSV row (``JSONRecordCSV``): nested objects are columns named by
/// their dotted path (`stats.cpu`), in the order first seen; `null` and missing keys are gaps;
/// `true`/`false` are 1/0; arrays inside records are skipped with a note. Errors of the rows are
/// located by JSON path (`[12].cpu`; `data[12].cpu`; `cpu[12]`), or for JSON lines by line
/// (`12`, the message starting with the key).
package enum JSONTables {
  /// The shapes tchart reads, for the error on any other.
  static let shapes =
    "tchart reads an array of objects, an object of arrays, records under one key"
    + " ({\"data\": [...]}), JSON lines, or contest charts (\"columns\" and \"types\")"

  /// The most columns drawn from records by default: the first keys seen (by dotted path);
  /// the flags' columns are drawn besides (``JSONKeyTree/ColumnBound``). Every record is a
  /// row, so a bound on the columns keeps sparse records (a few of thousands of keys each)
  /// in memory in proportion to their rows.
  static let columnLimit = 64

  /// Where a row of the CSV text came from, to locate the CSV loader's errors.
  enum RowOrigin {
    /// Element `[N]` of the array at this JSON path.
    case array(path: String)
    /// Record N began at offset N of these of the JSON text (JSON lines).
    case lines(starts: [Int], json: UnsafeBufferPointer<UInt8>)
    /// Element `[N]` of each column's array, the arrays under this path.
    case columns(path: String)
    /// The points of the series at this JSON path (``JSONSeriesLines``).
    case answer(path: String)
  }

  /// The chart set of `bytes` when they hold records; `nil` for contest charts (or JSON whose
  /// syntax error the contest parser reports as before).
  package static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, options: LoadOptions,
    notes: inout [LoadNote],
    columns reports: inout [ColumnReport]
  ) throws(LoadError) -> ChartSet? {
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[start]) { start += 1 }
    guard start < bytes.count else { return nil }
    let lower = file.lowercased()
    let isLines = lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson")
    if let text = options.jsonPath {
      return try at(
        path: text, bytes, from: start, file: file, isLines: isLines, options: options,
        notes: &notes, columns: &reports)
    }
    if isLines {
      return try lines(
        bytes, from: start, file: file, options: options, notes: &notes, columns: &reports)
    }
    if bytes[start] == UInt8(ascii: "[") {
      return try array(
        bytes, from: start, file: file, options: options, notes: &notes, columns: &reports)
    }
    return try object(
      bytes, from: start, file: file, options: options, notes: &notes, columns: &reports)
  }

  /// An array (at the top level, or at `path`): records, unless its first element is a
  /// contest chart (at the top level) or it is empty (`nil` for both); an API's series
  /// (``JSONAnswers``); at `path`, values read as one column named `key`.
  static func array(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, path: String = "", key: String? = nil,
    file: String, options: LoadOptions, notes: inout [LoadNote],
    columns reports: inout [ColumnReport]
  ) throws(LoadError) -> ChartSet? {
    var parser = JSONParser(bytes: bytes, file: file)
    parser.index = start + 1
    skipSpace(&parser)
    guard parser.index < bytes.count, bytes[parser.index] != UInt8(ascii: "]") else { return nil }
    let first = try parser.value(depth: 1)
    if case .object = first, path.isEmpty || first["columns"] == nil,
      !JSONAnswers.startsAnswer(first)
    {
      if first["columns"] != nil { return nil }
      return try records(
        bytes, file: file, options: options, notes: &notes, columns: &reports,
        origin: .array(path: path)
      ) { table throws(LoadError) in
        table.index = start
        guard path.isEmpty else { return try table.array(path: path) }
        if table.openArray() {
          let limit = start + options.chunking.prefixBytes
          if try !table.elements(path: path, until: limit)
            && !parallel(&table, bytes, file: file, kind: .array(path: path), options: options)
          {
            _ = try table.elements(path: path)
          }
        }
        try table.end()
      }
    }
    parser.index = start
    let value = try parser.value(depth: 0)
    if let found = try JSONAnswers.series(value, at: path, key: key, file: file) {
      return try load(found, file: file, options: options, notes: &notes, columns: &reports)
    }
    if !path.isEmpty, case .array(let values) = value, values.allSatisfy(\.isScalar) {
      return try JSONColumnArrays.chartSet(
        columns: [(key ?? "value", values)], path: path, file: file, options: options,
        notes: &notes, columns: &reports)
    }
    _ = try JSONParser.parse(bytes, file: file)  // the text's own errors first
    guard case .object = first else {
      throw LoadError(
        file: file, location: JSONPath.index(path, 0),
        message: "expected a record (an object), found \(first.summary); \(shapes)")
    }
    throw noTable(value, at: path, file: file)
  }

  /// JSON lines from `start`.
  private static func lines(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, file: String, options: LoadOptions,
    notes: inout [LoadNote],
    columns reports: inout [ColumnReport]
  ) throws(LoadError) -> ChartSet {
    var starts: [Int] = []
    return try records(bytes, file: file, options: options, notes: &notes, columns: &reports) {
      table throws(LoadError) in
      table.index = start
      try table.lines(until: start + options.chunking.prefixBytes)
      if !parallel(&table, bytes, file: file, kind: .lines, options: options) {
        try table.lines()
      }
      starts = table.recordStarts
    } origin: {
      .lines(starts: starts, json: bytes)
    }
  }

  /// An object (at the top level, or at `path`): JSON lines when another object follows it
  /// at the top level; an API's series (``JSONAnswers``); records under a key; an object of
  /// arrays, here or nested; `nil` for a contest chart.
  static func object(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, path: String = "", file: String,
    options: LoadOptions, notes: inout [LoadNote],
    columns reports: inout [ColumnReport]
  ) throws(LoadError) -> ChartSet? {
    var parser = JSONParser(bytes: bytes, file: file)
    parser.index = start
    let members: [JSONRootMember]
    do {
      members = try JSONRootMember.scan(&parser)
    } catch {
      if !path.isEmpty { _ = try JSONParser.parse(bytes, file: file) }
      return nil  // the contest parser reports the syntax error
    }
    skipSpace(&parser)
    if path.isEmpty, parser.index < bytes.count {
      guard bytes[parser.index] == UInt8(ascii: "{") else { return nil }
      return try lines(
        bytes, from: start, file: file, options: options, notes: &notes, columns: &reports)
    }
    if path.isEmpty, let columns = members.first(where: { $0.key == "columns" }) {
      let isSplit =
        members.contains { $0.key == "data" }
        && {
          guard case .array(let names)? = columns.value else { return false }
          return names.allSatisfy { if case .string = $0 { true } else { false } }
        }()
      if !isSplit { return nil }  // contest charts (pandas' split table has column names)
    }
    if let results = members.first(where: { $0.key == "results" }),
      let resultsStart = results.recordsStart
    {
      parser.index = resultsStart
      let value = JSONValue.object([JSONMember(key: results.key, value: try parser.value(depth: 1))]
      )
      if let found = try JSONAnswers.series(value, at: path, key: nil, file: file) {
        return try load(found, file: file, options: options, notes: &notes, columns: &reports)
      }
    }
    if let meta = members.first(where: { $0.key == "meta" }), let metaStart = meta.recordsStart,
      let data = members.first(where: { $0.key == "data" })?.value
    {
      parser.index = metaStart
      if let found = JSONAnswers.compactTable(
        meta: try parser.value(depth: 1), data: data, at: path)
      {
        return try load(found, file: file, options: options, notes: &notes, columns: &reports)
      }
    }
    let recordMembers = members.filter { $0.recordsStart != nil }
    let tree = JSONValue.object(
      members.compactMap { member in member.value.map { JSONMember(key: member.key, value: $0) } })
    let holdsColumns =
      JSONKeyedTables.columns(of: members) != nil
      || members.contains { member in
        guard case .array(let values)? = member.value else { return false }
        return !values.isEmpty && values.allSatisfy(\.isScalar)
      }
    if recordMembers.isEmpty, !holdsColumns,
      let found = try JSONAnswers.series(tree, at: path, key: nil, file: file)
    {
      return try load(found, file: file, options: options, notes: &notes, columns: &reports)
    }
    if let chosen = recordMembers.max(by: { $0.recordCount < $1.recordCount }) {
      let others = recordMembers.filter { $0.key != chosen.key }.map {
        "'\(JSONPath.member(path, $0.key))'"
      }
      let chosenPath = JSONPath.member(path, chosen.key)
      notes.append(
        LoadNote(
          file: file,
          message: "records are under '\(chosenPath)'"
            + (others.isEmpty
              ? ""
              : " (also arrays of objects: \(others.joined(separator: ", ")); --json-path PATH"
                + " reads another)")))
      return try records(
        bytes, file: file, options: options, notes: &notes, columns: &reports,
        origin: .array(path: chosenPath)
      ) { table throws(LoadError) in
        table.index = chosen.recordsStart!
        try table.array(path: chosenPath)
      }
    }
    if holdsColumns {
      return try JSONColumnArrays.chartSet(
        members: members, path: path, file: file, options: options, notes: &notes,
        columns: &reports)
    }
    if let nested = JSONAnswers.nestedColumns(tree, at: path) {
      let others = nested.others.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
      notes.append(
        LoadNote(
          file: file,
          message: "read the arrays under '\(nested.path)'"
            + (others.isEmpty ? "" : " (also arrays under \(others))")
            + "; --json-path PATH reads another"))
      return try JSONColumnArrays.chartSet(
        members: nested.members.map { JSONRootMember(key: $0.key, value: $0.value) },
        path: nested.path, file: file, options: options, notes: &notes, columns: &reports)
    }
    throw noTable(tree, at: path, file: file)
  }

  /// Reads on in parallel chunks (``JSONParallelRecords``) when what is left is big enough and
  /// there are workers; `false` when it did not (the caller reads on sequentially).
  private static func parallel(
    _ table: inout JSONRecordCSV, _ bytes: UnsafeBufferPointer<UInt8>, file: String,
    kind: JSONParallelRecords.Kind, options: LoadOptions
  ) -> Bool {
    let chunking = options.chunking
    guard chunking.workers > 1, bytes.count - table.index >= chunking.parallelFrom,
      !table.columnsAddedLate
    else { return false }
    return JSONParallelRecords.read(
      &table, bytes: bytes, file: file, kind: kind, chunking: chunking)
  }

  /// Transcodes the records `read` reads into CSV (twice when a key first appears after the
  /// first record, so that every row has every column) and loads it.
  static func records(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, options: LoadOptions,
    notes: inout [LoadNote],
    columns reports: inout [ColumnReport], read: (inout JSONRecordCSV) throws(LoadError) -> Void,
    origin: () -> RowOrigin
  ) throws(LoadError) -> ChartSet {
    var table = JSONRecordCSV(
      bytes: bytes, file: file,
      tree: JSONKeyTree(
        bound: JSONKeyTree.ColumnBound(limit: columnLimit, named: options.columnsNamed)))
    defer { table.deallocate() }
    try read(&table)
    if table.columnsAddedLate {
      let tree = table.tree
      table.deallocate()
      table = JSONRecordCSV(bytes: bytes, file: file, tree: tree)
      try read(&table)
    }
    let arrays = table.tree.arrayPaths
    if !arrays.isEmpty {
      let list = arrays.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
      notes.append(
        LoadNote(
          file: file,
          message: "skipped array\(arrays.count == 1 ? "" : "s") inside records: \(list)"
            + (arrays.count > 5 ? " and \(arrays.count - 5) more" : "")))
    }
    if let note = leftOutNote(table.tree, file: file) { notes.append(note) }
    guard table.records > 0 else {
      throw LoadError(file: file, location: "", message: "no records")
    }
    guard !table.tree.names.isEmpty else {
      throw LoadError(file: file, location: "", message: "the records hold no values")
    }
    return try load(
      csv: table.rows, headerRoom: JSONRecordCSV.headerRoom, names: table.tree.names, file: file,
      options: options, notes: &notes, columns: &reports, origin: origin())
  }

  /// The note naming the keys the column bound left out, if any.
  private static func leftOutNote(_ tree: JSONKeyTree, file: String) -> LoadNote? {
    let leftOut = tree.leftOut
    guard !leftOut.isEmpty else { return nil }
    let list = leftOut.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
    return LoadNote(
      file: file,
      message: "drew the first \(columnLimit) of \(tree.names.count + leftOut.count) keys"
        + " in the records; --y NAME draws another (left out: \(list)"
        + (leftOut.count > 5 ? " and \(leftOut.count - 5) more)" : ")"))
  }

  /// As ``records(_:file:options:notes:read:origin:)`` with an origin known beforehand.
  static func records(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, options: LoadOptions,
    notes: inout [LoadNote],
    columns reports: inout [ColumnReport], origin: RowOrigin,
    read: (inout JSONRecordCSV) throws(LoadError) -> Void
  ) throws(LoadError) -> ChartSet {
    try records(bytes, file: file, options: options, notes: &notes, columns: &reports, read: read) {
      origin
    }
  }

  /// Loads the CSV rows `body` under a header of `names`, locating errors in the JSON.
  static func load(
    csv body: UnsafeBufferPointer<UInt8>, headerRoom: Int = 0, names: [String], file: String,
    options: LoadOptions, notes: inout [LoadNote],
    columns reports: inout [ColumnReport], origin: RowOrigin
  ) throws(LoadError) -> ChartSet {
    var header: [UInt8] = []
    for (index, name) in names.enumerated() {
      if index > 0 { header.append(UInt8(ascii: ",")) }
      header += csvCell(name)
    }
    header.append(0x0A)
    var text = ByteSink(capacity: header.count <= headerRoom ? 0 : header.count + body.count)
    defer { text.deallocate() }
    let csv: UnsafeBufferPointer<UInt8>
    if header.count <= headerRoom, let start = body.baseAddress {
      // The header goes into the room the rows left before them: no copy of the rows.
      let headerStart = UnsafeMutablePointer(mutating: start) - header.count
      header.withUnsafeBufferPointer { headerStart.update(from: $0.baseAddress!, count: $0.count) }
      csv = UnsafeBufferPointer(start: headerStart, count: header.count + body.count)
    } else {
      text.append(header)
      if let start = body.baseAddress, !body.isEmpty { text.append(start, count: body.count) }
      csv = text.bytes
    }
    do {
      return try CSVLoader.load(
        csv, file: file, name: ChartNaming.baseName(file), options: options, notes: &notes,
        columns: &reports)
    } catch {
      throw located(error, names: names, origin: origin)
    }
  }

  private static func skipSpace(_ parser: inout JSONParser) {
    while parser.index < parser.bytes.count,
      [0x20, 0x0A, 0x0D, 0x09].contains(parser.bytes[parser.index])
    {
      parser.index += 1
    }
  }
}

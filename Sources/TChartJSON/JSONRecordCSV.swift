import TChartData

/// Turns JSON records (objects) into CSV rows, one line per record, without building a tree:
/// the text the CSV loader then reads (see ``JSONTables``).
///
/// A record's values go to the columns of their dotted paths (``JSONKeyTree``): numbers are
/// copied as their bytes, strings as their text (quoted when they hold a comma or a quote; line
/// breaks become spaces, so a record stays one line), `true`/`false` become `1`/`0`, `null` and
/// a missing key an empty cell (a gap); arrays are skipped (``JSONKeyTree/arrayPaths``).
/// Errors in the JSON text are located `LINE:COLUMN`.
struct JSONRecordCSV {
  let bytes: UnsafeBufferPointer<UInt8>
  let base: UnsafePointer<UInt8>
  let file: String
  var tree: JSONKeyTree
  /// The rows, one line per record, from ``rowsStart`` (a reader of the whole text leaves
  /// ``headerRoom`` bytes before them, for the CSV header).
  var body: ByteSink
  private(set) var rowsStart = 0
  /// The bytes left before the rows for the header (most headers fit).
  static let headerRoom = 1 << 16
  /// The records read.
  private(set) var records = 0
  /// Whether a column first appeared after the first record (earlier rows lack its cell).
  private(set) var columnsAddedLate = false
  /// Where the last record read ended, and the last comma between records (arrays).
  private(set) var lastEnd = 0
  private(set) var lastComma = 0
  /// Where each record began (JSON lines only).
  private(set) var recordStarts: [Int] = []
  /// The cells of the record being read, one per column (``cellCount`` of ``cellCapacity``).
  var cells: UnsafeMutablePointer<Cell>
  var cellCount: Int
  var cellCapacity: Int
  var scratch: [UInt8] = []
  var index = 0

  init(
    bytes: UnsafeBufferPointer<UInt8>, file: String, tree: JSONKeyTree = JSONKeyTree(),
    capacity: Int? = nil
  ) {
    self.bytes = bytes
    base = bytes.baseAddress!
    self.file = file
    self.tree = tree
    body = ByteSink(capacity: capacity ?? bytes.count / 2 + Self.headerRoom)
    if capacity == nil {
      body.reserve(Self.headerRoom)
      body.skip(Self.headerRoom)
    }
    rowsStart = body.count
    cellCount = tree.names.count
    cellCapacity = Swift.max(64, cellCount)
    cells = .allocate(capacity: cellCapacity)
    cells.initialize(repeating: Cell(), count: cellCapacity)
  }

  /// The byte at the current index, or 0 at the end.
  @inline(__always)
  private var byte: UInt8 { index < bytes.count ? base[index] : 0 }

  @inline(__always)
  mutating func skipSpace() {
    while index < bytes.count {
      switch base[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// Whether the index is at the end of the bytes.
  var atEnd: Bool { index >= bytes.count }

  /// Opens the array of records at the index (a `[`); `false` when it is empty (and closed).
  mutating func openArray() -> Bool {
    index += 1
    skipSpace()
    guard byte == UInt8(ascii: "]") else { return true }
    index += 1
    return false
  }

  /// Reads the records of an open array (`path` is its JSON path, for an element that is not
  /// an object) until it closes (`true`) or, after a comma, the index reaches `limit`.
  mutating func elements(path: String, until limit: Int = Int.max) throws(LoadError) -> Bool {
    while true {
      skipSpace()
      guard byte == UInt8(ascii: "{") else {
        var parser = JSONParser(bytes: bytes, file: file)
        parser.index = index
        let value = try parser.value(depth: 1)
        throw LoadError(
          file: file, location: "\(path)[\(records)]",
          message: "expected a record (an object), found \(value.summary); \(JSONTables.shapes)")
      }
      try record()
      skipSpace()
      switch byte {
      case UInt8(ascii: ","):
        lastComma = index
        index += 1
        skipSpace()
        if index >= limit { return false }
      case UInt8(ascii: "]"):
        index += 1
        return true
      default: throw failure(atEnd ? "unexpected end of input" : "expected ',' or ']'")
      }
    }
  }

  /// Reads the array of records at the index (a `[`).
  mutating func array(path: String) throws(LoadError) {
    if openArray() { _ = try elements(path: path) }
  }

  /// Refuses anything but blanks after the value read.
  mutating func end() throws(LoadError) {
    skipSpace()
    if !atEnd { throw failure("unexpected character after the JSON value") }
  }

  /// Reads JSON lines from the index to the end (or until a record would start at or after
  /// `limit`): objects one after another (one per line, or pretty-printed); ``recordStarts``
  /// gets where each began.
  mutating func lines(until limit: Int = Int.max) throws(LoadError) {
    while true {
      skipSpace()
      if atEnd || index >= limit { return }
      guard byte == UInt8(ascii: "{") else {
        throw failure("expected a JSON object (JSON lines hold one object per line)")
      }
      recordStarts.append(index)
      try record()
    }
  }

  /// Takes the rows, records and notes of `other`, which read on from where this one stopped
  /// (with a copy of its keys: ``JSONKeyTree/frozen``); frees `other`.
  mutating func append(_ other: JSONRecordCSV) {
    body.append(other.body.base + other.rowsStart, count: other.body.count - other.rowsStart)
    records += other.records
    recordStarts += other.recordStarts
    for path in other.tree.arrayPaths where !tree.arrayPaths.contains(path) {
      tree.noteArray(path: path)
    }
    index = other.index
    other.deallocate()
  }

  /// Reads the record object at the index into one row.
  mutating func record() throws(LoadError) {
    tree.beginRecord()
    try object(node: 0, depth: 1)
    lastEnd = index
    writeRow()
    records += 1
  }

  private mutating func object(node: Int, depth: Int) throws(LoadError) {
    guard depth <= JSONParser.maximumDepth else { throw failure("nesting too deep") }
    index += 1
    skipSpace()
    if byte == UInt8(ascii: "}") {
      index += 1
      return
    }
    while true {
      guard byte == UInt8(ascii: "\"") else {
        throw failure(atEnd ? "unexpected end of input" : "expected a string key")
      }
      let child = try key(in: node)
      skipSpace()
      guard byte == UInt8(ascii: ":") else { throw failure("expected ':'") }
      index += 1
      skipSpace()
      switch byte {
      case UInt8(ascii: "{"):
        try object(node: child, depth: depth + 1)
      case UInt8(ascii: "["):
        var parser = JSONParser(bytes: bytes, file: file)
        parser.index = index
        _ = try parser.value(depth: depth)
        index = parser.index
        tree.noteArray(at: child)
      default:
        var added = false
        let column = tree.column(of: child, added: &added)
        if added {
          if tree.frozen { throw JSONKeyTree.newKey }
          if column >= 0 {
            addCell()
            if records > 0 { columnsAddedLate = true }
          }
        }
        if column >= 0 {
          try scalar(into: column)
        } else {
          try skipValue(depth: depth)
        }
      }
      skipSpace()
      switch byte {
      case UInt8(ascii: ","):
        index += 1
        skipSpace()
      case UInt8(ascii: "}"):
        index += 1
        return
      default:
        throw failure(atEnd ? "unexpected end of input" : "expected ',' or '}'")
      }
    }
  }

  /// The node of the key at the index (a `"`), leaving the index after it.
  @inline(__always)
  private mutating func key(in node: Int) throws(LoadError) -> Int {
    var next = base + index + 1
    if let child = tree.predicted(in: node, text: &next, end: base + bytes.count) {
      index = next - base
      return child
    }
    let start = index + 1
    var p = start
    while p < bytes.count {
      let byte = base[p]
      if byte == UInt8(ascii: "\"") {
        index = p + 1
        let child = tree.child(of: node, key: base + start, count: p - start)
        if child < 0 { throw JSONKeyTree.newKey }
        return child
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      p += 1
    }
    var parser = JSONParser(bytes: bytes, file: file)
    parser.index = index
    let text = Array(try parser.string().utf8)
    index = parser.index
    let child = text.withUnsafeBufferPointer {
      tree.child(of: node, key: $0.baseAddress ?? base, count: $0.count)
    }
    if child < 0 { throw JSONKeyTree.newKey }
    return child
  }

  /// Reads a scalar value into the cell of `column`.
  private mutating func scalar(into column: Int) throws(LoadError) {
    switch byte {
    case UInt8(ascii: "\""):
      cells[column] = try string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      index += 1
      while index < bytes.count {
        switch base[index] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"),
          UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"):
          index += 1
          continue
        default: break
        }
        break
      }
      if index - start == 1 && base[start] == UInt8(ascii: "-") {
        index = start
        throw failure(
          literalFollows("-Infinity")
            ? JSONParser.nonFiniteMessage("-Infinity")
            : "invalid number")
      }
      cells[column] = Cell(start: start, count: index - start, source: .input)
    case UInt8(ascii: "t"):
      try literal("true")
      cells[column] = Cell(source: .one)
    case UInt8(ascii: "f"):
      try literal("false")
      cells[column] = Cell(source: .zero)
    case UInt8(ascii: "n"):
      try literal("null")
      cells[column] = Cell()
    default:
      for word in ["NaN", "Infinity"] where literalFollows(word) {
        throw failure(JSONParser.nonFiniteMessage(word))
      }
      throw failure(atEnd ? "unexpected end of input" : "expected a value")
    }
  }

  /// Skips the value at the index (of a path the bound leaves out), refusing what the parser
  /// refuses.
  private mutating func skipValue(depth: Int) throws(LoadError) {
    var parser = JSONParser(bytes: bytes, file: file)
    parser.index = index
    _ = try parser.value(depth: depth)
    index = parser.index
  }

  private func literalFollows(_ word: String) -> Bool {
    bytes.count - index >= word.utf8.count && bytes[index...].starts(with: word.utf8)
  }

  private mutating func literal(_ word: String) throws(LoadError) {
    guard literalFollows(word) else { throw failure("invalid literal (expected \(word))") }
    index += word.utf8.count
  }

  /// The rows written.
  var rows: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: body.base + rowsStart, count: body.count - rowsStart)
  }

  /// Frees the rows and the cells.
  func deallocate() {
    body.deallocate()
    cells.deallocate()
  }

  /// An error at the current index, located `LINE:COLUMN`.
  func failure(_ message: String) -> LoadError {
    var parser = JSONParser(bytes: bytes, file: file)
    parser.index = index
    return parser.failure(message)
  }
}

import TChartCSV
import TChartJSON

/// Reads what each run of an `--every` command printed as one row of numbers (pure: bytes in,
/// a row or a problem out).
///
/// The first run that prints a number fixes the lines, for good:
/// - a JSON object (the output, or its last line): every number in it, by dotted path
///   (`cpu.user`, `disks.0.busy`), is a line;
/// - otherwise text: the row is the last line holding a number, split like a stream's lines
///   (`,` tab `;`, else runs of spaces); its fields that are numbers are the lines, named by
///   the header (the last line above it without numbers and with as many fields, or one field
///   fewer when the row starts with a label, as `free` writes) or, without one, `1`, `2`, … (the
///   program's name for a single number).
/// Later runs read the same fields (a header printed again is just a line above the row); a
/// field that is not a number there is a gap.
public struct CommandOutputReader: Sendable {
  /// The name of a single headerless number: the program's (`date` for `date +%s`).
  public let program: String
  /// The lines' names, once a run printed a number.
  public private(set) var names: [String]?
  private var shape: Shape?

  /// Where the lines' values are found in a run's output.
  private enum Shape: Sendable {
    /// Text: the fields of the row at these indices, in a row of `fieldCount` fields.
    case table(fieldCount: Int, columns: [Int])
    /// A JSON object: the numbers at these dotted paths.
    case json(paths: [String])
    /// Text whose last rows start with labels (`Mem:`, `Swap:` as `free` writes them; devices
    /// as `iostat` does): each labelled row's numbers.
    case labelled([LabelledRow])
  }

  /// Why a run gave no row, in a few words (`printed no number`).
  public struct Problem: Error, Equatable, CustomStringConvertible {
    public var description: String

    package init(description: String) {
      self.description = description
    }
  }

  public init(program: String) {
    self.program = program
  }

  /// The row `output` holds: one value per line (`.nan` for a gap).
  public mutating func row(_ output: [UInt8]) -> Result<[Double], Problem> {
    let first = output.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if first == nil { return .failure(Problem(description: "printed nothing")) }
    switch shape {
    case .table?, .labelled?:
      return tableRow(output)
    case .json?, nil:
      if first == UInt8(ascii: "{"), let object = Self.jsonObject(output) {
        return jsonRow(object)
      }
      if shape != nil { return .failure(Problem(description: "printed no JSON object")) }
      return tableRow(output)
    }
  }

  // MARK: JSON

  /// The output as one JSON object, or its last line as one (JSON lines).
  private static func jsonObject(_ output: [UInt8]) -> JSONValue? {
    let whole = output.withUnsafeBufferPointer { try? JSONParser.parse($0, file: "") }
    if case .object? = whole { return whole }
    guard
      let last = output.split(separator: 0x0A).last(where: {
        $0.contains { ![0x20, 0x09, 0x0D].contains($0) }
      })
    else { return nil }
    let line = Array(last)
    let value = line.withUnsafeBufferPointer { try? JSONParser.parse($0, file: "") }
    if case .object? = value { return value }
    return nil
  }

  private mutating func jsonRow(_ object: JSONValue) -> Result<[Double], Problem> {
    var numbers: [(path: String, value: Double)] = []
    Self.collect(object, path: "", into: &numbers)
    if shape == nil {
      guard !numbers.isEmpty else {
        return .failure(Problem(description: "printed a JSON object without numbers"))
      }
      let kept = Array(numbers.prefix(CSVHeader.maximumColumns))
      shape = .json(paths: kept.map(\.path))
      names = Self.shortNames(kept.map(\.path))
      return .success(kept.map(\.value))
    }
    guard case .json(let paths) = shape else { return .failure(Problem(description: "")) }
    var byPath: [String: Double] = [:]
    for number in numbers where byPath[number.path] == nil { byPath[number.path] = number.value }
    let row = paths.map { byPath[$0] ?? .nan }
    guard row.contains(where: { !$0.isNaN }) else {
      return .failure(
        Problem(description: "printed none of \(paths.prefix(3).joined(separator: ", "))"))
    }
    return .success(row)
  }

  /// Every number under `value`, by dotted path (array elements by index).
  private static func collect(
    _ value: JSONValue, path: String, into numbers: inout [(path: String, value: Double)]
  ) {
    func child(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
    switch value {
    case .number(let number):
      numbers.append((path.isEmpty ? "value" : path, number))
    case .object(let members):
      for member in members { collect(member.value, path: child(member.key), into: &numbers) }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        collect(element, path: child(String(index)), into: &numbers)
      }
    case .null, .bool, .string:
      break
    }
  }

  // MARK: Text

  /// `paths` without the segments they all start with (`sysstat.hosts.0.` of `iostat -o
  /// JSON`), when there are several and every name keeps a segment.
  static func shortNames(_ paths: [String]) -> [String] {
    guard paths.count > 1 else { return paths }
    let split = paths.map { $0.split(separator: ".", omittingEmptySubsequences: false) }
    var common = 0
    while split.allSatisfy({ $0.count > common + 1 && $0[common] == split[0][common] }) {
      common += 1
    }
    return split.map { $0.dropFirst(common).joined(separator: ".") }
  }

  /// One line's fields as text and, where a field is one, its number.
  struct Line {
    var fields: [String]
    var numbers: [Double?]
    var hasNumber: Bool { numbers.contains { $0 != nil } }
  }

  static func lines(_ output: [UInt8]) -> [Line] {
    var lines: [Line] = []
    var fields: [StreamLine.Field] = []
    output.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var start = base
      let end = base + buffer.count
      while start < end {
        var stop = start
        while stop < end && stop.pointee != 0x0A { stop += 1 }
        var lineEnd = stop
        if lineEnd > start && (lineEnd - 1).pointee == 0x0D { lineEnd -= 1 }
        let delimiter = StreamLine.sniff(start, lineEnd)
        if StreamLine.split(start, lineEnd, delimiter, into: &fields) {
          let texts = fields.map(\.text)
          if !(texts.count == 1 && texts[0].isEmpty) && !texts.isEmpty {
            lines.append(Line(fields: texts, numbers: texts.map(Self.number)))
          }
        }
        start = stop + 1
      }
    }
    return lines
  }

  /// `text` as a number: decimal only (`12`, `-0.5`, `1e3`); not `inf`, `nan` or hex. A size
  /// as `free -h` writes it (`1.6Gi`, `8.7Mi`, `0B`) is its bytes.
  static func number(_ text: String) -> Double? {
    for (suffix, scale) in Self.binarySizes where text.hasSuffix(suffix) {
      let digits = String(text.dropLast(suffix.count))
      guard digits.last?.isNumber == true, let value = decimal(digits) else { return nil }
      return value * scale
    }
    return decimal(text)
  }

  /// The suffixes of `free -h`'s sizes and their bytes.
  private static let binarySizes: [(String, Double)] = [
    ("Ki", 1024), ("Mi", 1_048_576), ("Gi", 1_073_741_824), ("Ti", 1_099_511_627_776),
    ("B", 1),
  ]

  /// `text` as a decimal number.
  private static func decimal(_ text: String) -> Double? {
    guard let first = text.utf8.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
        || first == UInt8(ascii: ".") || (0x30...0x39).contains(first),
      text.utf8.allSatisfy({ (0x30...0x39).contains($0) || Array("+-.eE".utf8).contains($0) }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  private mutating func tableRow(_ output: [UInt8]) -> Result<[Double], Problem> {
    let lines = Self.lines(output)
    guard let rowIndex = lines.lastIndex(where: \.hasNumber) else {
      let shown = lines.last.map { " ('\($0.fields.joined(separator: " ").prefix(40))')" } ?? ""
      return .failure(Problem(description: "printed no number\(shown)"))
    }
    if case .labelled(let rows) = shape { return Self.labelledRow(lines, rows) }
    if shape == nil, let block = Self.labelledBlock(lines, endingAt: rowIndex) {
      let rows = Self.labelledRows(lines, block: block, program: program)
      shape = .labelled(rows)
      names = rows.flatMap(\.names)
      return Self.labelledRow(lines, rows)
    }
    let row = lines[rowIndex]
    guard case .table(let fieldCount, let columns) = shape else {
      let columns = row.numbers.indices.filter { row.numbers[$0] != nil }
      let kept = Array(columns.prefix(CSVHeader.maximumColumns))
      shape = .table(fieldCount: row.fields.count, columns: kept)
      names = Self.names(of: kept, row: row, above: lines[..<rowIndex], program: program)
      return .success(kept.map { row.numbers[$0] ?? .nan })
    }
    guard row.fields.count == fieldCount else {
      return .failure(
        Problem(description: "printed \(row.fields.count) fields, not \(fieldCount) as at first"))
    }
    return .success(columns.map { row.numbers[$0] ?? .nan })
  }

  /// The names of the row's `columns`: the header's, else `1`, `2`, … (the program's name for
  /// a single number).
  static func names(
    of columns: [Int], row: Line, above: ArraySlice<Line>, program: String
  ) -> [String] {
    let count = row.fields.count
    if let header = above.last(where: { !$0.hasNumber && $0.fields.count == count }) {
      return columns.map { header.fields[$0] }
    }
    if !row.numbers.isEmpty && row.numbers[0] == nil,
      let header = above.last(where: { !$0.hasNumber && $0.fields.count == count - 1 })
    {
      return columns.map { $0 == 0 ? row.fields[0] : header.fields[$0 - 1] }
    }
    if columns.count == 1 { return [program] }
    return columns.indices.map { String($0 + 1) }
  }
}

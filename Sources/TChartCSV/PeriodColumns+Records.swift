import TChartData

/// The reading helpers of ``PeriodColumns``: the delimiter, CSV records written and read.
extension PeriodColumns {
  /// The delimiter of the first line: the one of `,`, tab and `;` it holds most of.
  static func delimiter(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>)
    -> UInt8?
  {
    var counts: [UInt8: Int] = [0x2C: 0, 0x09: 0, 0x3B: 0]
    var p = start
    var lines = 0
    while p < end && lines < headerSearch {
      let byte = p.pointee
      if byte == 0x0A { lines += 1 }
      if counts[byte] != nil { counts[byte]! += 1 }
      p += 1
    }
    guard let best = counts.max(by: { $0.value < $1.value }), best.value > 0 else { return nil }
    return best.key
  }

  /// `cells` as one CSV record, quoted where they need it.
  static func append(_ cells: [String], to csv: inout [UInt8]) {
    for (index, cell) in cells.enumerated() {
      if index > 0 { csv.append(0x2C) }
      if cell.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) {
        csv.append(0x22)
        for byte in cell.utf8 {
          if byte == 0x22 { csv.append(0x22) }
          csv.append(byte)
        }
        csv.append(0x22)
      } else {
        csv.append(contentsOf: cell.utf8)
      }
    }
    csv.append(0x0A)
  }

  /// The records of a CSV body, cells unquoted and trimmed.
  struct Records {
    var p: UnsafePointer<UInt8>
    let end: UnsafePointer<UInt8>
    let delimiter: UInt8
    /// The 1-based line the next record starts on.
    var line = 1

    /// The next record (a blank line is an empty one), or `nil` at the end or at a field that
    /// does not read.
    mutating func next() -> [String]? {
      guard p < end else { return nil }
      var cells: [String] = []
      while true {
        guard var cell = try? CSVField.read(at: p, end: end, delimiter: delimiter) else {
          return nil
        }
        p = cell.next
        line += cell.newlines
        cell.trimSpaces()
        cells.append(cell.text)
        guard p < end && p.pointee == delimiter else { break }
        p += 1
      }
      p = CSVLoader.skipLineBreak(p, end: end, line: &line)
      return cells == [""] ? [] : cells
    }
  }
}

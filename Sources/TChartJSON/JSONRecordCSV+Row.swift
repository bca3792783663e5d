import TChartData

/// The record being read as one CSV row: its cells (a number's or a string's bytes in the
/// input, a string's unescaped text in the scratch bytes, `1`/`0`, or a gap), written out as a
/// line when the record ends.
extension JSONRecordCSV {
  /// One cell of the record being read.
  struct Cell {
    var start = 0
    var count = 0
    var source = Source.empty
  }

  /// Where a cell's text is.
  enum Source: UInt8 {
    case empty, input, quotedInput, scratch, one, zero
  }

  /// The cell of the string at the index: its bytes when they need no escaping, else its
  /// text unescaped and quoted for CSV in ``scratch``.
  mutating func string() throws(LoadError) -> Cell {
    let start = index + 1
    var p = start
    var needsQuotes = false
    while p < bytes.count {
      let byte = base[p]
      if byte == UInt8(ascii: "\"") {
        index = p + 1
        return Cell(start: start, count: p - start, source: needsQuotes ? .quotedInput : .input)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      if byte == UInt8(ascii: ",") { needsQuotes = true }
      p += 1
    }
    var parser = JSONParser(bytes: bytes, file: file)
    parser.index = index
    let text = try parser.string()
    index = parser.index
    let cellStart = scratch.count
    scratch.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case 0x0A, 0x0D: scratch.append(0x20)
      case 0x22: scratch.append(contentsOf: [0x22, 0x22])
      default: scratch.append(byte)
      }
    }
    scratch.append(UInt8(ascii: "\""))
    return Cell(start: cellStart, count: scratch.count - cellStart, source: .scratch)
  }

  /// Makes room for one more column's cell.
  mutating func addCell() {
    if cellCount == cellCapacity {
      let grown = UnsafeMutablePointer<Cell>.allocate(capacity: cellCapacity * 2)
      grown.moveInitialize(from: cells, count: cellCapacity)
      (grown + cellCapacity).initialize(repeating: Cell(), count: cellCapacity)
      cells.deallocate()
      cells = grown
      cellCapacity *= 2
    }
    cellCount += 1
  }

  /// Writes the record's cells as one CSV row and clears them.
  mutating func writeRow() {
    let count = cellCount
    body.reserve(count + 1)
    for column in 0..<count {
      if column > 0 { body.append(UInt8(ascii: ",")) }
      let cell = cells[column]
      switch cell.source {
      case .empty: continue
      case .input: body.append(base + cell.start, count: cell.count)
      case .quotedInput:
        body.append(UInt8(ascii: "\""))
        body.append(base + cell.start, count: cell.count)
        body.append(UInt8(ascii: "\""))
      case .scratch:
        scratch.withUnsafeBufferPointer {
          body.append($0.baseAddress! + cell.start, count: cell.count)
        }
      case .one: body.append(UInt8(ascii: "1"))
      case .zero: body.append(UInt8(ascii: "0"))
      }
      cells[column] = Cell()
    }
    body.append(0x0A)
    scratch.removeAll(keepingCapacity: true)
  }
}

import Synchronization
import TChartData

/// Reads the rows behind a sample again (``SourceRowsQuery``): one pass over the mapped file,
/// keeping only the start of the rows around the nearest x found so far (at most
/// `2 × context + ` the nearest rows), so memory stays bounded whatever the file's size; the
/// cells' texts are made for those rows alone, at the end. The pass stops early once rows at
/// the very x and their following context are read. Parsed pages are handed back as the pass
/// moves on, as the loader does.
public enum SourceRowsReader {
  /// The newest read's ``SourceRowsQuery/generation``.
  private static let newest = Atomic<Int>(0)

  /// Makes `generation` the newest read: an older one still scanning stops (its answer is a
  /// ``LoadError`` saying so, which nobody waits for), so reads never queue behind each other.
  public static func supersede(with generation: Int) {
    newest.store(generation, ordering: .relaxed)
  }

  /// The rows `query` asks for; a file that is not a CSV/TSV table, or whose x cannot be read
  /// again (an x made of several columns), is a ``LoadError`` saying so.
  public static func read(_ query: SourceRowsQuery) throws(LoadError) -> SourceRows {
    let file = query.path
    guard let x = SourceXCell(query.xReading, options: query.options) else {
      throw LoadError(
        file: file, location: "",
        message: "x is \(query.xReading): its rows cannot be found again")
    }
    return try FileBytes.withInput(of: file, file: file) { input throws(LoadError) in
      guard case .mapped(let bytes) = input else {
        throw LoadError(file: file, location: "", message: "not a file: its rows are not kept")
      }
      return try read(bytes, query: query, x: x)
    }
  }

  /// A row's start and line, and its x (NaN when it does not read).
  private struct Start {
    var p: UnsafePointer<UInt8>
    var line: Int
    var x: Double
  }

  private static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, query: SourceRowsQuery, x: SourceXCell
  ) throws(LoadError) -> SourceRows {
    if startsJSON(bytes) {
      throw LoadError(
        file: query.path, location: "", message: "a JSON file: rows are shown for CSV/TSV files")
    }
    let header = try CSVHeader.read(bytes, file: query.path, xColumn: nil)
    guard header.names.indices.contains(query.xField), header.names[query.xField] == query.xName
    else {
      throw LoadError(
        file: query.path, location: "",
        message: "no header naming '\(query.xName)' (changed, or not CSV/TSV): no rows to show")
    }
    let end = bytes.baseAddress! + bytes.count
    let filter = SourceRowFilter(
      query.options.rowFilter, names: header.names, xField: query.xField, x: x)
    let context = Swift.max(0, query.context)
    // The last `context + 1` rows, by their number modulo that: the rows before the nearest
    // are taken from it once the next row is read, not at each nearer row (a sorted file
    // brings a nearer row at every line up to the sample's).
    var recent = [Start](repeating: Start(p: end, line: 0, x: .nan), count: context + 1)
    var number = 0
    var kept: [Start] = []
    var nearest = -1
    var matchedCount = 0
    var best = Double.infinity
    var bestX = Double.nan
    var after = 0
    var filterCells = [CellBounds?](repeating: nil, count: filter.isEmpty ? 0 : header.names.count)
    var p = header.bodyStart
    var line = header.bodyLine
    var released = bytes.baseAddress!
    while p < end {
      if p.pointee == 0x0A || p.pointee == 0x0D {
        p = CSVLoader.skipLineBreak(p, end: end, line: &line)
        continue
      }
      var row = Start(p: p, line: line, x: .nan)
      var xCell: CellBounds?
      var field = 0
      while true {
        guard let cell = try? CSVField.read(at: p, end: end, delimiter: header.delimiter) else {
          // A broken quote: the rest of the line is the row.
          while p < end && p.pointee != 0x0A && p.pointee != 0x0D { p += 1 }
          break
        }
        if field == query.xField { xCell = CellBounds(start: cell.start, end: cell.end) }
        if field < filterCells.count {
          filterCells[field] = CellBounds(start: cell.start, end: cell.end)
        }
        line += cell.newlines
        p = cell.next
        field += 1
        guard p < end && p.pointee == header.delimiter else { break }
        p += 1
      }
      p = CSVLoader.skipLineBreak(p, end: end, line: &line)
      if let xCell, filter.keeps(filterCells), let value = x.read(xCell.start, xCell.end) {
        row.x = value
      }
      for index in filterCells.indices { filterCells[index] = nil }
      let distance = Swift.abs(row.x - query.x)
      if !(distance < best) && number == nearest + 1 && nearest >= 0 {
        // The rows before the nearest and it, while they are still in `recent`.
        kept = (Swift.max(0, nearest - context)...nearest).map { recent[$0 % (context + 1)] }
      }
      if distance < best {
        (best, bestX, nearest, matchedCount, after) = (distance, row.x, number, 1, 0)
        kept = []
      } else if row.x == bestX, after == 0 {
        kept.append(row)
        matchedCount += 1
      } else if nearest >= 0, after < context {
        kept.append(row)
        after += 1
      }
      recent[number % (context + 1)] = row
      number += 1
      if best == 0 && after >= context && row.x != bestX { break }
      if number & 0xFFFF == 0, query.generation != 0,
        newest.load(ordering: .relaxed) != query.generation
      {
        throw LoadError(file: query.path, location: "", message: "a newer read started")
      }
      if p - released >= 1 << 24 {
        // Parsed pages go back (the kept rows' fault in again when their cells are read).
        FileBytes.releasePages(from: released, upTo: p)
        released = p
      }
    }
    if nearest == number - 1 && nearest >= 0 {
      kept = (Swift.max(0, nearest - context)..<(nearest + 1)).map { recent[$0 % (context + 1)] }
    }
    if nearest < 0 {
      kept = (Swift.max(0, number - context)..<number).map { recent[$0 % (context + 1)] }
    }
    let beforeCount = nearest < 0 ? 0 : Swift.min(nearest, context)
    let matchedRange = nearest < 0 ? 0..<0 : beforeCount..<(beforeCount + matchedCount)
    let rows = kept.map { start in
      SourceRows.Row(
        line: start.line, cells: cells(at: start.p, end: end, delimiter: header.delimiter))
    }
    return SourceRows(header: header.names, rows: rows, matched: matchedRange)
  }

  /// Whether the first byte that is not a space opens JSON (`[`, `{`), as the loader sniffs.
  private static func startsJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let first = bytes.first {
      $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF
    }
    return first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
  }

  /// The cells of the row starting at `p`, unquoted.
  private static func cells(
    at start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, delimiter: UInt8
  )
    -> [String]
  {
    var p = start
    var cells: [String] = []
    while true {
      guard let cell = try? CSVField.read(at: p, end: end, delimiter: delimiter) else {
        var stop = p
        while stop < end && stop.pointee != 0x0A && stop.pointee != 0x0D { stop += 1 }
        cells.append(
          String(decoding: UnsafeBufferPointer(start: p, count: stop - p), as: UTF8.self))
        return cells
      }
      cells.append(cell.text)
      p = cell.next
      guard p < end && p.pointee == delimiter else { return cells }
      p += 1
    }
  }
}

import TChartCSV
import TChartLoading

/// Turns the bytes of a stream, in chunks split anywhere, into batches of rows
/// (``StreamBatch``): the same rows whatever the split.
///
/// A row is a line (`\n` or `\r\n`; blank lines are skipped). The first line decides the
/// delimiter (``StreamLine/sniff(_:_:)``) and, unless ``StreamOptions/header`` says, whether it
/// is a header: a line whose every field is a number, or a date followed by numbers, is data.
/// The first data row decides the layout: with one field per row (or `--x-arrival`) x is the
/// arrival time and every field is a line; otherwise the first field is x, read as the file
/// loader reads it (numbers, Unix times by the header's name, dates). A row that does not fit
/// (a field that is not a number, another number of fields, x going back, a line over 1 MiB)
/// is skipped and counted, never an error: a stream goes on. Until the first row, a line that
/// is not data replaces a header split at spaces (the one before is a banner), and a data row
/// that does not fit the header re-decides the delimiter and the header (``StreamPreamble``);
/// later repeats of the header or a banner line are skipped silently. Rows of plain numbers
/// split at spaces wait for ``StreamFirstRows`` to decide whether their first field is x or
/// the arrival time is. Not `Sendable`: it holds pointers into its own scratch lists; the
/// reader thread owns it.
public struct StreamParser {
  /// The longest line kept; longer ones are skipped without being held.
  public static let maximumLineLength = 1 << 20
  /// The most lines a stream may have (as for files).
  static let maximumLines = CSVHeader.maximumColumns

  public let options: StreamOptions
  /// The unfinished last line of the bytes fed so far.
  var carry: [UInt8] = []
  /// Whether the current line grew over ``maximumLineLength``: it is dropped up to its end.
  var overlong = false
  /// The bytes of the line being read, still without its end (counted on past
  /// ``maximumLineLength``, where they are no longer held).
  var unfinished = 0
  /// The ``unfinished`` last handed over in a batch.
  var reportedUnfinished = 0
  /// The 1-based number of the last line read.
  var line = 0
  var delimiter: StreamLine.Delimiter?
  /// The header's names, once read.
  var header: [String]?
  var layout: StreamLayout?
  var xReading: StreamXReading = .arrival
  var fieldCount = 0
  var lastX = -Double.infinity
  var batch = StreamBatch()
  var fields: [StreamLine.Field] = []
  var row: [Double] = []
  var preamble = StreamPreamble()
  /// The line being read, while it is.
  var current: (UnsafePointer<UInt8>, UnsafePointer<UInt8>)?
  /// Whether a row has been read (or held by ``firstRows``).
  var readARow = false
  /// The first rows, held while they decide x (``StreamFirstRows``); `nil` when not deciding.
  var firstRows: StreamFirstRows?
  /// Where the rows of the current read start in the batch when held rows of earlier reads
  /// went in before them (those keep their own arrival times).
  var spreadFrom = 0
  /// The fields holding text in a first row whose x is a time of day (`sar`'s `CPU` of `all`):
  /// not lines, never read.
  var textFields: [Int] = []

  public init(options: StreamOptions = StreamOptions()) {
    self.options = options
  }

  /// When the bytes before the current read arrived (or the stream opened), in Unix seconds:
  /// rows whose x is the arrival time and that came in one read are spread evenly from here to
  /// that read's time, as they were produced in between (a burst is a steep line, not a
  /// vertical one). `nil` until the first read when the reader does not set it.
  public var previousArrival: Double?

  /// Reads `bytes`; rows whose x is the arrival time get `arrival` (Unix seconds), spread back
  /// over the time since ``previousArrival`` when several arrived together.
  public mutating func feed(_ bytes: UnsafeRawBufferPointer, arrival: Double) {
    guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
    let firstRow = batch.x.count
    defer {
      spreadArrivals(from: Swift.max(firstRow, spreadFrom), to: arrival)
      spreadFrom = 0
    }
    let end = base + bytes.count
    var p = base
    while p < end {
      guard let newline = Self.find(0x0A, from: p, to: end) else {
        keep(p, end)
        return
      }
      if carry.isEmpty && !overlong {
        readLine(p, newline, arrival: arrival)
      } else {
        keep(p, newline)
        finishCarriedLine(arrival: arrival)
      }
      p = newline + 1
    }
  }

  /// Spreads the arrival-time rows from `firstRow` on (all read at `arrival`) evenly over
  /// ``previousArrival`` `..< arrival`, the last one at `arrival`.
  mutating func spreadArrivals(from firstRow: Int, to arrival: Double) {
    defer { previousArrival = Swift.max(previousArrival ?? arrival, arrival) }
    let count = batch.x.count - firstRow
    guard xReading.isArrival, count > 1, let previous = previousArrival, previous < arrival,
      firstRow == 0 || batch.x[firstRow - 1] <= previous
    else { return }
    let step = (arrival - previous) / Double(count)
    for offset in 0..<count {
      batch.x[firstRow + offset] = previous + step * Double(offset + 1)
    }
    lastX = arrival
  }

  /// Reads `bytes` (see ``feed(_:arrival:)-(UnsafeRawBufferPointer,_)``).
  public mutating func feed(_ bytes: [UInt8], arrival: Double) {
    bytes.withUnsafeBytes { feed($0, arrival: arrival) }
  }

  /// The end of the stream: its last line counts even without a line break.
  public mutating func finish(arrival: Double) {
    if !carry.isEmpty || overlong { finishCarriedLine(arrival: arrival) }
    decideX()
  }

  /// The rows read since the last call (with the layout, once known); `nil` when there is
  /// nothing new.
  public mutating func take() -> StreamBatch? {
    if unfinished != reportedUnfinished {
      batch.unfinishedLine = unfinished
      reportedUnfinished = unfinished
    }
    guard !batch.isEmpty else { return nil }
    var taken = StreamBatch(layout: layout, columns: Array(repeating: [], count: fieldCount))
    swap(&taken, &batch)
    if layout == nil { batch.layout = nil }
    return taken
  }

  mutating func keep(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) {
    unfinished += end - start
    guard !overlong else { return }
    if carry.count + (end - start) > Self.maximumLineLength {
      carry.removeAll()
      overlong = true
      return
    }
    carry.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
  }

  mutating func finishCarriedLine(arrival: Double) {
    unfinished = 0
    if overlong {
      line += 1
      overlong = false
      carry.removeAll(keepingCapacity: true)
      skip("a line longer than 1 MiB")
      return
    }
    var held: [UInt8] = []
    swap(&held, &carry)
    held.withUnsafeBufferPointer {
      readLine($0.baseAddress!, $0.baseAddress! + $0.count, arrival: arrival)
    }
    held.removeAll(keepingCapacity: true)
    swap(&held, &carry)
  }

  /// Reads one line, `[start, end)` without its `\n`.
  mutating func readLine(
    _ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, arrival: Double
  ) {
    line += 1
    var start = start
    var end = end
    if end > start && (end - 1).pointee == 0x0D { end -= 1 }
    if line == 1 && end - start >= 3 && start[0] == 0xEF && start[1] == 0xBB && start[2] == 0xBF {
      start += 3
    }
    var first = start
    while first < end && (first.pointee == 0x20 || first.pointee == 0x09) { first += 1 }
    guard first < end else { return }
    current = (start, end)
    defer { current = nil }
    guard let delimiter else {
      let sniffed = StreamLine.sniff(start, end)
      self.delimiter = sniffed
      readFirstLine(start, end, delimiter: sniffed, arrival: arrival)
      return
    }
    guard StreamLine.split(start, end, delimiter, into: &fields) else {
      return skip("a quote is not closed")
    }
    if !readARow && options.header == .auto && reconsider(start, end, arrival: arrival) { return }
    guard layout != nil else {
      if !decideLayout() { return }
      readRow(arrival: arrival)
      return
    }
    readRow(arrival: arrival)
  }

  /// Reads the data row in ``fields`` into the batch, or skips it.
  mutating func readRow(arrival: Double) {
    let isArrival = xReading.isArrival
    let expected = (isArrival ? fieldCount : fieldCount + 1) + textFields.count
    guard fields.count == expected else {
      if readARow && isOtherTable() { return }
      return skip("\(fields.count) field\(fields.count == 1 ? "" : "s"), expected \(expected)")
    }
    let x: Double
    if isArrival {
      x = Swift.max(arrival, lastX)
    } else {
      let cell = fields[0]
      // `sar`'s `Average:` rows at the end: a summary, skipped silently.
      if case .timeOfDay = xReading, cell.end > cell.start, (cell.end - 1).pointee == 0x3A {
        return
      }
      guard let value = xReading.x(cell.start, cell.end, arrival: arrival), !value.isNaN else {
        return skip("x '\(cell.text)' cannot be read")
      }
      guard value >= lastX || firstRows != nil else {
        return skip("x goes back ('\(cell.text)')")
      }
      x = value
    }
    row.removeAll(keepingCapacity: true)
    let decimalComma = delimiter == .byte(0x3B)
    for (index, field) in fields.enumerated().dropFirst(isArrival ? 0 : 1) {
      if !textFields.isEmpty && textFields.contains(index) { continue }
      guard
        let value = StreamLine.value(field, missing: options.missing, decimalComma: decimalComma)
      else {
        return skip("'\(field.text)' is not a number")
      }
      row.append(value)
    }
    readARow = true
    if firstRows != nil {
      firstRows!.rows.append(StreamFirstRows.Row(first: x, values: row, arrival: arrival))
      if firstRows!.isFull || !firstRows!.firstCountsUp { decideX() }
      return
    }
    lastX = x
    batch.x.append(x)
    for index in row.indices { batch.columns[index].append(row[index]) }
  }

  /// Whether the line in ``fields`` (of another width than the rows) belongs to another table
  /// (`iostat -x`'s `Device` block after its CPU rows): a line of three words or more, not
  /// data nor a repeat, starts one, skipped and counted once (`another table ('Device r/s …')
  /// skipped`); later lines of its width are skipped silently.
  mutating func isOtherTable() -> Bool {
    if preamble.otherWidths.contains(fields.count) { return true }
    guard fields.count >= 3, !looksLikeData(), let (start, end) = current,
      !preamble.isRepeat(start, end)
    else { return false }
    preamble.otherWidths.insert(fields.count)
    let words = fields.prefix(3).map(\.text).joined(separator: " ")
    skip("another table ('\(words) …') skipped")
    return true
  }

  /// Skips the current line, silently when it repeats the header or a banner line.
  mutating func skip(_ why: String) {
    if let (start, end) = current, preamble.isRepeat(start, end) { return }
    batch.skipped += 1
    batch.problem = "line \(line): \(why)"
  }

  /// The first `byte` in `[start, end)`.
  @inline(__always)
  static func find(
    _ byte: UInt8, from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>
  )
    -> UnsafePointer<UInt8>?
  {
    var p = start
    while p < end {
      if p.pointee == byte { return p }
      p += 1
    }
    return nil
  }
}

extension StreamXReading {
  /// Whether x is the arrival time.
  var isArrival: Bool {
    if case .arrival = self { return true }
    return false
  }
}

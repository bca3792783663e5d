import TChartCSV
import TChartLoading

/// How a stream's first lines become its header and layout: the first line read as a header
/// or as data, a banner replaced before the first row (``StreamPreamble``), x decided over the
/// first rows (``StreamFirstRows``), and the layout taken from the first data row.
extension StreamParser {
  /// Reads the first line: the header, or (all numbers, or a date and numbers) the first row.
  mutating func readFirstLine(
    _ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, delimiter: StreamLine.Delimiter,
    arrival: Double
  ) {
    guard StreamLine.split(start, end, delimiter, into: &fields) else {
      return skip("a quote is not closed")
    }
    let isHeader: Bool
    switch options.header {
    case .present: isHeader = true
    case .absent: isHeader = false
    case .auto: isHeader = !looksLikeData()
    }
    if isHeader {
      setHeader(start, end, names: fields.map(\.text), delimiter: delimiter)
      return
    }
    if decideLayout() { readRow(arrival: arrival) }
  }

  /// Makes `[start, end)`, split into `names`, the header.
  mutating func setHeader(
    _ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, names: [String],
    delimiter: StreamLine.Delimiter
  ) {
    preamble.header(start, end, delimiter: delimiter)
    header = names.enumerated().map { index, name in
      name.isEmpty ? "column \(index + 1)" : name
    }
  }

  /// Before the first row, looks again at a line `[start, end)` (in ``fields``, split with the
  /// delimiter decided so far) that may show the header was a banner, when either splits at
  /// spaces: a line that is not data and has another field count replaces the header (said in
  /// the batch's problem); a data row that does not fit it re-decides the delimiter and the
  /// header from itself (the header stays only if it has as many fields), then is read. `true`
  /// when the line was taken so.
  mutating func reconsider(
    _ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, arrival: Double
  ) -> Bool {
    guard let headerDelimiter = preamble.headerDelimiter, let header else { return false }
    if looksLikeData() && fields.count == header.count { return false }
    let own = StreamLine.sniff(start, end)
    guard StreamLine.split(start, end, own, into: &fields) else { return false }
    let data = looksLikeData()
    guard headerDelimiter == .whitespace || own == .whitespace else {
      _ = StreamLine.split(start, end, headerDelimiter, into: &fields)
      return false
    }
    delimiter = own
    if !data {
      // A row like the header (as many fields) that is not data is skipped with its reason.
      guard fields.count != header.count else {
        delimiter = headerDelimiter
        _ = StreamLine.split(start, end, headerDelimiter, into: &fields)
        return false
      }
      setHeader(start, end, names: fields.map(\.text), delimiter: own)
      let words = fields.prefix(3).map(\.text).joined(separator: " ")
      batch.problem = "line \(line): '\(words)\(fields.count > 3 ? " …" : "")' read as the header"
      return true
    }
    self.header = preamble.names(fitting: fields.count, delimiter: own)
    layout = nil
    if decideLayout() { readRow(arrival: arrival) }
    return true
  }

  /// Ends ``firstRows``: x is the first field when it counts up over them, else the arrival
  /// time (the first field a line, with a note); the held rows go into the batch.
  mutating func decideX() {
    guard let held = firstRows, !held.rows.isEmpty, var layout else { return }
    firstRows = nil
    let arrival = !held.firstCountsUp
    if arrival {
      xReading = .arrival
      layout = StreamLayout(
        names: header ?? (1...fieldCount + 1).map(String.init), xKind: .time, xIsArrival: true)
      layout.note = StreamFirstRows.arrivalNote
      fieldCount += 1
    }
    self.layout = layout
    batch.layout = layout
    batch.columns = Array(repeating: [], count: fieldCount)
    let lastRead = held.rows.last!.arrival
    spreadFrom = batch.x.count + (held.rows.firstIndex { $0.arrival == lastRead } ?? 0)
    for row in held.rows {
      let x = arrival ? Swift.max(row.arrival, lastX) : row.first
      lastX = x
      batch.x.append(x)
      let values = arrival ? [row.first] + row.values : row.values
      for index in values.indices { batch.columns[index].append(values[index]) }
    }
  }

  /// Whether the fields of the first line are all numbers, or a date and then numbers.
  func looksLikeData() -> Bool {
    let values = fields.map { StreamLine.value($0, missing: options.missing, decimalComma: false) }
    if values.allSatisfy({ $0 != nil }) { return true }
    guard let first = fields.first else { return false }
    guard values.dropFirst().allSatisfy({ $0 != nil }) else {
      // `sar`: a time of day, numbers and some text (`all`).
      let numbers = values.dropFirst().count { $0 != nil }
      return numbers > 0 && numbers * 2 >= fields.count - 1
        && TimesOfDay.seconds(first.text) != nil
    }
    return DateText.parse(first.start, first.end) != nil || TimesOfDay.seconds(first.text) != nil
  }

  /// Decides the layout from the first data row (in ``fields``); `false` (and the row skipped)
  /// when its x cannot be read.
  mutating func decideLayout() -> Bool {
    let count = header?.count ?? fields.count
    guard count <= Self.maximumLines else {
      skip("more than \(Self.maximumLines) fields")
      return false
    }
    let arrival = options.xArrival || count == 1
    var names =
      arrival
      ? (header ?? (1...count).map(String.init))
      : (header.map { Array($0.dropFirst()) } ?? (1..<count).map(String.init))
    if arrival {
      xReading = .arrival
      layout = StreamLayout(names: names, xKind: .time, xIsArrival: true)
    } else {
      guard fields.count == count else {
        skip("\(fields.count) fields, expected \(count)")
        return false
      }
      let x = fields[0]
      let day = preamble.repeats.lazy.compactMap(TimesOfDay.bannerDate).first ?? 0
      guard
        let (reading, kind, style) = StreamXReading.decide(
          x.start, x.end, name: header?.first ?? "", options: options, day: day)
      else {
        skip("x '\(x.text)' is neither a number nor a date")
        return false
      }
      xReading = reading
      textFields = []
      var note: String?
      if case .timeOfDay = reading {
        textFields = fields.indices.dropFirst().filter {
          StreamLine.value(fields[$0], missing: options.missing, decimalComma: false) == nil
        }
        let text = textFields.map { names[$0 - 1] }
        if !text.isEmpty {
          note = "skipped text column\(text.count > 1 ? "s" : "") \(text.joined(separator: ", "))"
        }
        for index in textFields.reversed() { names.remove(at: index - 1) }
      }
      layout = StreamLayout(names: names, xKind: kind, xNumbers: style, xIsArrival: false)
      layout?.note = note
      if case .number(1) = reading, kind == .number, options.xType == .auto,
        delimiter == .whitespace
      {
        firstRows = StreamFirstRows()
      }
    }
    if options.inputZone != nil, let zoneNote = xReading.inputZoneNote {
      let notes = [layout?.note, zoneNote].compactMap { $0 }
      layout?.note = notes.joined(separator: "; ")
    }
    fieldCount = names.count
    guard firstRows == nil else { return true }
    batch.layout = layout
    batch.columns = Array(repeating: [], count: fieldCount)
    return true
  }
}

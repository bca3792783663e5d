/// Reads a table whose fields are separated by runs of spaces (`vmstat`, `iostat`, `free -s`,
/// space-aligned exports) as the CSV loader's input, line for line, so that `LINE:COLUMN` in
/// its errors stay the file's own.
///
/// - The table is the first run of ``decisiveRows`` data rows (lines of several words, at
///   least half of them numbers) of one width, else the longest run in the first
///   ``sampleLines`` lines, whose line above is its header: as many words, one more whose first
///   ends in `:` (`avg-cpu:`, dropped), or one fewer (the first column is then unnamed, as
///   `free` writes). Lines above it (`procs ---memory---`, `Linux 6.1 (host) …`, a NIST
///   `.dat` file's description) are a banner, made blank lines (the loader skips them).
/// - Later lines equal to the header, or to a banner line, are repeats (`vmstat`, `iostat`
///   print theirs again): blank, silently. A line of words that is not a data row starts
///   another table (`iostat`'s `Device` block): it is blank up to the next blank line, with a
///   note. A row whose first word ends in `:` when the first row's does not (`Average:`) is a
///   summary: blank, with a note.
/// Not a whitespace table (`nil`): a first line holding `,` or `;` or tabs and no space, a
/// header of one word or holding `,`, `;`, a tab or a quote, no data row within the first
/// ``sampleLines`` lines, or no header before it.
package enum WhitespaceTable {
  /// The lines looked at to find the header and the first data row.
  static let sampleLines = 200
  /// A run of this many rows of one width decides at once: the table when it has a header,
  /// else no whitespace table (else the longest run within ``sampleLines`` does).
  static let decisiveRows = 5

  /// The names a header line gives rows of `width` words: its words, without a first one
  /// ending in `:` when it has one more, with an unnamed first column when it has one fewer;
  /// `nil` when it does not fit, has one word, or holds `,`, `;`, a tab or a quote.
  private static func headerNames(of header: Line, _ bytes: UnsafeBufferPointer<UInt8>, width: Int)
    -> [String]?
  {
    guard header.words.count > 1, !contains(bytes, header, [0x2C, 0x3B, 0x09, 0x22]),
      !isRow(bytes, header)
    else { return nil }
    var names = header.words.map { word in
      let name = text(bytes, word)
      // `'GPA'`, as some exports quote names.
      return name.count > 2 && name.first == "'" && name.last == "'"
        ? String(name.dropFirst().dropLast()) : name
    }
    if names.count == width + 1 && names[0].hasSuffix(":") {
      names.removeFirst()
    } else if names.count == width - 1 {
      names.insert("", at: 0)
    }
    return names.count == width ? names : nil
  }

  /// One line of the input: its bytes without the line break, and its words.
  private struct Line {
    var start: Int
    var end: Int
    var words: [Range<Int>]
  }

  /// What the first lines say: where the header is, the lines' names, the banner.
  private struct Shape {
    var headerIndex: Int
    var names: [String]
    var headerWords: [String]
    var banner: Set<[String]>
    var bannerLines: Int
    var firstWordIsLabel: Bool
    /// The index of the first data row's line.
    var firstRow: Int
  }

  /// Whether `bytes` start a whitespace table; `nil` when their first block (`whole` false)
  /// does not tell yet (no `,` or `;` on the first line and no complete data row).
  package static func starts(_ bytes: UnsafeBufferPointer<UInt8>, whole: Bool) -> Bool? {
    var undecided = false
    let found = shape(bytes, whole: whole, undecided: &undecided) != nil
    return undecided ? nil : found
  }

  /// The shape of the table `bytes` start, from their first ``sampleLines`` lines; `nil` when
  /// they are not a whitespace table, or (`undecided` set) when they are not `whole` and end
  /// before saying.
  private static func shape(
    _ bytes: UnsafeBufferPointer<UInt8>, whole: Bool = true, undecided: inout Bool
  ) -> Shape? {
    var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var sample: [Line] = []
    var seenWords = false
    // The run of rows of one width being read, and the longest with a header so far.
    var run: (header: Int, width: Int, rows: Int, names: [String]?)?
    var best: (header: Int, names: [String], rows: Int)?
    while sample.count < sampleLines, (run?.rows ?? 0) < decisiveRows {
      guard offset < bytes.count else {
        if !whole { undecided = true }
        break
      }
      let line = readLine(bytes, from: &offset)
      guard whole || line.end < bytes.count else {
        undecided = true
        return nil
      }
      sample.append(line)
      // Not text: the CSV loader locates the NUL byte in the file's own columns.
      if contains(bytes, line, [0x00]) { return nil }
      if line.words.isEmpty { continue }
      if !seenWords {
        // CSV, or TSV (tabs and no space).
        if contains(bytes, line, [0x2C, 0x3B]) { return nil }
        if contains(bytes, line, [0x09]) && !contains(bytes, line, [0x20]) { return nil }
        seenWords = true
      }
      guard isRow(bytes, line) else {
        run = nil
        continue
      }
      if let current = run, current.width == line.words.count {
        run!.rows += 1
      } else {
        let header = sample.indices.dropLast().last { !sample[$0].words.isEmpty }
        let names = header.flatMap { headerNames(of: sample[$0], bytes, width: line.words.count) }
        run = (header ?? -1, line.words.count, 1, names)
      }
      if let current = run, let names = current.names, current.rows > (best?.rows ?? 0) {
        best = (current.header, names, current.rows)
      }
    }
    if undecided && (run?.rows ?? 0) < decisiveRows { return nil }
    undecided = false
    // A long run with no header is a headerless table (or TSV), not one of these.
    guard let best, (run?.rows ?? 0) < decisiveRows || run?.names != nil else { return nil }
    let headerIndex = best.header
    let names = best.names
    let headerWords = sample[headerIndex].words.map { text(bytes, $0) }
    let firstRow = sample.indices.first { $0 > headerIndex && !sample[$0].words.isEmpty }!
    var banner: Set<[String]> = []
    var bannerLines = 0
    for line in sample[..<headerIndex] where !line.words.isEmpty {
      banner.insert(line.words.map { text(bytes, $0) })
      bannerLines += 1
    }
    return Shape(
      headerIndex: headerIndex, names: names, headerWords: headerWords, banner: banner,
      bannerLines: bannerLines,
      firstWordIsLabel: text(bytes, sample[firstRow].words[0]).hasSuffix(":"), firstRow: firstRow)
  }

  /// A whitespace table rewritten as CSV: the bytes, and the x column chosen for it.
  package struct Converted {
    package var csv: [UInt8]
    /// `row` when the table gained a row-number column to be x, else `nil` (the loader's own
    /// choice).
    package var xColumn: String?
  }

  /// The input rewritten as CSV, one line per line, with notes saying how it was read; `nil`
  /// when `bytes` are not a whitespace table. When the first column holds numbers that do not
  /// increase (`vmstat`'s `r`) and `chooseX` is true, the rows gain a last column `row` (1, 2,
  /// …) to be x, with a note.
  package static func csv(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, chooseX: Bool = true,
    notes: inout [LoadNote]
  ) -> Converted? {
    var undecided = false
    guard let shape = shape(bytes, undecided: &undecided),
      TextCheck.firstNUL(from: bytes.baseAddress!, to: bytes.baseAddress! + bytes.count) == nil
    else { return nil }
    let (headerIndex, headerWords, banner) = (shape.headerIndex, shape.headerWords, shape.banner)
    // nil: a blank line in the CSV.
    var lines: [[String]?] = []
    var lineNumber = 0
    var otherTable = false
    var others: (count: Int, first: Int, text: String)?
    var summaries: (count: Int, first: Int)?
    var increases = true
    var previous = -Double.infinity
    // Times of day in the first column (`sar`): whether they take an `AM`/`PM` word.
    var meridiem: Bool?
    var clock = TimesOfDay(day: banner.lazy.compactMap(TimesOfDay.bannerDate).first ?? 0)
    let clockDay = clock.day
    var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while position < bytes.count {
      let line = readLine(bytes, from: &position)
      lineNumber += 1
      if lineNumber - 1 == headerIndex {
        lines.append(shape.names)
        continue
      }
      if lineNumber - 1 < headerIndex || line.words.isEmpty {
        otherTable = otherTable && !line.words.isEmpty
        lines.append(nil)
        continue
      }
      var words = line.words.map { text(bytes, $0) }
      lines.append(nil)
      if isRepeatedHeader(words, of: headerWords) || banner.contains(words) {
        otherTable = false
        continue
      }
      if otherTable { continue }
      guard isRow(bytes, line) else {
        otherTable = true
        others = (
          (others?.count ?? 0) + 1, others?.first ?? lineNumber,
          others?.text ?? words.prefix(3).joined(separator: " ")
        )
        continue
      }
      if !shape.firstWordIsLabel && words[0].hasSuffix(":") {
        summaries = ((summaries?.count ?? 0) + 1, summaries?.first ?? lineNumber)
        continue
      }
      if lines.count - 1 == shape.firstRow { meridiem = TimesOfDay.leading(words) }
      if let meridiem, clock.rewrite(&words, meridiem: meridiem) {
        lines[lines.count - 1] = words
        continue
      }
      lines[lines.count - 1] = words
      if increases {
        let first = line.words[0]
        let base = bytes.baseAddress!
        let value = FastFloat.parse(base + first.lowerBound, base + first.upperBound)
        increases = value.map { $0 > previous } ?? true
        previous = value ?? .infinity
      }
    }
    if let meridiem {
      lines[headerIndex] = TimesOfDay.header(shape.names, meridiem: meridiem)
    }
    // A column of dates (`vmstat -t`'s `UTC`) is x as the CSV loader finds it.
    let datesColumn =
      lines.indices.contains(shape.firstRow)
      && (lines[shape.firstRow]?.contains { $0.contains("-") && CSVColumnRoles.isDate($0) } ?? false)
    // Shares under a label (`avg-cpu:  %user %nice …`) are measures only: their first column
    // is no x, however it runs.
    let labelled =
      headerWords.count == shape.names.count + 1 && headerWords[0].hasSuffix(":")
      && shape.names.allSatisfy { $0.hasPrefix("%") }
    let rowX =
      chooseX && meridiem == nil && (!increases || labelled) && !datesColumn
      && !shape.names.contains("row")
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 8)
    var rowNumber = 0
    for (index, line) in lines.enumerated() {
      if let line {
        append(line, to: &out)
        if rowX {
          out.append(0x2C)
          if index == headerIndex {
            out.append(contentsOf: "row".utf8)
          } else {
            rowNumber += 1
            out.append(contentsOf: String(rowNumber).utf8)
          }
        }
      }
      out.append(0x0A)
    }
    var read = "read as a table separated by spaces, the header on line \(headerIndex + 1)"
    let bannerLines = shape.bannerLines
    if bannerLines > 0 {
      read += ", \(bannerLines) banner line\(bannerLines == 1 ? "" : "s") above"
    }
    notes.append(LoadNote(file: file, message: read))
    if meridiem != nil {
      notes.append(LoadNote(file: file, message: TimesOfDay.note(day: clockDay)))
    }
    if let others {
      notes.append(
        LoadNote(
          file: file,
          message: "\(others.count) other table\(others.count == 1 ? "" : "s") skipped "
            + "(line \(others.first): '\(others.text) …')"))
    }
    if let summaries {
      notes.append(
        LoadNote(
          file: file,
          message: "\(summaries.count) summary row\(summaries.count == 1 ? "" : "s") skipped "
            + "(line \(summaries.first))"))
    }
    if rowX {
      let name = shape.names[0].isEmpty ? "column 1" : shape.names[0]
      let why = labelled ? "'\(headerWords[0])' heads measures" : "'\(name)' does not increase"
      notes.append(LoadNote(file: file, message: "x is the row number: " + why))
    }
    return Converted(csv: out, xColumn: rowX ? "row" : nil)
  }

  /// Whether `words` repeat the header: the same words, or (several of them) the same but the
  /// first, where `sar` writes the time.
  static func isRepeatedHeader(_ words: [String], of header: [String]) -> Bool {
    guard words.count == header.count else { return false }
    return words == header || (words.count > 2 && words.dropFirst() == header.dropFirst())
  }

  /// Whether `line` is a data row: several words, at least half of them numbers (a leading
  /// time of day, `13:30:52` or `01:30:52 PM`, counts as numbers).
  private static func isRow(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Line) -> Bool {
    guard line.words.count > 1, let base = bytes.baseAddress else { return false }
    var numbers = line.words.count {
      FastFloat.parse(base + $0.lowerBound, base + $0.upperBound) != nil
    }
    if bytes[line.words[0]].contains(0x3A),
      let meridiem = TimesOfDay.leading(line.words.prefix(2).map { text(bytes, $0) })
    {
      numbers += meridiem ? 2 : 1
    }
    return numbers * 2 >= line.words.count
  }

  /// Whether `line` holds one of `bytes`.
  private static func contains(
    _ bytes: UnsafeBufferPointer<UInt8>, _ line: Line, _ these: [UInt8]
  ) -> Bool {
    bytes[line.start..<line.end].contains { these.contains($0) }
  }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Appends `fields` as one CSV line (without its line break), quoting those that need it.
  private static func append(_ fields: [String], to out: inout [UInt8]) {
    for (index, field) in fields.enumerated() {
      if index > 0 { out.append(0x2C) }
      if field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 }) {
        out.append(0x22)
        for byte in field.utf8 {
          out.append(byte)
          if byte == 0x22 { out.append(0x22) }
        }
        out.append(0x22)
      } else {
        out.append(contentsOf: field.utf8)
      }
    }
  }

  /// A date and a time of day as two words (`2026-11-29 07:18:24`, as `vmstat -t` writes
  /// them under one header name) become one word.
  private static func joinDatesAndTimes(
    _ words: inout [Range<Int>], _ bytes: UnsafeBufferPointer<UInt8>
  ) {
    var index = 0
    while index + 1 < words.count {
      let date = words[index]
      let time = words[index + 1]
      if isISODate(bytes[date]), isTimeOfDay(bytes[time]) {
        words[index] = date.lowerBound..<time.upperBound
        words.remove(at: index + 1)
      }
      index += 1
    }
  }

  /// `YYYY-MM-DD`.
  private static func isISODate(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard word.count == 10 else { return false }
    return word.enumerated().allSatisfy { offset, byte in
      offset == 4 || offset == 7 ? byte == 0x2D : byte &- 0x30 < 10
    }
  }

  /// `HH:MM` or `HH:MM:SS`.
  private static func isTimeOfDay(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard word.count == 5 || word.count == 8 else { return false }
    return word.enumerated().allSatisfy { offset, byte in
      offset == 2 || offset == 5 ? byte == 0x3A : byte &- 0x30 < 10
    }
  }

  /// The line at `offset` (ended by LF, CRLF or CR, as the loader counts lines) and its words;
  /// `offset` moves past its line break.
  private static func readLine(_ bytes: UnsafeBufferPointer<UInt8>, from offset: inout Int)
    -> Line
  {
    let start = offset
    var words: [Range<Int>] = []
    var wordStart: Int?
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0x0A || byte == 0x0D { break }
      let space = byte == 0x20 || byte == 0x09
      if space, let begun = wordStart {
        words.append(begun..<offset)
        wordStart = nil
      } else if !space && wordStart == nil {
        wordStart = offset
      }
      offset += 1
    }
    if let begun = wordStart { words.append(begun..<offset) }
    joinDatesAndTimes(&words, bytes)
    let end = offset
    if offset < bytes.count {
      offset +=
        bytes[offset] == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A
        ? 2 : 1
    }
    return Line(start: start, end: end, words: words)
  }
}

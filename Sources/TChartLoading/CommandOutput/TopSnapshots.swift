import TChartCSV
import TChartData

/// Saved output of `top -b` (batch mode, `-n 3`): each snapshot's summary lines become a row
/// at the time of day its first line gives (`top - 06:21:04 up …`); the process table below
/// them is skipped, with a note.
///
/// The lines: the load averages (`load 1m`, `load 5m`, `load 15m`), then every `NUMBER NAME`
/// of a summary line `LABEL: 85 total, 6 running, …` as `LABEL NAME` (`Tasks running`,
/// `Cpu us`, `Mem free`, `Swap avail Mem`); a unit word before the label (`MiB Mem`) is said
/// in the note.
enum TopSnapshots {
  /// The snapshots of `bytes` as CSV (`time` first, ISO text), with notes; `nil` when they are
  /// not `top -b` output.
  static func csv(_ bytes: UnsafeBufferPointer<UInt8>, file: String, notes: inout [LoadNote])
    -> [UInt8]?
  {
    guard startTime(firstLine(bytes)) != nil else { return nil }
    var names: [String] = []
    var columnOfName: [String: Int] = [:]
    var rows: [(time: String, values: [String: Double])] = []
    var units: Set<String> = []
    var inSummary = false
    var processRows = 0
    var clock = TimesOfDay()
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let time = startTime(line) {
        rows.append((clock.dateTime(time), [:]))
        inSummary = true
        for (index, value) in loadAverages(line).enumerated() {
          add("load \(["1m", "5m", "15m"][index])", value)
        }
        continue
      }
      if line.allSatisfy({ $0 == " " || $0 == "\r" }) {
        inSummary = false
        continue
      }
      guard inSummary, let colon = line.firstIndex(of: ":") else {
        if !rows.isEmpty { processRows += 1 }
        continue
      }
      var label = line[..<colon].split(separator: " ").map(String.init)
      if label.count > 1, ["KiB", "MiB", "GiB", "TiB"].contains(label[0]) {
        units.insert(label[0])
        label.removeFirst()
      }
      let name = label.joined(separator: " ").replacing("%", with: "").replacing("(s)", with: "")
      for (value, what) in measures(line[line.index(after: colon)...]) {
        add(name + " " + what, value)
      }
    }
    func add(_ name: String, _ value: Double) {
      if columnOfName[name] == nil {
        columnOfName[name] = names.count
        names.append(name)
      }
      rows[rows.count - 1].values[name] = value
    }
    guard !rows.isEmpty, !names.isEmpty else { return nil }
    var out = Array((["time"] + names).map(CommandSnapshots.cell).joined(separator: ",").utf8)
    out.append(0x0A)
    for row in rows {
      let cells = [row.time] + names.map { row.values[$0].map(PlainNumber.text) ?? "" }
      out += Array(cells.joined(separator: ",").utf8) + [0x0A]
    }
    var read = "read as \(rows.count) top snapshot\(rows.count == 1 ? "" : "s"): x is the time of "
    read += "day of each (no date given: on 1970-01-01)"
    if !units.isEmpty { read += "; Mem and Swap in \(units.sorted().joined(separator: ", "))" }
    notes.append(LoadNote(file: file, message: read))
    if processRows > 0 {
      notes.append(
        LoadNote(file: file, message: "the process tables skipped (\(processRows) lines)"))
    }
    return out
  }

  /// The first line that is not blank.
  private static func firstLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Substring {
    let head = String(decoding: bytes.prefix(512), as: UTF8.self)
    return head.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) } ?? ""
  }

  /// The seconds into the day of a snapshot's first line (`top - 06:21:04 up 16:33, …`).
  private static func startTime(_ line: Substring) -> Double? {
    let words = line.split(separator: " ")
    guard words.count > 3, words[0] == "top", words[1] == "-" else { return nil }
    return TimesOfDay.seconds(String(words[2]))
  }

  /// The three numbers after `load average:`.
  private static func loadAverages(_ line: Substring) -> [Double] {
    guard let range = line.firstRange(of: "load average:") else { return [] }
    return line[range.upperBound...].split(separator: ",").prefix(3).compactMap {
      CommandOutputReader.number(String($0.filter { $0 != " " }))
    }
  }

  /// The `NUMBER NAME` pairs of a summary line's text after its label (`71.4 us, 28.6 sy`,
  /// `0.0 used.  23333.5 avail Mem`).
  private static func measures(_ text: Substring) -> [(Double, String)] {
    var pairs: [(Double, String)] = []
    var value: Double?
    var words: [String] = []
    func flush() {
      if let value, !words.isEmpty { pairs.append((value, words.joined(separator: " "))) }
      words = []
    }
    for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
      var word = String(word)
      if let number = CommandOutputReader.number(word) {
        flush()
        value = number
        continue
      }
      while word.last == "." || word.last == "," { word.removeLast() }
      if !word.isEmpty { words.append(word) }
    }
    flush()
    return pairs
  }
}

import TChartTesting

@_spi(Benchmarks) @testable import TChartCSV
@_spi(Benchmarks) @testable import TChartLoading

/// Random CSV/TSV files for the property tests of chunked and streamed loading: wide and long
/// layouts, number or date x (sometimes out of order), quoted cells holding delimiters and
/// line breaks, LF/CRLF/CR mixes, blank lines, missing cells, text columns, decimal commas,
/// and now and then an error (a bad number, a wrong field count, a NUL byte, an unterminated
/// quote).
struct RandomCSV {
  var bytes: [UInt8] = []
  var options = LoadOptions()

  init(random: inout SeededRandom) {
    let delimiter = random.pick([",", "\t", ";"])
    let long = random.chance(0.25)
    let dates = random.chance(0.3)
    let valueColumns = random.int(1...4)
    var names = ["x"] + (0..<valueColumns).map { "v\($0)" }
    if long { names.insert("sym", at: random.int(0...1)) }
    let textColumn = !long && random.chance(0.3) ? random.int(1...valueColumns) : nil
    if long {
      options.seriesColumn = "sym"
      options.yColumn = "v0"
    }
    options.strict = random.chance(0.2)
    let breaks =
      random.chance(0.5) ? ["\n"] : random.pick([["\r\n"], ["\r"], ["\n", "\r\n", "\r"]])
    var text = names.map { random.chance(0.2) ? "\"\($0)\"" : $0 }.joined(separator: delimiter)
    text += random.pick(breaks)
    let rows = random.int(0...120)
    var x = random.int(0...50)
    for _ in 0..<rows {
      if random.chance(0.05) { text += random.pick(breaks) }
      x += random.chance(0.08) ? -random.int(0...3) : random.int(1...3)
      var cells: [String] = []
      for name in names {
        switch name {
        case "x":
          let day = max(1, min(28, x % 28 + 1))
          let value =
            dates
            ? "2020-\(x / 28 % 12 + 1 < 10 ? "0" : "")\(x / 28 % 12 + 1)-\(day < 10 ? "0" : "")\(day)"
            : "\(x)"
          cells.append(random.chance(0.1) ? "\"\(value)\"" : value)
        case "sym":
          cells.append(random.pick(["A", "B", "\"C\"", "D", "E", "F"]))
        default:
          cells.append(
            Self.cell(&random, delimiter: delimiter, isText: name == "v\((textColumn ?? 0) - 1)"))
        }
      }
      if random.chance(0.01) { cells.removeLast() }
      if random.chance(0.01) { cells.append("9") }
      text += cells.joined(separator: delimiter) + random.pick(breaks)
    }
    bytes = Array(text.utf8)
    if random.chance(0.05), !bytes.isEmpty {
      bytes.insert(0, at: random.int((bytes.count / 2)...(bytes.count - 1)))
    }
    if random.chance(0.03) { bytes += Array("\"1".utf8) }
  }

  private static func cell(_ random: inout SeededRandom, delimiter: String, isText: Bool) -> String
  {
    if isText {
      return random.pick([
        "abc", "\"q\(delimiter)r\"", "\"two\nlines\"", "\"cr\r\nlf\"", "", "7", "5\"in",
      ])
    }
    switch random.int(0...19) {
    case 0: return ""
    case 1: return "NA"
    case 2: return "\" \(random.int(0...99)).5 \""
    case 3: return delimiter == ";" ? "\(random.int(0...9)),\(random.int(0...9))" : "1e3"
    case 4: return random.chance(0.1) ? "oops" : "-\(random.int(0...9))"
    case 5: return "\"\(random.int(0...9))\""
    default: return "\(random.int(-999...999)).\(random.int(0...99))"
    }
  }
}

/// The chart sets and notes of `bytes`, or the error's one-line message.
func loadOutcome(_ bytes: [UInt8], options: LoadOptions, file: String = "r.csv") -> String {
  do {
    let result = try ChartLoader.parse(bytes: bytes, file: file, options: options)
    return "\(result)"
  } catch {
    return error.description
  }
}

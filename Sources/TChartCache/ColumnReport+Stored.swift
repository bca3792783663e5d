import TChartData

/// A ``ColumnReport`` as one text in a cache entry's header (``CacheEntryHeader``): its parts
/// separated by U+001F, the first values last (a name or cell holding U+001F is not written
/// as text in practice; one that does is restored with its parts moved, never served for
/// another file: the entry's key still decides that).
extension ColumnReport {
  private static let unit: Character = "\u{1F}"

  /// The report as one text: name, index, reading, its form, role, line index, reason, first
  /// values.
  var storedText: String {
    let (reading, form): (String, String) =
      switch self.reading {
      case .time(let form): ("time", form)
      case .number: ("number", "")
      case .text: ("text", "")
      case .rowIndex: ("rowIndex", "")
      case .label: ("label", "")
      case .empty: ("empty", "")
      }
    let (role, line): (String, Int) =
      switch self.role {
      case .x: ("x", 0)
      case .line(let index): ("line", index)
      case .seriesKey: ("seriesKey", 0)
      case .value: ("value", 0)
      case .xPart: ("xPart", 0)
      case .hidden: ("hidden", 0)
      }
    let parts = [name, String(index), reading, form, role, String(line), reason] + firstValues
    return parts.joined(separator: String(Self.unit))
  }

  /// The report ``storedText`` wrote, or `nil` when `storedText` is not one.
  init?(storedText: String) {
    let parts = storedText.split(separator: Self.unit, omittingEmptySubsequences: false)
      .map(String.init)
    guard parts.count >= 7, let index = Int(parts[1]), let line = Int(parts[5]) else {
      return nil
    }
    let reading: Reading
    switch parts[2] {
    case "time": reading = .time(parts[3])
    case "number": reading = .number
    case "text": reading = .text
    case "rowIndex": reading = .rowIndex
    case "label": reading = .label
    case "empty": reading = .empty
    default: return nil
    }
    let role: Role
    switch parts[4] {
    case "x": role = .x
    case "line": role = .line(line)
    case "seriesKey": role = .seriesKey
    case "value": role = .value
    case "xPart": role = .xPart
    case "hidden": role = .hidden
    default: return nil
    }
    self.init(
      name: parts[0], index: index, reading: reading, role: role, reason: parts[6],
      firstValues: Array(parts[7...]))
  }
}

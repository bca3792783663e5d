/// The text the CSV loader keeps: the series labels of a long table (numbered in order of first
/// appearance) and, per skipped text column, its distinct values up to ``distinctCap`` (to tell
/// a long table by its repeating labels).
struct CSVTextCells {
  /// Series labels by number.
  var labels: [String] = []
  private var numbers: [String: Int] = [:]
  private var lastBytes: [UInt8] = []
  private var lastNumber = -1
  /// Distinct values per text column, while there are at most ``distinctCap``.
  private(set) var distinct: [Int: Set<String>] = [:]
  /// Text columns with more distinct values than ``distinctCap``.
  private(set) var manyDistinct: Set<Int> = []

  static let distinctCap = 256

  /// The number of the label in `cell` (a new one when first seen). Runs of the same label, as
  /// long tables have, cost one byte comparison.
  mutating func number(of cell: CSVField) -> Int {
    let count = cell.end - cell.start
    if !cell.escaped && count == lastBytes.count && lastNumber >= 0 {
      var index = 0
      while index < count && cell.start[index] == lastBytes[index] { index += 1 }
      if index == count { return lastNumber }
    }
    let text = cell.text
    let number: Int
    if let known = numbers[text] {
      number = known
    } else {
      number = labels.count
      labels.append(text)
      numbers[text] = number
    }
    if cell.escaped {
      lastNumber = -1
    } else {
      lastBytes = Array(UnsafeBufferPointer(start: cell.start, count: count))
      lastNumber = number
    }
    return number
  }

  /// Counts `cell` among the values of text column `field`.
  mutating func noteText(_ cell: CSVField, field: Int) {
    guard !manyDistinct.contains(field) else { return }
    var values = distinct[field, default: []]
    distinct[field] = nil
    values.insert(cell.text)
    if values.count > Self.distinctCap {
      manyDistinct.insert(field)
    } else {
      distinct[field] = values
    }
  }
}

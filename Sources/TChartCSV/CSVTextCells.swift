/// The text the CSV loader keeps: the series labels of a long table (numbered in order of first
/// appearance) and, per skipped text column, its distinct values up to ``distinctCap`` (to tell
/// a long table by its repeating labels).
struct CSVTextCells {
  /// Series labels by number.
  var labels: [String] = []
  /// The labels' bytes as they appear in the file (unquoted ones), by number.
  private var labelBytes: [[UInt8]] = []
  private var numbers: [String: Int] = [:]
  private var lastNumber = -1
  /// Distinct values per text column, while there are at most ``distinctCap``.
  private(set) var distinct: [Int: Set<String>] = [:]
  /// Text columns with more distinct values than ``distinctCap``.
  private(set) var manyDistinct: Set<Int> = []

  static let distinctCap = 4096
  /// Up to this many labels, a cell is compared with each label's bytes before any hashing.
  static let scannedLabels = 32

  /// The number of the label in `cell` (a new one when first seen). The previous row's label,
  /// then (with few labels) every label, is compared byte by byte first: no allocation for a
  /// label already seen, whether the rows come grouped by series or interleaved.
  mutating func number(of cell: CSVField) -> Int {
    if !cell.escaped {
      if lastNumber >= 0 && matches(cell, labelBytes[lastNumber]) { return lastNumber }
      if labelBytes.count <= Self.scannedLabels {
        for number in labelBytes.indices where matches(cell, labelBytes[number]) {
          lastNumber = number
          return number
        }
      }
    }
    let number = number(ofText: cell.text)
    lastNumber = number
    return number
  }

  /// The number of the label `text` (a new one when first seen).
  private mutating func number(ofText text: String) -> Int {
    let number: Int
    if let known = numbers[text] {
      number = known
    } else {
      number = labels.count
      labels.append(text)
      labelBytes.append(Array(text.utf8))
      numbers[text] = number
    }
    return number
  }

  @inline(__always)
  private func matches(_ cell: CSVField, _ bytes: [UInt8]) -> Bool {
    let count = cell.end - cell.start
    guard count == bytes.count else { return false }
    var index = 0
    while index < count && cell.start[index] == bytes[index] { index += 1 }
    return index == count
  }

  /// Adds what a chunk read after these cells (``CSVParallelRows``): `later` started as a copy
  /// of cells that held `sharedLabels` labels. Its new labels are numbered here in its order
  /// of first appearance, after those already here, as a sequential read would have numbered
  /// them; the result maps its numbers to these (`nil` when they are the same). Text columns'
  /// distinct values are united.
  mutating func merge(_ later: CSVTextCells, sharedLabels: Int) -> [Int]? {
    var renumbered = Array(later.labels.indices)
    for local in later.labels.indices.dropFirst(sharedLabels) {
      renumbered[local] = number(ofText: later.labels[local])
    }
    for field in later.manyDistinct {
      manyDistinct.insert(field)
      distinct[field] = nil
    }
    for (field, values) in later.distinct where !manyDistinct.contains(field) {
      let united = distinct[field, default: []].union(values)
      if united.count > Self.distinctCap {
        manyDistinct.insert(field)
        distinct[field] = nil
      } else {
        distinct[field] = united
      }
    }
    return renumbered.indices.allSatisfy { renumbered[$0] == $0 } ? nil : renumbered
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

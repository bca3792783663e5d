import TChartData

/// Number columns that are not measures, which a wide table does not draw unless `--y` (or
/// the columns sheet) names them: ids (whole numbers, not all in 0…100, under `id`, `user_id`,
/// `actor.id`, `userId`), columns holding
/// one value (three times at least), and unique whole numbers from 10^9 in no order (an API's ids under other names).
/// A note lists them; drawing them would swamp the measures beside them.
enum NonMeasure {
  /// Up to this many values are compared to tell whole numbers unique.
  static let uniqueSample = 4096

  /// Why column `name` holding `values` is not a measure (`an id`, `constant`, `unique ids`),
  /// or `nil` when it is one. O(rows) at worst, most columns stop at their second value.
  static func reason(name: String, values: Column<Double>) -> String? {
    // `id` holding 0…100 is vmstat's idle share, not an identifier; `ps`'s `PID` is one.
    if isIDName(name) || processIDNames.contains(name.lowercased()),
      values.allSatisfy({ $0.isNaN || $0 == $0.rounded() }),
      processIDNames.contains(name.lowercased())
        || values.contains(where: { !$0.isNaN && ($0 < 0 || $0 > 100) })
    {
      return "an id"
    }
    guard let first = values.first(where: { !$0.isNaN }) else { return nil }
    // Three values at least: one or two among gaps are a sparse measure, not a constant.
    if values.lazy.filter({ !$0.isNaN }).prefix(3).count == 3,
      values.allSatisfy({ $0 == first || $0.isNaN })
    {
      return "constant"
    }
    return areUniqueIDs(values) ? "unique ids" : nil
  }

  /// Process ids as `ps` names them: ids whatever their values.
  static let processIDNames: Set<String> = ["pid", "ppid"]

  /// `id`, `*_id`, `*.id`, `* id`, `*-id` and camel case `userId` (not `paid`, `valid`).
  static func isIDName(_ name: String) -> Bool {
    let lower = name.lowercased()
    if lower == "id" || lower == "uuid" { return true }
    for separator in ["_id", ".id", " id", "-id"] where lower.hasSuffix(separator) { return true }
    guard name.hasSuffix("Id") || name.hasSuffix("ID"), name.count > 2 else { return false }
    let before = name[name.index(name.endIndex, offsetBy: -3)]
    return before.isLowercase
  }

  /// Whole numbers from 10^9, neither increasing nor decreasing, distinct among the first
  /// ``uniqueSample``: ids, not counters (which count up) or measures (smaller, or repeating).
  static func areUniqueIDs(_ values: Column<Double>) -> Bool {
    guard values.count >= 3,
      values.allSatisfy({ $0.isNaN || ($0 == $0.rounded() && abs($0) >= 1e9 && abs($0) < 1e19) })
    else { return false }
    let present = values.lazy.filter { !$0.isNaN }
    var increasing = true
    var decreasing = true
    var previous: Double?
    for value in present {
      if let previous {
        if value < previous { increasing = false }
        if value > previous { decreasing = false }
      }
      if !increasing && !decreasing { break }
      previous = value
    }
    guard !increasing && !decreasing else { return false }
    let sample = Array(present.prefix(uniqueSample))
    return Set(sample).count == sample.count
  }
}

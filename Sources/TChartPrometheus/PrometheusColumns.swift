import TChartJSON
import TChartSources

/// The answers to a plan's three queries (smallest, largest and last value of each column) as
/// source rows: per dot column, three rows shared by every line, holding each line's nearer
/// extreme (to the line's value before), its other extreme and its last value; so the
/// renderer's M4 over them draws each column's exact vertical span and joins a column's last
/// value to the next column. A line without a value in a column where others have one carries
/// its value interpolated between its values around (on the segment the renderer draws across
/// the column anyway); before its first value and after its last it is a gap. The neighbour
/// columns give one row each.
public struct PrometheusColumns {
  /// Per line, per evaluation (column + 1): the column's smallest, largest and last value.
  var minimum: [[Double]]
  var maximum: [[Double]]
  var last: [[Double]]
  let plan: PrometheusColumnPlan

  /// Empty columns for `lineCount` lines.
  public init(plan: PrometheusColumnPlan, lineCount: Int) {
    self.plan = plan
    let empty = [Double](repeating: .nan, count: plan.evaluations)
    minimum = Array(repeating: empty, count: lineCount)
    maximum = minimum
    last = minimum
  }

  /// Which of the three queries an answer is.
  public enum Part: Sendable { case min, max, last }

  /// The part a series of a combined answer holds (its ``PrometheusColumnPlan/partLabel``).
  public static func part(of labels: [PrometheusAnswer.Label]) -> Part? {
    switch labels.first(where: { $0.name == PrometheusColumnPlan.partLabel })?.value {
    case "min": .min
    case "max": .max
    case "last": .last
    default: nil
    }
  }

  /// Records `points` of `line` for `part`; points at times the plan did not ask for are left
  /// out.
  public mutating func record(_ points: [PrometheusAnswer.Point], line: Int, part: Part) {
    for point in points {
      guard let column = plan.column(ofEvaluation: point.milliseconds) else { continue }
      record(point.value, line: line, part: part, column: column)
    }
  }

  /// Records the `part` of `line` in `column` (−1 and `dotWidth`: the neighbours).
  public mutating func record(_ value: Double, line: Int, part: Part, column: Int) {
    guard minimum.indices.contains(line), (-1...plan.evaluations - 2).contains(column) else {
      return
    }
    switch part {
    case .min: minimum[line][column + 1] = value
    case .max: maximum[line][column + 1] = value
    case .last: last[line][column + 1] = value
    }
  }

  /// Forgets the values of `lines` in `column` (an edge column, asked for again).
  public mutating func clear(column: Int, lines: [Int]) {
    guard (-1...plan.evaluations - 2).contains(column) else { return }
    for line in lines where minimum.indices.contains(line) {
      minimum[line][column + 1] = .nan
      maximum[line][column + 1] = .nan
      last[line][column + 1] = .nan
    }
  }

  /// Whether line `line` has a value at evaluation `index`.
  func has(_ line: Int, _ index: Int) -> Bool {
    !minimum[line][index].isNaN || !maximum[line][index].isNaN || !last[line][index].isNaN
  }

  /// The rows, in x order, each with a value per line (`lines` of `lineCount` are asked for:
  /// the others are gaps).
  public func rows(lines: [Int], lineCount: Int) -> [SourceRow] {
    var rows: [SourceRow] = []
    var known: [[Bool]] = []
    let asked = Set(lines)
    var previous = [Double](repeating: .nan, count: lineCount)
    for index in 0..<plan.evaluations {
      let column = index - 1
      let present = minimum.indices.filter { asked.contains($0) && has($0, index) }
      guard !present.isEmpty else { continue }
      let positions = plan.positions(ofColumn: column)
      var values = [[Double]](
        repeating: [Double](repeating: .nan, count: lineCount), count: positions.count)
      var flags = [[Bool]](
        repeating: [Bool](repeating: false, count: lineCount), count: positions.count)
      for line in present {
        let low = minimum[line][index].isNaN ? last[line][index] : minimum[line][index]
        let high = maximum[line][index].isNaN ? last[line][index] : maximum[line][index]
        let end = last[line][index].isNaN ? high : last[line][index]
        let before = previous[line]
        let lowFirst = before.isNaN || !(abs(high - before) < abs(low - before))
        let ordered =
          positions.count == 1
          ? (column < 0 ? [end] : [lowFirst ? low : high])
          : (lowFirst ? [low, high, end] : [high, low, end])
        for (row, value) in ordered.enumerated() {
          values[row][line] = value
          flags[row][line] = true
        }
        previous[line] = end
      }
      for (row, x) in positions.enumerated() {
        rows.append(SourceRow(order: Self.order(of: x), x: x, values: values[row]))
        known.append(flags[row])
      }
    }
    Self.interpolate(&rows, known: known, lines: lines)
    return rows
  }

  /// Fills each line's missing values between two of its known ones, linearly in x.
  static func interpolate(_ rows: inout [SourceRow], known: [[Bool]], lines: [Int]) {
    for line in lines {
      var before: Int?
      var index = 0
      while index < rows.count {
        if known[index][line] {
          if let start = before, start + 1 < index {
            let (x0, y0) = (rows[start].x, rows[start].values[line])
            let (x1, y1) = (rows[index].x, rows[index].values[line])
            for fill in (start + 1)..<index where x1 > x0 {
              rows[fill].values[line] = y0 + (y1 - y0) * (rows[fill].x - x0) / (x1 - x0)
            }
          }
          before = index
        }
        index += 1
      }
    }
  }

  /// A row's order: the bits of its x (increasing with x for the non-negative times of a
  /// Prometheus server), so equal rows of two answers merge.
  static func order(of x: Double) -> Int64 { Int64(bitPattern: x.bitPattern) }
}

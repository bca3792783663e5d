import TChartData

/// The `ab` object of the JSON summary (`tchart render --format json --ab A:B`): the same
/// numbers as the A/B panel (``statistics``, ``slopeUnit``), at full precision.
extension ABModel {
  /// A and B (index, x, time and the panel's text), Δt, the slope's unit and per visible line
  /// the values at A and B, Δ, Δ%, the slope per that unit and the min, max and mean between
  /// them; `null` without A/B cursors.
  var summary: JSONText {
    guard let (a, b) = samples, let span else { return .null }
    let unit = slopeUnit
    let chart = chartSet
    func cursor(_ index: Int) -> JSONText {
      guard case .object(var members) = chart.summaryPoint(index) else { return .null }
      members.append(("text", .string(sampleText(index))))
      return .object(members)
    }
    func sample(_ sample: WindowStatistics.Sample?) -> JSONText {
      sample.map { chart.summaryPoint($0.index, value: $0.value) } ?? .null
    }
    let lines = statistics.map { line, statistics -> JSONText in
      .object([
        ("key", .int(line + 1)), ("name", .string(chart.lines[line].name)),
        ("at_a", sample(statistics.atA)), ("at_b", sample(statistics.atB)),
        ("change", .numberOrNull(statistics.change)),
        ("change_percent", .numberOrNull(statistics.changePercent)),
        ("slope", .numberOrNull(statistics.slope.map { $0 * unit.size })),
        ("min", sample(statistics.between.min)), ("max", sample(statistics.between.max)),
        ("mean", .numberOrNull(statistics.between.mean)),
        ("values", .int(statistics.between.total.values)),
      ])
    }
    return .object([
      ("a", cursor(a)), ("b", cursor(b)),
      ("span", .number(span)), ("span_text", .stringOrNull(spanText)),
      ("slope_unit", .object([("name", .string(unit.name)), ("size", .number(unit.size))])),
      ("lines", .array(lines)),
    ])
  }
}

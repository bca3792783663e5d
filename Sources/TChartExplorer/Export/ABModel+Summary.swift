import TChartData

/// The `ab` object of the JSON summary (`tchart render --format json --ab A:B`): the same
/// numbers as the A/B panel (``abStatistics``, ``abSlopeUnit``), at full precision.
extension ExplorerState {
  /// A and B (index, x, time and the panel's text), Δt, the slope's unit and per visible line
  /// the values at A and B, Δ, Δ%, the slope per that unit and the min, max and mean between
  /// them; `null` without A/B cursors.
  var abSummary: JSONText {
    guard let (a, b) = abSamples, let span = abSpan else { return .null }
    let unit = abSlopeUnit
    func cursor(_ index: Int) -> JSONText {
      guard case .object(var members) = point(index) else { return .null }
      members.append(("text", .string(sampleText(index))))
      return .object(members)
    }
    func sample(_ sample: WindowStatistics.Sample?) -> JSONText {
      sample.map { point($0.index, value: $0.value) } ?? .null
    }
    let lines = abStatistics.map { line, statistics -> JSONText in
      .object([
        ("key", .int(line + 1)), ("name", .string(chartSet.lines[line].name)),
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
      ("span", .number(span)), ("span_text", .stringOrNull(abSpanText)),
      ("slope_unit", .object([("name", .string(unit.name)), ("size", .number(unit.size))])),
      ("lines", .array(lines)),
    ])
  }
}

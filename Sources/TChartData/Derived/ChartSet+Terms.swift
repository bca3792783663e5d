/// `--y`'s terms on a chart set that is already loaded (a stream's first rows, a file loaded
/// in the background), and a stream's `--keep` trim, which keeps its derived lines derived.
extension ChartSet {
  /// Adds the derived lines of `terms` after their inputs (in order: one may read another).
  /// With `keepingOnlyNamed`, only the plain lines named and the inputs stay (a wide file);
  /// else every line stays (a stream, whose rows hold every column). Throws for a name that is
  /// no line, the chart set unchanged.
  public mutating func apply(_ terms: [LineExpression], keepingOnlyNamed: Bool)
    throws(DerivedLineError)
  {
    let specs = terms.compactMap { if case .derived(let spec) = $0 { spec } else { nil } }
    let plain = terms.compactMap { if case .plain(let name) = $0 { name } else { nil } }
    let names = lines.map(\.name)
    for name in plain where !names.contains(name) {
      throw DerivedLineError.unknownLine(name: name, term: name, known: names)
    }
    for spec in specs {
      for input in spec.inputs
      where !names.contains(input) && !specs.contains(where: { $0.name == input }) {
        throw DerivedLineError.unknownLine(name: input, term: spec.name, known: names)
      }
    }
    var chart = self
    if keepingOnlyNamed && !terms.isEmpty {
      let kept = Set(plain + specs.flatMap(\.inputs))
      chart.lines.removeAll { !kept.contains($0.name) }
    }
    for spec in specs { try chart.addDerived(spec, color: chart.freeColor) }
    self = chart
  }

  /// The lines `terms` name (plain lines, derived lines and their inputs): a stream shows
  /// these and hides the others.
  public func lines(namedIn terms: [LineExpression]) -> Set<Int> {
    var names = Set<String>()
    for term in terms {
      switch term {
      case .plain(let name): names.insert(name)
      case .derived(let spec): names.formUnion(spec.inputs + [spec.name])
      }
    }
    return Set(
      lines.indices.filter { names.contains(lines[$0].name) || names.contains(lines[$0].id) })
  }

  /// The chart set without its first `removed` samples (a stream's `--keep`): the pyramids
  /// rebuilt, the derived lines still derived, extended from where they were by the next rows.
  public func droppingFirst(_ removed: Int) -> ChartSet {
    let removed = Swift.min(Swift.max(0, removed), count)
    var trimmed = ChartSet(
      name: name, x: Array(x[removed...]), xKind: xKind,
      lines: lines.map { series in
        Series(
          id: series.id, name: series.name, kind: series.kind, color: series.color,
          values: Array(series.values[removed...]))
      })
    trimmed.xNumbers = xNumbers
    trimmed.timeZone = timeZone
    trimmed.derived = derived.map { line in
      var line = line
      line.computer.forget(removed)
      return line
    }
    return trimmed
  }
}

/// A line of a chart set computed from others: its expression and the state that extends it
/// as rows arrive. Its ``Series`` (id and name: the expression) sits in ``ChartSet/lines``.
public struct DerivedLine: Sendable, Equatable {
  /// What it computes, from which lines.
  public let spec: DerivedLineSpec
  var computer: DerivedLineComputer

  public static func == (lhs: DerivedLine, rhs: DerivedLine) -> Bool {
    lhs.spec == rhs.spec && lhs.computer.count == rhs.computer.count
  }
}

extension ChartSet {
  /// Whether `lines[line]` is a derived line.
  public func isDerived(line: Int) -> Bool {
    lines.indices.contains(line) && derived.contains { $0.spec.name == lines[line].id }
  }

  /// The index of the line called `name` (the first; derived lines by their expression).
  public func lineIndex(named name: String) -> Int? {
    lines.firstIndex { $0.name == name } ?? lines.firstIndex { $0.id == name }
  }

  /// Adds the derived line `spec` (computed at full resolution, O(N)) after its first input and
  /// the derived lines already there, and returns its index. Throws when an input is no line;
  /// a line of the same expression is not added twice (its index is returned).
  @discardableResult
  public mutating func addDerived(_ spec: DerivedLineSpec, color: RGBColor)
    throws(DerivedLineError) -> Int
  {
    if let existing = lines.indices.first(where: {
      lines[$0].id == spec.name && isDerived(line: $0)
    }) {
      return existing
    }
    try spec.check(against: lines.map(\.name))
    let inputs = spec.inputs.map { lineIndex(named: $0)! }
    var computer = DerivedLineComputer(transform: spec.transform)
    let values = computer.append(x: x[...], inputs: inputs.map { lines[$0].values[...] })
    var position = inputs[0] + 1
    while position < lines.count && isDerived(line: position) { position += 1 }
    lines.insert(
      Series(id: spec.name, name: spec.name, color: color, values: values), at: position)
    derived.append(DerivedLine(spec: spec, computer: computer))
    return position
  }

  /// Removes the derived line at `line` and the derived lines computed from it; returns the
  /// indices removed (ascending). A line of the data is never removed.
  @discardableResult
  public mutating func removeDerived(line: Int) -> [Int] {
    guard isDerived(line: line) else { return [] }
    var gone: Set<String> = [lines[line].id]
    for item in derived where item.spec.inputs.contains(where: gone.contains) {
      gone.insert(item.spec.name)
    }
    let removed = lines.indices.filter { gone.contains(lines[$0].id) && isDerived(line: $0) }
    for index in removed.reversed() { lines.remove(at: index) }
    derived.removeAll { gone.contains($0.spec.name) }
    return removed
  }

  /// The indices of the lines of the data (not derived), in order: the columns
  /// ``append(x:values:)`` takes.
  public var dataLineIndices: [Int] {
    derived.isEmpty ? Array(lines.indices) : lines.indices.filter { !isDerived(line: $0) }
  }

  /// Extends every derived line by the samples after its count: O(new samples).
  mutating func extendDerived() {
    for item in derived.indices {
      let spec = derived[item].spec
      guard let target = lineIndex(named: spec.name), isDerived(line: target) else { continue }
      let start = derived[item].computer.count
      guard start < count else { continue }
      let inputs = spec.inputs.compactMap { lineIndex(named: $0) }
      guard inputs.count == spec.inputs.count else { continue }
      let tail = derived[item].computer.append(
        x: x[start...], inputs: inputs.map { lines[$0].values[start...] })
      lines[target].append(tail)
    }
  }
}

extension ChartSet {
  /// A colour for a new line: the first of the default palette no line has, else the next in
  /// turn.
  public var freeColor: RGBColor {
    let palette = RGBColor.defaultPalette
    let used = Set(lines.map(\.color))
    return palette.first { !used.contains($0) } ?? palette[lines.count % palette.count]
  }
}

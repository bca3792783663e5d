import TChartData

/// Derived lines in the explorer (issue 27): the line picker's `^T` adds one after its input,
/// `^X` removes one; undo and the session keep them by expression and derive them again. On a
/// table the database computes them (`Feed/Table/TableColumns`).
extension ExplorerState {
  /// Why derived lines cannot be added here, if they cannot (a long table, a day chart).
  var derivedLinesRefusal: String? {
    if let refusal = feed.table?.derivedRefusal { return refusal }
    if navigation.dayChart != nil { return "derived lines: on the overview, not a day chart" }
    return nil
  }

  /// Adds `spec` to the chart set on screen after its input, in a colour of its own, and
  /// highlights it in the open picker; the status says what happened.
  mutating func addDerivedLine(_ spec: DerivedLineSpec) {
    if let refusal = derivedLinesRefusal {
      notes.status = refusal
      return
    }
    if feed.table != nil { return apply(feed.addTableDerivedLine(spec, tableContext)) }
    let index = navigation.chartIndex
    var chart = feed.chartSets[index]
    let before = chart.lines.count
    let line: Int
    do {
      line = try chart.addDerived(spec, color: chart.freeColor)
    } catch {
      notes.status = error.message(place: "derive")
      return
    }
    guard chart.lines.count > before else {
      notes.status = "\(spec.name) is line \(line + 1) already"
      return
    }
    feed.chartSets[index] = chart
    navigation.views[index].shiftLines(from: line, by: 1)
    caches.removeAll()
    notes.status = "added \(spec.name) as line \(line + 1)"
    if case .linePicker(var picker) = modal {
      picker.query = ""
      picker.selected = picker.lines(in: chartSet).firstIndex(of: line) ?? 0
      modal = .linePicker(picker)
    }
  }

  /// Removes the derived line `line` of the chart set on screen and those computed from it.
  mutating func removeDerivedLine(_ line: Int) {
    if let refusal = derivedLinesRefusal {
      notes.status = refusal
      return
    }
    if feed.table != nil { return apply(feed.removeTableDerivedLine(line, tableContext)) }
    let index = navigation.chartIndex
    guard feed.chartSets[index].isDerived(line: line) else {
      notes.status = "line \(line + 1) is data: ^X removes derived lines"
      return
    }
    let name = feed.chartSets[index].lines[line].name
    let removed = feed.chartSets[index].removeDerived(line: line)
    for gone in removed.reversed() { navigation.views[index].shiftLines(from: gone, by: -1) }
    caches.removeAll()
    notes.status = "removed \(name)" + (removed.count > 1 ? " and \(removed.count - 1) more" : "")
  }

  /// Makes chart set `index` hold the derived lines `names` (expressions), in that order: those
  /// not named are removed, the missing ones derived again. Returns the expressions that could
  /// not be derived (an input gone, or not an expression).
  @discardableResult
  mutating func setDerivedLines(_ names: [String], ofChart index: Int) -> [String] {
    if feed.table != nil {
      guard names != feed.table?.derivedNames else { return [] }
      let (dropped, delegates) = feed.setTableDerivedLines(names, tableContext)
      apply(delegates)
      return dropped
    }
    let current = feed.chartSets[index].derived.map(\.spec.name)
    guard current != names else { return [] }
    for name in current.reversed() where !names.contains(name) {
      if let line = feed.chartSets[index].lines.indices.first(where: {
        feed.chartSets[index].lines[$0].id == name && feed.chartSets[index].isDerived(line: $0)
      }) {
        for gone in feed.chartSets[index].removeDerived(line: line).reversed() {
          navigation.views[index].shiftLines(from: gone, by: -1)
        }
      }
    }
    var dropped: [String] = []
    for name in names where !feed.chartSets[index].derived.contains(where: { $0.spec.name == name })
    {
      guard case .derived(let spec)? = try? DerivedLineParser.parseTerm(name) else {
        dropped.append(name)
        continue
      }
      var chart = feed.chartSets[index]
      guard let line = try? chart.addDerived(spec, color: chart.freeColor) else {
        dropped.append(name)
        continue
      }
      feed.chartSets[index] = chart
      navigation.views[index].shiftLines(from: line, by: 1)
    }
    caches.removeAll()
    return dropped
  }
}

extension ExplorerState {
  /// The expressions of chart set `index`'s derived lines, in order (a table's: its columns
  /// that are expressions).
  func derivedNames(ofChart index: Int) -> [String] {
    feed.table != nil
      ? feed.table?.derivedNames ?? [] : feed.chartSets[index].derived.map(\.spec.name)
  }
}

extension ChartViewState {
  /// Moves the hidden and right-axis line numbers at or after `line` by `offset` (a line was
  /// inserted there, `+1`, or removed, `-1`: its own number is dropped).
  mutating func shiftLines(from line: Int, by offset: Int) {
    func moved(_ lines: Set<Int>) -> Set<Int> {
      Set(
        lines.compactMap { index in
          if index < line { return index }
          if offset < 0 && index == line { return nil }
          return index + offset
        })
    }
    hidden = moved(hidden)
    rightAxis = rightAxis.map(moved)
  }
}

extension ExplorerState {
  /// `add rate(cpu)`, `remove rate(cpu)`: an undo step's name when derived lines changed.
  static func derivedLabel(from old: [String], to new: [String]) -> String {
    if let added = new.first(where: { !old.contains($0) }) { return "add \(added)" }
    if let removed = old.first(where: { !new.contains($0) }) { return "remove \(removed)" }
    return "derived lines"
  }
}

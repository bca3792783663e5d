import TChartData

/// Derived lines (issue 27): the line picker's `^T` adds one after its input, `^X` removes one;
/// undo and the session keep them by expression and derive them again. Its reducer changes one
/// chart set and its view; on a table the database computes them (`Feed/Table/TableColumns`,
/// reached through ``DerivedScope``).
enum DerivedFeature {
  /// What changes the derived lines.
  enum Action: Equatable {
    /// Adds the line `spec` after its input, in a colour of its own.
    case add(DerivedLineSpec)
    /// Removes the derived line `line` and those computed from it.
    case remove(line: Int)
  }

  /// What derived lines change: a chart set and its view (hidden lines and the right axis
  /// follow the lines' numbers).
  struct State {
    var chart: ChartSet
    var view: ChartViewState
  }

  /// What derived lines ask of the explorer.
  enum Delegate: Equatable {
    /// Says `text` on the status line.
    case status(String)
    /// The lines changed: the drawing's memos are stale.
    case linesChanged
    /// Highlights line `line` in the open line picker.
    case highlight(line: Int)
  }

  /// Why derived lines cannot be added or removed here, if they cannot (a long table, a day
  /// chart).
  static func refusal(table: TableQueries?, showsDayChart: Bool) -> String? {
    if let refusal = table?.derivedRefusal { return refusal }
    return showsDayChart ? "derived lines: on the overview, not a day chart" : nil
  }

  /// Applies `action` to a file's chart set and its view.
  static func reduce(into state: inout State, _ action: Action) -> FeatureStep<Delegate> {
    switch action {
    case .add(let spec):
      var chart = state.chart
      let before = chart.lines.count
      let line: Int
      do {
        line = try chart.addDerived(spec, color: chart.freeColor)
      } catch {
        return FeatureStep(delegates: [.status(error.message(place: "derive"))])
      }
      guard chart.lines.count > before else {
        return FeatureStep(delegates: [.status("\(spec.name) is line \(line + 1) already")])
      }
      state.chart = chart
      state.view.shiftLines(from: line, by: 1)
      return FeatureStep(delegates: [
        .linesChanged, .status("added \(spec.name) as line \(line + 1)"), .highlight(line: line),
      ])
    case .remove(let line):
      guard state.chart.isDerived(line: line) else {
        return FeatureStep(delegates: [
          .status("line \(line + 1) is data: ^X removes derived lines")
        ])
      }
      let name = state.chart.lines[line].name
      let removed = state.chart.removeDerived(line: line)
      for gone in removed.reversed() { state.view.shiftLines(from: gone, by: -1) }
      let more = removed.count > 1 ? " and \(removed.count - 1) more" : ""
      return FeatureStep(delegates: [.linesChanged, .status("removed \(name)" + more)])
    }
  }

  /// Makes the chart set hold the derived lines `names` (expressions), in that order: those
  /// not named are removed, the missing ones derived again. Returns the expressions that could
  /// not be derived (an input gone, or not an expression).
  static func set(_ names: [String], in state: inout State) -> [String] {
    let current = state.chart.derived.map(\.spec.name)
    guard current != names else { return [] }
    for name in current.reversed() where !names.contains(name) {
      if let line = state.chart.lines.indices.first(where: {
        state.chart.lines[$0].id == name && state.chart.isDerived(line: $0)
      }) {
        for gone in state.chart.removeDerived(line: line).reversed() {
          state.view.shiftLines(from: gone, by: -1)
        }
      }
    }
    var dropped: [String] = []
    for name in names where !state.chart.derived.contains(where: { $0.spec.name == name }) {
      // A copy: a line that cannot be derived leaves the chart set as it was.
      var chart = state.chart
      guard case .derived(let spec)? = try? DerivedLineParser.parseTerm(name),
        let line = try? chart.addDerived(spec, color: chart.freeColor)
      else {
        dropped.append(name)
        continue
      }
      state.chart = chart
      state.view.shiftLines(from: line, by: 1)
    }
    return dropped
  }

  /// `add rate(cpu)`, `remove rate(cpu)`: an undo step's name when derived lines changed.
  static func label(from old: [String], to new: [String]) -> String {
    if let added = new.first(where: { !old.contains($0) }) { return "add \(added)" }
    if let removed = old.first(where: { !new.contains($0) }) { return "remove \(removed)" }
    return "derived lines"
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

extension DataFeed {
  /// The expressions of chart set `index`'s derived lines, in order (a table's: its columns
  /// that are expressions).
  func derivedNames(ofChart index: Int) -> [String] {
    table != nil ? table?.derivedNames ?? [] : chartSets[index].derived.map(\.spec.name)
  }
}

import TChartCSV
import TChartData
import TChartProgram
import TChartSources

/// What a data feed asks of the other features. A feed's reduce changes only the ``DataFeed``
/// and says the rest with these, in the order they apply (``ExplorerState/apply(_:)-feed``): the
/// explorer's view follows the data, the status line and the message log say what happened.
enum FeedDelegate {
  /// The status line says this (`nil` clears it).
  case status(String?)
  /// The message log gets this line under the stream's name.
  case log(String)
  /// The message log gets a loader's notes.
  case logNotes([LoadNote])
  /// The explorer ends with this failure.
  case fail(ProgramExit)
  /// New chart sets `charts` (the feed's, before a `--keep` trim of the same batch): each shown
  /// whole, the first with its lines `hidden` hidden.
  case showWhole([ChartSet], hidden: Set<Int>)
  /// The stream starts over: its placeholder shown whole, without a day chart, the pie, a drag
  /// or a modal about its lines.
  case restarted
  /// `--right`'s lines go to the right axis of the new chart sets.
  case applyRightRequest
  /// A saved view for the new chart sets.
  case restoreSession(SessionToRestore)
  /// The data grew to `chart`: the window goes to its newest sample (`grow`: widening while it
  /// shows everything, up to ``ExplorerGeometry/followWidth(size:chrome:)``).
  case follow(ChartSet, grow: Bool)
  /// The data grew to `chart` while paused: the window stays on its samples.
  case keepWindow(ChartSet)
  /// The oldest `removed` samples went (`--keep`): the view moves with its samples.
  case trimmed(removed: Int)
  /// The chart set on screen was rebuilt (a table's rows): the window stays on the x values
  /// `lowerX`…`upperX`, the indicator on the sample nearest to `indicatorX` (`nil`: the last
  /// one); the Y range jumps to the new rows or animates to them.
  case keepView(lowerX: Double, upperX: Double, indicatorX: Double?, jumpY: Bool)
  /// The indicator goes to the window's sample nearest to `x` (a table's nearest row).
  case indicatorNear(x: Double)
  /// The table's lines moved (old index: new index): the hidden and right-axis lines follow.
  case linesMoved([Int: Int])
  /// The statistics panel's totals of a table's window (`nil`: none).
  case sourceTotals(SourceTotals?)
  /// The histogram view's survey of a table's window.
  case sourceHistogram(SourceHistogram)
  /// The XY view's counts of a table's window.
  case sourceXY(SourceXY)
  /// The XY view's indicator trail of a table.
  case sourceXYTrail(SourceXYTrail)
  /// The open line picker selects line `line` (a derived line just added).
  case highlightInPicker(line: Int)
}

extension ExplorerState {
  /// Does what a feed asked, in order.
  mutating func apply(_ delegates: [FeedDelegate]) {
    for delegate in delegates {
      switch delegate {
      case .status(let message):
        notes.send(.saying(message))
      case .log(let message):
        notes.log(message, source: feed.streamName)
      case .logNotes(let loaded):
        notes.messages.add(loaded)
      case .fail(let failure):
        ending.failure = failure
      case .showWhole(let charts, let hidden):
        navigation.chartIndex = 0
        navigation.views = charts.map(ChartViewState.whole)
        navigation.views[0].hidden = hidden
      case .restarted:
        navigation.chartIndex = 0
        navigation.views = feed.chartSets.map(ChartViewState.whole)
        navigation.dayChart = nil
        navigation.showsPie = false
        pointer.drag = nil
        switch modal {
        case .linePicker, .colorInspector: modal = nil
        default: break
        }
      case .applyRightRequest:
        send(YAxesFeature.Action.applyRightRequest)
      case .restoreSession(let session):
        restoreSession(
          session.record, file: session.file, overrides: session.overrides, zone: session.zone)
      case .follow(let chart, let grow):
        view.followNewest(
          of: chart, grow: grow,
          followWidth: ExplorerGeometry.followWidth(size: terminal.size, chrome: chrome))
      case .keepWindow(let chart):
        view.window = ChartViewState.window(
          for: chart, lower: view.window.lower, upper: view.window.upper)
      case .trimmed(let removed):
        view.dropFirst(removed, of: feed.chartSets[0])
      case .keepView(let lowerX, let upperX, let indicatorX, let jumpY):
        let chart = chartSet
        view.window = ChartViewState.window(
          for: chart, lower: chart.fractionalIndex(ofX: lowerX),
          upper: chart.fractionalIndex(ofX: upperX))
        view.indicator =
          indicatorX.map { chart.nearestIndex(toX: $0, in: 0...chart.lastIndex) }
          ?? chart.lastIndex
        view.clampIndicator()
        send(YAxesFeature.Action.retarget(jump: jumpY))
      case .indicatorNear(let x):
        view.indicator = chartSet.nearestIndex(toX: x, in: view.windowIndices)
      case .linesMoved(let target):
        view.hidden = Set(view.hidden.compactMap { target[$0] })
        view.rightAxis = view.rightAxis.map { Set($0.compactMap { target[$0] }) }
        send(ViewsFeature.Action.tableCounted(nil))
        send(ViewsFeature.Action.tableXYCounted(nil))
        send(ViewsFeature.Action.tableXYTrail(nil))
      case .sourceTotals(let totals):
        panels.sourceTotals = totals
      case .sourceHistogram(let histogram):
        send(ViewsFeature.Action.tableCounted(histogram))
      case .sourceXY(let xy):
        send(ViewsFeature.Action.tableXYCounted(xy))
      case .sourceXYTrail(let trail):
        send(ViewsFeature.Action.tableXYTrail(trail))
      case .highlightInPicker(let line):
        if case .linePicker(var picker) = modal {
          picker.query = ""
          picker.selected = picker.lines(in: chartSet).firstIndex(of: line) ?? 0
          modal = .linePicker(picker)
        }
      }
    }
  }
}

extension ChartViewState {
  /// Puts the window on the newest sample of `chart` with its width (growing it while it
  /// shows everything and is narrower than `followWidth`) and the indicator on that sample.
  mutating func followNewest(of chart: ChartSet, grow: Bool, followWidth: Int) {
    let last = chart.lastIndex
    let lower = window.lower
    var width = window.upper - lower
    if grow && lower <= 0 && width < Double(followWidth) {
      width = Double(Swift.min(last, followWidth))
    }
    window = Self.window(for: chart, lower: Double(last) - width, upper: Double(last))
    indicator = last
  }

  /// The view after the first `removed` samples went and `trimmed` is left: the window and the
  /// indicator move with their samples; a window whose samples are gone starts at the oldest
  /// kept one.
  mutating func dropFirst(_ removed: Int, of trimmed: ChartSet) {
    let old = window
    let shift = Double(removed)
    var lower = Swift.max(0, old.lower - shift)
    let upper = Swift.max(lower, old.upper - shift)
    if upper - lower < old.upper - old.lower {
      lower = Swift.max(0, upper - (old.upper - old.lower))
    }
    window = Self.window(for: trimmed, lower: lower, upper: upper)
    indicator = Swift.max(0, indicator - removed)
    ab = ab?.shifted(by: removed, count: trimmed.count)
    clampIndicator()
  }
}

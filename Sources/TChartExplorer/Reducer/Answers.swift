import TChartCSV
import TChartCells

/// The features' answers to what an action changed (TCA's `onChange(of:)`): after the action's
/// own reducer ran, each feature that watches a part of the state answers when that part
/// changed, in this order.
extension ExplorerState {
  /// What the answers watch, taken before an action: small values only, so that no copy of
  /// the chart sets' rows is held while the action grows them in place.
  struct Watched {
    var view: ChartViewState
    var chartSetCount: Int
    var sampleCount: Int
    var showsIndicator: Bool
    var chartIndex: Int
    var size: Size
    var layouts: Layouts
    var restores: Int
    /// The columns the file is wanted read with.
    var wantedColumns: ColumnChoice?
    /// What is seen, when the action makes undo steps.
    var snapshot: ViewSnapshot?
    /// The go-to prompt's entry `Enter` goes to: the undo step's name.
    var goToLabel: String?

    init(_ state: ExplorerState, action: ExplorerAction) {
      view = state.view
      chartSetCount = state.feed.chartSets.count
      sampleCount = state.chartSet.count
      showsIndicator = state.panels.showsIndicator
      chartIndex = state.navigation.chartIndex
      size = state.terminal.size
      layouts = state.layouts
      restores = state.history.restores
      wantedColumns = state.feed.reading?.wanted
      snapshot = action.makesViewStep ? state.viewSnapshot : nil
      goToLabel =
        action == .input(.key(.enter)) ? state.modal.goTo.map { "go to \($0.editor.text)" } : nil
    }
  }

  /// Runs the answers to the change from `before`, made by `action`; `jumpY`: the Y range jumps
  /// rather than animates. Returns the work they ask for.
  mutating func answer(
    changesFrom before: Watched, to action: ExplorerAction, jumpY: Bool
  ) -> [ExplorerEffect] {
    // The feed: a table keeps its chart set up to the frame's requests (any change can move
    // them: the window, the rows, the screen, the axes' labels) and asks its queries; a moved
    // view pauses or resumes following.
    var effects =
      feed.table != nil || view != before.view
      ? send(FeedAction.viewChanged(from: before.view, byUser: action.isUserInput)) : []
    // The file: read again when the columns wanted changed (the sheet's `Enter`, undo).
    if feed.reading?.wanted != before.wantedColumns { effects += send(FeedAction.reread) }
    // The window: the indicator on a sample inside it, when the view or the chart set changed.
    if view != before.view || chartSet.count != before.sampleCount
      || panels.showsIndicator != before.showsIndicator
    {
      send(WindowFeature.Action.keepIndicatorInWindow)
    }
    // The list and cards: the selection in view, when it, the chart sets or the screen changed.
    if layouts.layoutMode.showsAllChartSets,
      navigation.chartIndex != before.chartIndex || feed.chartSets.count != before.chartSetCount
        || terminal.size != before.size || layouts != before.layouts
    {
      send(LayoutsFeature.Action.keepSelectionInView)
    }
    // Undo: a step when what is seen changed by an action that makes steps (not by undo).
    if let snapshot = before.snapshot, history.restores == before.restores {
      history.record(
        from: snapshot, to: viewSnapshot, by: action, label: before.goToLabel, at: terminal.now,
        lines: chartSet.lines)
    }
    // The Y axes: their ranges are animations on the clock, so they answer every action: they
    // head for what is shown now (at once after `jumpY`), and the scale-clash hint is said when
    // it applies.
    send(YAxesFeature.Action.answer(jumpY: jumpY))
    // The rows view: the rows at the indicator, asked when it moved and none are in flight.
    return effects + askRows()
  }
}

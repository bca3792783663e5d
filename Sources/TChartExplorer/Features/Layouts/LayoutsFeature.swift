import TChartCells
import TChartProgram
import TChartRender

/// The layouts as a feature of their own (``Layouts``): `v` cycles one → split → list → cards;
/// in the list and cards `↑↓`, `PgUp`/`PgDn` and the arrows select a chart set, `Enter` or a
/// press on a title opens it, a press selects, the wheel moves the selection; in the split the
/// keys scroll its panels. Its reducer changes only the layouts and the selected chart set;
/// leaving a day chart or the pie, ending a gesture and sharing the indicator are asked of the
/// explorer as delegates.
public enum LayoutsFeature {
  /// What changes the layouts.
  public enum Action: Sendable, Equatable {
    /// `v`: the next layout.
    case next
    /// Shows the layout `mode` (options, sessions; `Enter` in the list and cards is
    /// ``openSelected``).
    case show(LayoutMode)
    /// Moves the selection of the list or cards by `step` chart sets.
    case select(by: Int)
    /// Moves the list's selection by `pages` pages.
    case selectPage(by: Int)
    /// `Enter` in the list or cards: the selected chart set alone.
    case openSelected
    /// An arrow key in the cards: the card beside the selected one.
    case moveCard(ChartCardsLayout.Direction)
    /// A press in the list or cards: on a title opens that chart set, elsewhere selects it.
    case press(at: Point)
    /// The wheel over the list moves the selection by one chart set, over the cards by a row.
    case wheel(WheelDirection)
    /// Scrolls the split by `panels` panels (clamped to the panels there are).
    case scrollSplit(by: Int)
    /// Scrolls the split by `pages` pages.
    case scrollSplitPage(by: Int)
    /// Scrolls category bars by `categories` (clamped, see `LayoutsFeature+Categories`).
    case scrollCategories(by: Int)
    /// Scrolls category bars by `pages` pages.
    case scrollCategoriesPage(by: Int)
    /// The selection, the chart sets or the screen changed: the list or cards scroll just
    /// enough to show the selected chart set.
    case keepSelectionInView
  }

  /// What the layouts change: their own state and the chart set selected (on screen).
  struct State: Equatable {
    var layouts: Layouts
    var chartIndex: Int
  }

  /// What the reducer reads of the explorer.
  struct Context {
    /// The screen's size and rows around the graph.
    var size: Size
    var chrome: ExplorerChrome
    /// How many chart sets there are.
    var chartSetCount: Int
    /// How many panels the split has (the visible lines).
    var splitCount: Int
    /// The category bars of the chart set on screen, when its x is text.
    var categoryBars: CategoryBars? = nil
  }

  /// What the layouts ask of the explorer.
  enum Delegate: Equatable {
    /// The list and cards show overviews: a day chart or the pie closes, the keys go to the
    /// graph.
    case showOverviews
    /// The selection moved: a day chart closes.
    case leaveDay
    /// The mouse gesture in progress ends.
    case endDrag
    /// The selected chart set's indicator becomes the shared date of the list and cards.
    case shareIndicator
  }

  /// Applies `action` to the layouts.
  static func reduce(
    into state: inout State, _ action: Action, _ context: Context
  ) -> FeatureStep<Delegate> {
    let layouts = state.layouts
    let (count, selected, size) = (context.chartSetCount, state.chartIndex, context.size)
    switch action {
    case .next:
      return show(layouts.layoutMode.next(chartSetCount: count), &state, context)
    case .show(let mode):
      return show(mode, &state, context)
    case .openSelected:
      return show(.one, &state, context)
    case .select(let step):
      return select(selected + step, &state, context)
    case .selectPage(let pages):
      let page = Swift.max(
        1, layouts.list(size: size, count: count, selected: selected).panels.count - 1)
      return select(selected + pages * page, &state, context)
    case .moveCard(let direction):
      let columns = layouts.cards(size: size, count: count, selected: selected).columns
      return select(
        ChartCardsLayout.moved(selected, direction, count: count, columns: columns), &state, context
      )
    case .press(let point):
      guard let hit = layouts.hit(at: point, size: size, count: count, selected: selected) else {
        return FeatureStep()
      }
      var step = select(hit.index, &state, context)
      if hit.onTitle { step.delegates += show(.one, &state, context).delegates }
      return step
    case .wheel(let direction) where layouts.layoutMode == .cards:
      return reduce(into: &state, .moveCard(direction == .up ? .up : .down), context)
    case .wheel(let direction):
      return select(selected + (direction == .up ? -1 : 1), &state, context)
    case .scrollSplit(let panels):
      let rows = layouts.splitRows(size: size, chrome: context.chrome, count: context.splitCount)
      state.layouts.splitFirstVisible = rows.firstVisible + panels
      state.layouts.splitFirstVisible =
        state.layouts.splitRows(size: size, chrome: context.chrome, count: context.splitCount)
        .firstVisible
      return FeatureStep()
    case .scrollSplitPage(let pages):
      let rows = layouts.splitRows(size: size, chrome: context.chrome, count: context.splitCount)
      return reduce(
        into: &state, .scrollSplit(by: pages * Swift.max(1, rows.panels.count - 1)), context)
    case .scrollCategories(let categories):
      scrollCategories(by: categories, &state, context)
      return FeatureStep()
    case .scrollCategoriesPage(let pages):
      scrollCategories(byPages: pages, &state, context)
      return FeatureStep()
    case .keepSelectionInView:
      state.layouts.scroll(toSelected: selected, count: count, size: size)
      return FeatureStep()
    }
  }

  /// Shows `mode`; the list and cards show overviews, so a day or a pie closes first.
  private static func show(
    _ mode: LayoutMode, _ state: inout State, _ context: Context
  ) -> FeatureStep<Delegate> {
    var delegates: [Delegate] = mode.showsAllChartSets ? [.showOverviews] : []
    state.layouts.layoutMode = mode
    delegates.append(.endDrag)
    state.layouts.scroll(
      toSelected: state.chartIndex, count: context.chartSetCount, size: context.size)
    if !mode.showsAllChartSets {
      state.layouts.linkedIndicator = nil
    } else if state.layouts.linkedIndicator == nil {
      delegates.append(.shareIndicator)
    }
    return FeatureStep(delegates: delegates)
  }

  /// Selects chart set `index` (clamped); the list or cards scroll just enough to show it.
  private static func select(
    _ index: Int, _ state: inout State, _ context: Context
  ) -> FeatureStep<Delegate> {
    state.chartIndex = Swift.min(Swift.max(index, 0), context.chartSetCount - 1)
    state.layouts.scroll(
      toSelected: state.chartIndex, count: context.chartSetCount, size: context.size)
    return FeatureStep(delegates: [.leaveDay])
  }
}

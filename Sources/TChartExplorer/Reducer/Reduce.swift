import TChartCells
import TChartData
import TChartProgram

/// The one place the explorer's state changes. Pure and total: any action in any state gives a
/// state that keeps the invariants (see ``ExplorerState``). Returns the work the action asks
/// for, in the order asked (``ExplorerEffect``): ``Explorer`` performs each and sends its answer
/// back as an action.
@discardableResult
public func reduce(into state: inout ExplorerState, action: ExplorerAction) -> [ExplorerEffect] {
  var jumpY = false
  var effects: [ExplorerEffect] = []
  let before = ExplorerState.Watched(state, action: action)
  switch action {
  case .input(let input):
    jumpY = reduceInput(input, into: &state, effects: &effects)
  case .day(let day):
    jumpY = reduceDay(day, into: &state)
  case .lineColorChosen(let color, let line):
    state.look.choose(color, forLine: line, of: state.chartSet)
  case .exportFinished(let message):
    state.notes.send(.say(message))
  case .sourceRows(let answer, let query):
    state.receiveRows(answer, query: query)
  case .dataNote(let message, let source):
    state.notes.send(.say(message))
    state.notes.messages.add(.init(source: source, text: message))
  case .stream(let event):
    state.send(FeedAction.stream(event))
    jumpY = event.jumpsY
  case .table(let outcome):
    state.send(FeedAction.table(outcome))
  }
  effects += state.answer(changesFrom: before, to: action, jumpY: jumpY)
  return effects
}

/// Input: the time, a new size, or a key or gesture for the open modal or the explorer
/// (``ExplorerState/route(_:effects:)``). Returns whether the Y range should jump.
func reduceInput(
  _ input: InputAction, into state: inout ExplorerState, effects: inout [ExplorerEffect]
) -> Bool {
  var jumpY = false
  switch input {
  case .tick(let time):
    if time.isFinite { state.terminal.now = Swift.max(state.terminal.now, time) }
  case .resize(let size):
    // The key bar's row, when shown, is not the explorer's to lay out.
    state.terminal.size = state.look.keyBar.screenSize(
      of: Size(width: Swift.max(0, size.width), height: Swift.max(0, size.height)))
    // A new graph height gives a new nice range at once, not an animation.
    jumpY = true
  case .key, .press, .selectPress, .drag, .release, .wheel:
    if let input = UserInput(input) { jumpY = state.route(input, effects: &effects) }
  }
  return jumpY
}

/// A day file's answer: its chart shown, or why not on the status line. Returns whether
/// the Y range should jump.
func reduceDay(_ action: DayAction, into state: inout ExplorerState) -> Bool {
  switch action {
  case .loaded(let day):
    state.send(DayFeature.Action.loaded(day))
    return true
  case .missing(let message), .failed(let message):
    state.send(DayFeature.Action.unavailable(message))
    return false
  }
}

extension ExplorerState {
  /// Handles a key no modal took: the key table decides, and the work its command asks for
  /// joins `effects`. Returns whether the Y range should jump (a new chart set) rather than
  /// animate.
  mutating func press(_ key: Key, effects: inout [ExplorerEffect]) -> Bool {
    guard
      var command = KeyBindings.command(
        for: key, focus: pointer.focus, layout: layouts.layoutMode, view: graphView,
        categories: chartSet.categories != nil)
    else {
      return false
    }
    if key == .escape, command == .quit, feed.reading?.isRereading == true {
      // Esc stops reading the file again first (the chart on screen stays).
      command = .cancelReread
    } else if key == .escape, command == .quit, view.ab != nil {
      // Esc clears the A/B cursors first, then goes back, then quits.
      command = .ab(.clear)
    } else if key == .escape, command == .quit,
      navigation.dayChart != nil || navigation.showsPie
    {
      command = .day(.back)
    } else if key == .escape, command == .quit, graphView.replacesGraph {
      // Esc goes back from the histogram or XY to the lines.
      command = .views(.close)
    }
    let showedDay = navigation.dayChart != nil
    let scale = yAxesModel.effectiveYScaleMode
    effects += apply(command)
    switch command {
    case .switchChart, .layouts(.next), .layouts(.select), .layouts(.selectPage),
      .layouts(.openSelected), .layouts(.moveCard):
      return true
    default: break
    }
    // To or from a log, index or shape axis the Y range changes space (exponents, percents):
    // a jump, not an animation.
    let newScale = yAxesModel.effectiveYScaleMode
    return showedDay != (navigation.dayChart != nil)
      || scale != newScale && !(scale.axisReadsValues && newScale.axisReadsValues)
  }
}

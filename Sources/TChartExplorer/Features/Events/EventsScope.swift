/// The events feature scoped into the explorer (``EventsFeature``): its context read from the
/// state, its delegates applied.
extension ExplorerState {
  /// Runs ``EventsFeature`` on `action` over the view of the chart set on screen.
  mutating func send(_ action: EventsFeature.Action) {
    let context = EventsFeature.Context(
      events: chartEvents.shown, chartSet: chartSet, showsIndicator: panels.showsIndicator,
      isWaitingForData: feed.isWaitingForData)
    for delegate in EventsFeature.reduce(into: &view, action, context).delegates {
      switch delegate {
      case .showIndicator: panels.showsIndicator = true
      case .status(let text): notes.send(.say(text))
      }
    }
  }
}

/// The day feature scoped into the explorer (``DayFeature``): its context read from the
/// state, its delegates applied.
extension ExplorerState {
  /// Runs ``DayFeature`` on `action` over the navigation; returns the work it asks for.
  @discardableResult
  mutating func send(_ action: DayFeature.Action) -> [ExplorerEffect] {
    let context = DayFeature.Context(overview: feed.chartSets[navigation.chartIndex])
    let step = DayFeature.reduce(into: &navigation, action, context)
    for delegate in step.delegates {
      switch delegate {
      case .status(let text): notes.send(.say(text))
      case .endDrag: pointer.drag = nil
      }
    }
    return step.effects
  }
}

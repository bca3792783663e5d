/// The lines shown scoped into the explorer (``LinesFeature``): its context read from the
/// state, its delegates applied.
extension ExplorerState {
  /// Runs ``LinesFeature`` on `action` over the hidden lines of the view on screen.
  mutating func send(_ action: LinesFeature.Action) {
    let context = LinesFeature.Context(lineNames: chartSet.lines.map(\.name))
    for delegate in LinesFeature.reduce(into: &view.hidden, action, context).delegates {
      switch delegate {
      case .status(let text): notes.send(.say(text))
      }
    }
  }
}

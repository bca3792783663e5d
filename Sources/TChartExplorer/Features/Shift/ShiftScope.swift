import TChartRender

/// The period shift scoped into the explorer (``ShiftFeature``): its context read from the
/// state, its delegates applied.
extension ExplorerState {
  /// The shift's copies as the chart set on screen draws them.
  public var shiftModel: ShiftModel {
    ShiftModel(
      shift: shift, shown: shown, isTable: feed.table != nil, showsPie: navigation.showsPie)
  }

  /// Runs ``ShiftFeature`` on `action` over the chosen shift.
  mutating func send(_ action: ShiftFeature.Action) {
    let model = shiftModel
    let context = ShiftFeature.Context(
      chartSet: model.chartSet, drawsCopies: model.drawsCopies, isTable: model.isTable)
    for delegate in ShiftFeature.reduce(into: &shift, action, context).delegates {
      switch delegate {
      case .status(let text): notes.send(.saying(text))
      }
    }
  }
}

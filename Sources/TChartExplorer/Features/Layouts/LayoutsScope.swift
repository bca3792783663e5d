import TChartData

/// The indicator of the list and cards: one date (``Layouts/linkedIndicator``) shown by
/// every chart set whose x range holds it, each at its nearest sample (``LinkedIndicator``).
extension ExplorerState {
  /// The shared date: the one kept, else the selected chart set's indicator's.
  var sharedIndicator: LinkedIndicator {
    layouts.linkedIndicator ?? LinkedIndicator(date: chartSet.xValue(at: view.indicator))
  }

  /// Whether chart set `index` shows the shared indicator (its x range holds the date).
  func holdsSharedIndicator(_ index: Int) -> Bool {
    sharedIndicator.sampleIndex(in: feed.chartSets[index]) != nil
  }

  /// Moves the shared date by `samples` samples of the selected chart set; every chart set
  /// holding the new date follows.
  mutating func moveSharedIndicator(by samples: Int) {
    var linked = sharedIndicator
    linked.step(by: samples, in: chartSet)
    share(linked)
  }

  /// Makes the selected chart set's indicator (just moved) the shared date.
  mutating func shareSelectedIndicator() {
    share(LinkedIndicator(date: chartSet.xValue(at: view.indicator)))
  }

  /// Keeps `linked` and puts every chart set holding its date on its nearest sample (the
  /// window panning just enough to show it); the others keep their view.
  mutating func share(_ linked: LinkedIndicator) {
    layouts.linkedIndicator = linked
    let selected = navigation.chartIndex
    defer { navigation.chartIndex = selected }
    for index in feed.chartSets.indices {
      guard let sample = linked.sampleIndex(in: feed.chartSets[index]) else { continue }
      navigation.chartIndex = index
      send(WindowFeature.Action.putIndicator(sample: sample))
    }
  }
}

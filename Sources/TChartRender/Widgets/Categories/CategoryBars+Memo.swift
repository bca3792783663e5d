import TChartData

extension CategoryBars {
  /// What the bars' order and scale depend on: the order, the lines' values (by storage, as
  /// ``CanvasMemo`` compares them) and the names' count.
  struct Key {
    var order: CategoryOrder
    var values: [Column<Double>]
    var count: Int

    func matches(_ other: Key) -> Bool {
      order == other.order && count == other.count && sameStorage(values, other.values)
    }
  }

  /// The categories in ``order`` and the scale's ends (the smallest value or 0, the largest or
  /// 0): O(categories · log) to work out, so remembered in ``caches`` when given (a frame and
  /// every key press ask for them; scrolling changes neither).
  struct Arrangement {
    var positions: [Int]
    var low: Double
    var high: Double
  }

  /// The arrangement of these bars, from ``caches`` when they hold it.
  var arrangement: Arrangement {
    let make = {
      var low = 0.0
      var high = 0.0
      for line in lines {
        for value in line.values where value.isFinite {
          low = Swift.min(low, value)
          high = Swift.max(high, value)
        }
      }
      return Arrangement(
        positions: order.positions(
          names: names, values: lines.first.map { Array($0.values) } ?? []),
        low: low, high: high)
    }
    guard let caches else { return make() }
    let key = Key(order: order, values: lines.map(\.values), count: names.count)
    return caches.categoryArrangements.value(for: key, make: make)
  }
}

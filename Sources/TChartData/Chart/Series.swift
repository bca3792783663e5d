/// One y column of a chart set: its values and how it is shown.
///
/// `values` has one entry per x sample; `.nan` marks a gap, where the line breaks.
public struct Series: Sendable, Equatable {
  /// The column id from the file (`y0`, or a CSV header).
  public var id: String
  /// The display name; defaults to the id.
  public var name: String
  /// How the file asks the series to be drawn.
  public var kind: SeriesKind
  /// The line's colour.
  public var color: RGBColor
  /// One value per x sample; `.nan` is a gap. They live in ``pyramid`` (one copy): assigning
  /// them rebuilds it (O(N)); ``append(_:)`` grows both in place.
  public var values: Column<Double> {
    get { pyramid.values }
    set { pyramid = MinMaxPyramid(newValue) }
  }
  /// The min/max pyramid of ``values``, which owns them, so it can never go stale.
  public internal(set) var pyramid: MinMaxPyramid
  /// More about the line than its name, for the tooltip and the line picker (a Prometheus
  /// series' full label set); `nil` for most sources.
  public var detail: String?

  /// A series over `values`, adopting the array (no copy); its pyramid built in O(N).
  public init(id: String, name: String, kind: SeriesKind = .line, color: RGBColor, values: [Double])
  {
    self.init(id: id, name: name, kind: kind, color: color, values: Column(values))
  }

  /// A series over `values`, sharing the column (no copy); its pyramid built in O(N).
  public init(
    id: String, name: String, kind: SeriesKind = .line, color: RGBColor, values: Column<Double>
  ) {
    self.init(id: id, name: name, kind: kind, color: color, pyramid: MinMaxPyramid(values))
  }

  /// A series whose pyramid (and samples) exist already: a cached chart set's, O(1).
  package init(id: String, name: String, kind: SeriesKind, color: RGBColor, pyramid: MinMaxPyramid)
  {
    self.id = id
    self.name = name
    self.kind = kind
    self.color = color
    self.pyramid = pyramid
  }

  /// Appends `newValues` (`.nan` for gaps) in place: amortised O(1) per value plus O(log N) per
  /// call, the history never copied (see ``MinMaxPyramid/append(contentsOf:)``).
  public mutating func append(_ newValues: some Collection<Double>) {
    pyramid.append(contentsOf: newValues)
  }

  /// Makes room for `samples` values in all (see ``MinMaxPyramid/reserveCapacity(_:)``).
  public mutating func reserveCapacity(_ samples: Int) {
    pyramid.reserveCapacity(samples)
  }

  /// Equal when everything but the derived ``pyramid`` is equal; a gap equals a gap.
  public static func == (lhs: Series, rhs: Series) -> Bool {
    guard lhs.id == rhs.id && lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.color == rhs.color
    else { return false }
    let (left, right) = (lhs.values, rhs.values)
    // The same samples (a copy of this series): O(1), as Array == is, not a scan of N values.
    let shared =
      left.count == right.count
      && left.withUnsafeBufferPointer { a in
        right.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
      }
    return shared || left.elementsEqual(right) { $0 == $1 || ($0.isNaN && $1.isNaN) }
  }
}

/// The drawing type a contest file gives a column. Bars and areas are drawn as lines for now.
public enum SeriesKind: String, Sendable, Equatable, CaseIterable {
  case line
  case bar
  case area
}

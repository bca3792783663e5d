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
  /// One value per x sample; `.nan` is a gap. Assigning it rebuilds ``pyramid``.
  public var values: [Double] {
    didSet { pyramid = MinMaxPyramid(values) }
  }
  /// The min/max pyramid of ``values``, built with them (O(N)) so it can never go stale.
  public private(set) var pyramid: MinMaxPyramid

  public init(id: String, name: String, kind: SeriesKind = .line, color: RGBColor, values: [Double])
  {
    self.id = id
    self.name = name
    self.kind = kind
    self.color = color
    self.values = values
    self.pyramid = MinMaxPyramid(values)
  }

  /// Equal when everything but the derived ``pyramid`` is equal.
  public static func == (lhs: Series, rhs: Series) -> Bool {
    lhs.id == rhs.id && lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.color == rhs.color
      && lhs.values == rhs.values
  }
}

/// The drawing type a contest file gives a column. Bars and areas are drawn as lines for now.
public enum SeriesKind: String, Sendable, Equatable, CaseIterable {
  case line
  case bar
  case area
}

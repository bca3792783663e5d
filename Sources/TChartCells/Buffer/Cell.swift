/// One terminal cell: a character and its style.
///
/// A double-width character occupies two cells: the first holds it, the second holds
/// ``Cell/continuation`` so that writers skip it.
public struct Cell: Sendable, Hashable {
  public var scalar: Unicode.Scalar
  public var style: Style

  @inlinable public init(_ scalar: Unicode.Scalar = " ", style: Style = .plain) {
    self.scalar = scalar
    self.style = style
  }

  /// A blank cell in the terminal's own colours.
  public static let blank = Cell(" ")

  /// The scalar marking the right half of a double-width character.
  public static let continuationScalar: Unicode.Scalar = "\u{0}"

  /// Whether this cell is the right half of a double-width character.
  @inlinable public var isContinuation: Bool { scalar == Self.continuationScalar }
}

/// The characters a frame may contain, for terminals (or fonts) that cannot show braille.
///
/// Widgets draw in one vocabulary (braille dots, eighth blocks, box lines, `●`, `…`, arrows);
/// a glyph set says what each becomes:
/// - ``braille``: everything as drawn (the default; nothing is translated);
/// - ``blocks``: a cell's 2×4 dots become its 2×2 quadrant block (`▘▝▖▗▀▄▌▐▚▞▙▛▜▟█`), the
///   block elements stay, and every other character is the ASCII of ``ascii``;
/// - ``ascii``: only bytes below 0x80: dots become `. ' : | / \ _ -` by where they sit in the
///   cell and their slope, blocks `_ = #`, boxes `+ - |`, markers `o * @ x`, arrows `< > ^ v`,
///   `…` `~`; any other character `?` (a double-width one `??`, so columns keep their places).
///
/// The dot glyphs are a table per set (``dot(_:)``: one lookup per cell); the rest of a frame
/// is translated in one O(screen) pass at the end (``apply(to:)``), skipped for ``braille``.
public struct GlyphSet: Sendable, Equatable {
  /// The three sets.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    case braille
    case blocks
    case ascii
  }

  public let kind: Kind
  /// The glyph of each 2×4 dot mask (bits as in ``BrailleCanvas/dotBits``).
  @usableFromInline let dots: [Unicode.Scalar]

  private init(kind: Kind) {
    self.kind = kind
    dots = (0...255).map { mask in Self.dotGlyph(UInt8(mask), kind: kind) }
  }

  public static let braille = GlyphSet(kind: .braille)
  public static let blocks = GlyphSet(kind: .blocks)
  public static let ascii = GlyphSet(kind: .ascii)

  /// The set of `kind`.
  public static func of(_ kind: Kind) -> GlyphSet {
    switch kind {
    case .braille: .braille
    case .blocks: .blocks
    case .ascii: .ascii
    }
  }

  public static func == (lhs: GlyphSet, rhs: GlyphSet) -> Bool { lhs.kind == rhs.kind }

  /// The glyph of a cell whose dots are `mask` (0 = no dot: U+2800 in braille, a space else).
  @inline(__always)
  @inlinable public func dot(_ mask: UInt8) -> Unicode.Scalar { dots[Int(mask)] }

  /// What `scalar` becomes in this set (itself when the set can show it).
  public func glyph(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    if value < 0x80 || kind == .braille { return scalar }
    if (0x2800...0x28FF).contains(value) { return dots[Int(value - 0x2800)] }
    if (0x2580...0x259F).contains(value) {
      return kind == .blocks ? scalar : GlyphFallback.block(scalar)
    }
    return GlyphFallback.ascii(scalar)
  }

  /// Translates every cell of `buffer` (a double-width character and its right half become
  /// two cells of one column each). Nothing to do for ``braille``.
  public func apply(to buffer: inout ScreenBuffer) {
    guard kind != .braille else { return }
    buffer.mapScalars { scalar in
      scalar == Cell.continuationScalar ? "?" : glyph(for: scalar)
    }
  }

  static func dotGlyph(_ mask: UInt8, kind: Kind) -> Unicode.Scalar {
    switch kind {
    case .braille: Unicode.Scalar(0x2800 + UInt32(mask))!
    case .blocks: Self.quadrants[Int(GlyphFallback.quadrantMask(ofDots: mask))]
    case .ascii: GlyphFallback.asciiDots(mask)
    }
  }

  /// The quadrant blocks by mask (1 upper left, 2 upper right, 4 lower left, 8 lower right).
  static let quadrants: [Unicode.Scalar] = [
    " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
  ]
}

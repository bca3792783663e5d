import TChartData

/// A terminal colour: the terminal's own default, one of the 256 indexed colours, or a 24-bit
/// colour (sent as is where the terminal shows truecolor, else as the nearest of the 256).
public enum TerminalColor: Sendable, Hashable {
  /// The terminal's own foreground or background.
  case `default`
  /// One of the xterm 256 colours (0–15 are the terminal's palette).
  case indexed(UInt8)
  /// A 24-bit colour; only themes at ``ColorDepth/truecolor`` make these.
  case rgb(RGBColor)

  /// This colour within the 256 palette: a 24-bit colour becomes its nearest entry.
  public var indexedFallback: TerminalColor {
    guard case .rgb(let color) = self else { return self }
    return .indexed(XtermPalette.nearest(color))
  }
}

/// Text attributes of a cell.
public struct TextAttributes: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let bold = TextAttributes(rawValue: 1 << 0)
  public static let dim = TextAttributes(rawValue: 1 << 1)
  public static let reverse = TextAttributes(rawValue: 1 << 2)
  public static let underline = TextAttributes(rawValue: 1 << 3)
  public static let italic = TextAttributes(rawValue: 1 << 4)
}

/// How a cell looks: colours and attributes.
public struct Style: Sendable, Hashable {
  public var foreground: TerminalColor
  public var background: TerminalColor
  public var attributes: TextAttributes

  @inlinable public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's own colours, no attributes.
  public static let plain = Style()

  /// This style with extra attributes.
  @inlinable public func adding(_ extra: TextAttributes) -> Style {
    var copy = self
    copy.attributes.formUnion(extra)
    return copy
  }

  /// This style with another foreground.
  @inlinable public func with(foreground: TerminalColor) -> Style {
    var copy = self
    copy.foreground = foreground
    return copy
  }

  /// This style with another background.
  @inlinable public func with(background: TerminalColor) -> Style {
    var copy = self
    copy.background = background
    return copy
  }
}

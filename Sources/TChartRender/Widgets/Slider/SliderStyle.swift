import TChartCells

/// How a range slider looks. The active handle is told apart by an attribute (reverse video),
/// not only by colour; the selected part of the track is drawn with a heavier line.
public struct SliderStyle: Sendable, Equatable {
  public var track: Style
  public var selectedTrack: Style
  public var handle: Style
  public var activeHandle: Style
  public var label: Style
  public var activeLabel: Style
  /// What the slider's rectangle is cleared with (the host's background).
  public var background: Style
  /// Glyphs: the unselected and selected track and a handle.
  public var trackGlyph: Unicode.Scalar
  public var selectedGlyph: Unicode.Scalar
  public var handleGlyph: Unicode.Scalar

  public init(
    track: Style, selectedTrack: Style, handle: Style, activeHandle: Style, label: Style,
    activeLabel: Style, trackGlyph: Unicode.Scalar = "─", selectedGlyph: Unicode.Scalar = "━",
    handleGlyph: Unicode.Scalar = "●", background: Style = .plain
  ) {
    self.track = track
    self.selectedTrack = selectedTrack
    self.handle = handle
    self.activeHandle = activeHandle
    self.label = label
    self.activeLabel = activeLabel
    self.trackGlyph = trackGlyph
    self.selectedGlyph = selectedGlyph
    self.handleGlyph = handleGlyph
    self.background = background
  }

  /// The default look: dim track, cyan bold selection, bold handles, the active one reversed.
  public static let standard = SliderStyle(
    track: Style(attributes: .dim),
    selectedTrack: Style(foreground: .indexed(6), attributes: .bold),
    handle: Style(attributes: .bold),
    activeHandle: Style(foreground: .indexed(6), attributes: [.bold, .reverse]),
    label: .plain,
    activeLabel: Style(attributes: [.bold, .underline])
  )
}

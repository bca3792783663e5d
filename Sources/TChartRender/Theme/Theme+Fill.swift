import TChartCells
import TChartData

extension Theme {
  /// A series' colours for bars and areas: its line colour, and a dimmed one (half way to the
  /// theme's background) for the columns away from the indicator.
  public func fillColors(_ color: RGBColor) -> FillColors {
    let normal = lineColor(color)
    let background = fillBackground
    let dimmed = RGBColor(
      red: UInt8((Int(color.red) + Int(background.red)) / 2),
      green: UInt8((Int(color.green) + Int(background.green)) / 2),
      blue: UInt8((Int(color.blue) + Int(background.blue)) / 2))
    return FillColors(normal: normal, dimmed: lineColor(dimmed))
  }

  /// The background dimmed colours lean to: the night and day backgrounds, and a middle grey
  /// for the terminal's own (unknown) one.
  var fillBackground: RGBColor {
    switch variant {
    case .night: RGBColor(red: 0x24, green: 0x2F, blue: 0x3E)
    case .day: RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    case .terminal: RGBColor(red: 0x80, green: 0x80, blue: 0x80)
    }
  }
}

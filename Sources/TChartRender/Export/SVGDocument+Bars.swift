import TChartData

extension SVGDocument {
  /// A cell of category bars' grid in pixels: about a character of the 12-pixel labels wide,
  /// a bar and its gap high.
  static let barCell = (width: 8.0, height: 20.0)

  /// The grid of cells category bars are laid out on in a picture of `width` × `height` pixels
  /// (``ChartPicture/Bars``): the plot's area in ``barCell``s.
  public static func barGrid(width: Double, height: Double) -> (columns: Int, rows: Int) {
    let plotWidth = Swift.max(1, width - left - right)
    let plotHeight = Swift.max(1, height - top - bottom)
    return (
      Swift.max(3, Int(plotWidth / barCell.width)), Swift.max(1, Int(plotHeight / barCell.height))
    )
  }

  /// Category bars in the plot at (`x`, `y`), `width` × `height` pixels: each name
  /// right-aligned before its bars, each bar a `<rect class="bar">` from the zero column, its
  /// length in proportion to its value, titled with its name and value, the value after its
  /// end, and the `+N more` row at the bottom.
  static func bars(
    _ bars: ChartPicture.Bars, x: Double, y: Double, width: Double, height: Double,
    names: [String], color: RGBColor
  ) -> String {
    let cell = (
      width: width / Double(Swift.max(1, bars.columns)),
      height: height / Double(Swift.max(1, bars.rows))
    )
    let layout = bars.layout
    func rowTop(_ row: Int) -> Double { y + Double(row) * cell.height }
    var svg = ""
    for label in layout.labels {
      svg += text(
        x + Double(layout.labelWidth) * cell.width, rowTop(label.row) + cell.height / 2 + 4,
        label.text, color: color, anchor: "end")
    }
    let zero = x + Double(layout.barX + layout.zero) * cell.width
    for bar in layout.bars {
      let fill = bars.colors.indices.contains(bar.line) ? bars.colors[bar.line] : color
      let length = bar.length * cell.width
      let name = bar.line < names.count ? names[bar.line] + ": " : ""
      svg += """
          <rect class="bar" x="\(number(Swift.min(zero, zero + length)))" \
        y="\(number(rowTop(bar.row) + cell.height * 0.15))" width="\(number(abs(length)))" \
        height="\(number(cell.height * 0.7))" fill="\(fill.hexText)">\
        <title>\(escaped(name + bar.text))</title></rect>

        """
      svg += text(
        zero + Swift.max(0, length) + 4, rowTop(bar.row) + cell.height / 2 + 4, bar.text,
        color: color, anchor: "start")
    }
    if let more = layout.more {
      svg += text(
        x, rowTop(bars.rows - 1) + cell.height / 2 + 4, more, color: color, anchor: "start")
    }
    return svg
  }
}

import TChartData

/// Writes a ``ChartPicture`` as a standalone SVG document: a background, the title and
/// subtitle, horizontal grid lines with the Y labels (left, and right for a second axis), the X
/// labels under the plot, the events (``events(_:plotX:plotBottom:plotHeight:color:)``), each
/// line as a `<g class="line">` of `<polyline>`s in its colour (or category bars in its place,
/// ``bars(_:x:y:width:height:names:color:)``), and a legend row of swatches and names at the
/// bottom. Text is XML-escaped; numbers have two decimals.
public enum SVGDocument {
  /// Margins around the plot, in pixels.
  static let left = 64.0
  static let right = 64.0
  static let top = 56.0
  static let bottom = 64.0

  /// The SVG text of `picture`.
  public static func render(_ picture: ChartPicture) -> String {
    let plotWidth = max(1, picture.width - left - right)
    let plotHeight = max(1, picture.height - top - bottom)
    let plotX = { (position: Double) in left + position * plotWidth }
    let plotY = { (position: Double) in top + (1 - position) * plotHeight }
    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(number(picture.width))" \
      height="\(number(picture.height))" viewBox="0 0 \(number(picture.width)) \
      \(number(picture.height))" font-family="sans-serif" font-size="12">

      """
    svg += rect(0, 0, picture.width, picture.height, fill: picture.background)
    svg += text(
      left, 24, picture.title, color: picture.foreground, size: 16, anchor: "start",
      weight: "bold")
    svg += text(left, 42, picture.subtitle, color: picture.foreground, size: 12, anchor: "start")
    for tick in picture.yTicks {
      let y = plotY(tick.position)
      svg += line(left, y, left + plotWidth, y, color: picture.grid)
      svg += text(left - 8, y + 4, tick.label, color: picture.foreground, anchor: "end")
    }
    for tick in picture.rightYTicks {
      svg += text(
        left + plotWidth + 8, plotY(tick.position) + 4, tick.label, color: picture.foreground,
        anchor: "start")
    }
    for tick in picture.xTicks {
      svg += text(
        plotX(tick.position), top + plotHeight + 18, tick.label, color: picture.foreground,
        anchor: "middle")
    }
    svg += events(
      picture.events, plotX: plotX, plotBottom: top + plotHeight, plotHeight: plotHeight,
      color: picture.foreground)
    if let bars = picture.bars {
      svg += Self.bars(
        bars, x: left, y: top, width: plotWidth, height: plotHeight,
        names: picture.lines.map(\.name), color: picture.foreground)
    }
    for chartLine in picture.lines where picture.bars == nil {
      svg += "<g class=\"line\" stroke=\"\(chartLine.color.hexText)\">"
      svg += "<title>\(escaped(chartLine.name))</title>\n"
      for polyline in chartLine.polylines where !polyline.isEmpty {
        let points = polyline.map { "\(number(plotX($0.x))),\(number(plotY($0.y)))" }
        // A lone sample is drawn as a dot: a polyline of one point shows nothing.
        let shown = points.count == 1 ? [points[0], points[0]] : points
        svg += """
            <polyline fill="none" stroke="\(chartLine.color.hexText)" stroke-width="1.5" \
          stroke-linejoin="round" stroke-linecap="round" points="\(shown.joined(separator: " "))"/>

          """
      }
      svg += "</g>\n"
    }
    var legendX = left
    let legendY = picture.height - 20
    for chartLine in picture.lines {
      svg += rect(legendX, legendY - 9, 10, 10, fill: chartLine.color)
      svg += text(legendX + 14, legendY, chartLine.name, color: picture.foreground, anchor: "start")
      legendX += 28 + Double(chartLine.name.count) * 7
    }
    return svg + "</svg>\n"
  }

  /// The events as the frame draws them on the X axis, each a `<g class="event">` titled with
  /// its label: a moment is a `▲` whose tip touches the plot's bottom edge, with a faint dashed
  /// line up the plot; a range is a bar `├──┤` just under the plot from its start to its end
  /// (clipped to the plot), with a faint band over the plot.
  static func events(
    _ events: [ChartPicture.Event], plotX: (Double) -> Double, plotBottom: Double,
    plotHeight: Double, color: RGBColor
  ) -> String {
    var svg = ""
    let plotTop = plotBottom - plotHeight
    for event in events {
      let title = "<title>\(escaped(event.label))</title>"
      svg += "<g class=\"event\">" + title + "\n"
      let start = plotX(Swift.min(Swift.max(event.start, 0), 1))
      if let end = event.end, end > event.start {
        let last = plotX(Swift.min(Swift.max(end, 0), 1))
        svg += """
            <rect x="\(number(start))" y="\(number(plotTop))" width="\(number(last - start))" \
          height="\(number(plotHeight))" fill="\(color.hexText)" fill-opacity="0.06"/>
            <path d="M\(number(start)) \(number(plotBottom + 2))v8M\(number(start)) \
          \(number(plotBottom + 6))H\(number(last))M\(number(last)) \(number(plotBottom + 2))v8" \
          fill="none" stroke="\(color.hexText)" stroke-width="2"/>

          """
      } else {
        svg += """
            <line x1="\(number(start))" y1="\(number(plotTop))" x2="\(number(start))" \
          y2="\(number(plotBottom))" stroke="\(color.hexText)" stroke-opacity="0.3" \
          stroke-dasharray="3 3"/>
            <path d="M\(number(start)) \(number(plotBottom))l-5 9h10z" fill="\(color.hexText)"/>

          """
      }
      svg += "</g>\n"
    }
    return svg
  }

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: RGBColor)
    -> String
  {
    """
      <rect x="\(number(x))" y="\(number(y))" width="\(number(width))" \
    height="\(number(height))" fill="\(fill.hexText)"/>

    """
  }

  static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, color: RGBColor)
    -> String
  {
    """
      <line x1="\(number(x1))" y1="\(number(y1))" x2="\(number(x2))" y2="\(number(y2))" \
    stroke="\(color.hexText)" stroke-width="1"/>

    """
  }

  static func text(
    _ x: Double, _ y: Double, _ content: String, color: RGBColor, size: Int = 12,
    anchor: String, weight: String = "normal"
  ) -> String {
    """
      <text x="\(number(x))" y="\(number(y))" fill="\(color.hexText)" font-size="\(size)" \
    font-weight="\(weight)" text-anchor="\(anchor)">\(escaped(content))</text>

    """
  }

  /// `value` with at most two decimals, no trailing zeros.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    let whole = Int(hundredths / 100)
    let fraction = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    if fraction == 0 { return "\(sign)\(whole)" }
    let digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
    return "\(sign)\(whole).\(digits.hasSuffix("0") ? String(digits.dropLast()) : digits)"
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and control characters dropped (XML 1.0
  /// allows none but tab and line breaks).
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case _ where scalar.value < 0x20 && scalar != "\t": continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

import TChartCells
import TChartData
import TChartRange
import TChartRender
import Testing

/// The slider drawn alone in a buffer of `width` × 2, as text lines.
func drawSlider(
  _ selection: RangeSelection, _ formatter: ValueFormatter, width: Int,
  active: RangeSelection.Handle? = .lower
) -> ScreenBuffer {
  var buffer = ScreenBuffer(size: Size(width: width, height: 2))
  RangeSliderView(selection: selection, formatter: formatter, activeHandle: active)
    .render(into: &buffer, in: buffer.area)
  return buffer
}

func prices(_ lower: Double, _ upper: Double) throws -> RangeSelection {
  try RangeSelection(minimum: 0, maximum: 2_000_000, step: 10_000, lower: lower, upper: upper)
}

@Suite struct RangeSliderViewTests {
  let price = ValueFormatter(.price)

  @Test func labelsApartSitAboveTheirHandles() throws {
    let buffer = drawSlider(try prices(250_000, 1_500_000), price, width: 40)
    #expect(
      buffer.lines == [
        "  $250,000              $1,500,000      ",
        " ─────●━━━━━━━━━━━━━━━━━━━━━━●───────── ",
      ])
  }

  @Test func closeLabelsMergeCentredBetweenTheHandles() throws {
    let buffer = drawSlider(try prices(900_000, 1_100_000), price, width: 40)
    #expect(
      buffer.lines == [
        "         $900,000 – $1,100,000          ",
        " ─────────────────●━━●───────────────── ",
      ])
  }

  @Test func labelsOneBlankApartStayApartAndTouchingOnesMerge() throws {
    let plain = ValueFormatter(.plain)
    let apart = try RangeSelection(minimum: 0, maximum: 100, step: 1, lower: 40, upper: 56)
    #expect(
      drawSlider(apart, plain, width: 22).lines == [
        "        40 56         ",
        " ────────●━━●──────── ",
      ])
    let touching = try RangeSelection(minimum: 0, maximum: 100, step: 1, lower: 40, upper: 50)
    #expect(
      drawSlider(touching, plain, width: 22).lines == [
        "       40 – 50        ",
        " ────────●━●───────── ",
      ])
  }

  @Test func equalValuesShowOneLabelAndOneHandleAtTheMinimum() throws {
    let buffer = drawSlider(try prices(0, 0), price, width: 40)
    #expect(
      buffer.lines == [
        "$0                                      ",
        " ●───────────────────────────────────── ",
      ])
  }

  @Test func equalValuesAtTheMaximumStayInsideTheWidth() throws {
    let buffer = drawSlider(try prices(2_000_000, 2_000_000), price, width: 40)
    #expect(
      buffer.lines == [
        "                              $2,000,000",
        " ─────────────────────────────────────● ",
      ])
  }

  @Test func wholeRangeAtSeveralWidths() throws {
    let whole = try prices(0, 2_000_000)
    #expect(
      drawSlider(whole, price, width: 40).lines == [
        "$0                            $2,000,000",
        " ●━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━● ",
      ])
    #expect(
      drawSlider(whole, price, width: 20).lines == [
        "$0        $2,000,000", " ●━━━━━━━━━━━━━━━━● ",
      ])
    #expect(drawSlider(whole, price, width: 10).lines == ["$0     $2M", " ●━━━━━━● "])
    let wide = drawSlider(whole, price, width: 200)
    #expect(
      wide.lines == [
        "$0" + String(repeating: " ", count: 188) + "$2,000,000",
        " ●" + String(repeating: "━", count: 196) + "● ",
      ])
  }

  @Test func compactThenCutWhenTheWidthIsShort() throws {
    let buffer = drawSlider(try prices(250_000, 1_500_000), price, width: 10)
    #expect(buffer.lines == ["$250K – $…", " ─●━━━●── "])
    let plain = try RangeSelection(minimum: 0, maximum: 100, step: 1, lower: 20, upper: 80)
    #expect(
      drawSlider(plain, ValueFormatter(.plain), width: 10).lines == [" 20   80  ", " ─●━━━━●─ "])
    #expect(drawSlider(plain, ValueFormatter(.plain), width: 3).lines == ["20…", "●━●"])
  }

  @Test func narrowDateSliderFallsBackToCompactDates() throws {
    let year = try RangeSelection(minimum: 1_704_067_200, maximum: 1_735_603_200, step: 86_400)
    let date = ValueFormatter(.date, for: year)
    #expect(
      drawSlider(year, date, width: 30).lines == [
        "2024-01-01          2024-12-31", " ●━━━━━━━━━━━━━━━━━━━━━━━━━━● ",
      ])
    #expect(
      drawSlider(year, date, width: 20).lines == [
        "Jan 1         Dec 31", " ●━━━━━━━━━━━━━━━━● ",
      ])
  }

  @Test func activeHandleIsReversedAndItsLabelBold() throws {
    let buffer = drawSlider(try prices(250_000, 1_500_000), price, width: 40, active: .upper)
    #expect(buffer[6, 1].style.attributes.contains(.bold))
    #expect(!buffer[6, 1].style.attributes.contains(.reverse))
    #expect(buffer[29, 1].style.attributes.contains(.reverse))
    #expect(buffer[24, 0].style.attributes.contains(.bold))
    #expect(!buffer[2, 0].style.attributes.contains(.bold))
    let unfocused = drawSlider(try prices(250_000, 1_500_000), price, width: 40, active: nil)
    #expect(!unfocused[6, 1].style.attributes.contains(.reverse))
    #expect(!unfocused[29, 1].style.attributes.contains(.reverse))
  }

  @Test func sharedHandleCellIsActiveWhicheverHandleIsActive() throws {
    let buffer = drawSlider(try prices(0, 0), price, width: 40, active: .upper)
    #expect(buffer[1, 1].style.attributes.contains(.reverse))
  }

  @Test func drawsOnlyInsideItsRectangle() throws {
    var buffer = ScreenBuffer(size: Size(width: 30, height: 4), filling: Cell("x"))
    RangeSliderView(selection: try prices(0, 2_000_000), formatter: price, activeHandle: .lower)
      .render(into: &buffer, in: Rect(x: 5, y: 1, width: 20, height: 2))
    #expect(
      buffer.lines == [
        String(repeating: "x", count: 30),
        "xxxxx$0        $2,000,000xxxxx",
        "xxxxx ●━━━━━━━━━━━━━━━━● xxxxx",
        String(repeating: "x", count: 30),
      ])
  }

  @Test func singleRowDrawsTheTrackOnly() throws {
    var buffer = ScreenBuffer(size: Size(width: 12, height: 1))
    RangeSliderView(selection: try prices(500_000, 1_500_000), formatter: price)
      .render(into: &buffer, in: buffer.area)
    #expect(buffer.lines == [" ──●━━━━●── "])
  }
}

import TChartModel
import TChartRender
import Testing

@Test func scratchLook() {
  for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
    var buffer = ScreenBuffer(size: size)
    let chart = Fixtures.daily()
    ChartFrame(chart: chart, position: 2, count: 5, status: "").render(
      into: &buffer, area: buffer.area)
    print(buffer.text)
    print(ANSISerializer.serialize(buffer, color: true))
  }
}

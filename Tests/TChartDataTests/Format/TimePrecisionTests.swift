import TChartTime
import Testing

@testable import TChartData

/// Times at the precision of their window: seconds under an hour or a minute apart,
/// milliseconds under a second apart, in the tooltip, the title's range and the axis.
@Suite("Time precision")
struct TimePrecisionTests {
  /// 2018-03-03 23:59:00 UTC.
  let lateEvening = 1_520_121_540.0
  /// 2018-03-03 10:00:00 UTC.
  let ten = 1_520_071_200.0

  @Test func theRule() {
    #expect(TimePrecision(span: 86_400 * 30, spacing: 86_400, hasTimeOfDay: false) == .day)
    #expect(TimePrecision(span: 86_400, spacing: 3600, hasTimeOfDay: true) == .minute)
    #expect(TimePrecision(span: 3000, spacing: 300, hasTimeOfDay: true) == .second)
    #expect(TimePrecision(span: 86_400, spacing: 10, hasTimeOfDay: true) == .second)
    #expect(TimePrecision(span: 1, spacing: 0.005, hasTimeOfDay: true) == .millisecond)
    #expect(TimePrecision(span: 0, spacing: nil, hasTimeOfDay: false) == .day)
    #expect(TimePrecision(resolution: 60) == .minute)
    #expect(TimePrecision(resolution: 10) == .second)
    #expect(TimePrecision(resolution: 0.005) == .millisecond)
  }

  /// The 10 s samples: three steps all read `23:59` before.
  @Test func tenSecondSamplesShowSeconds() {
    let chart = ChartSet(name: "10 s", x: (0..<30).map { lateEvening + Double($0) * 10 }, lines: [])
    let precision = chart.timePrecision(in: 0..<30)
    #expect(precision == .second)
    let titles = (0..<3).map { DateFormat.full(chart.x[$0], precision: precision) }
    #expect(
      titles == [
        "Sat, Mar 3 2018 23:59:00", "Sat, Mar 3 2018 23:59:10", "Sat, Mar 3 2018 23:59:20",
      ])
    #expect(
      DateFormat.range(chart.x[0], chart.x[29], precision: precision)
        == "Mar 3 23:59:00 – Mar 4 00:03:50 2018")
  }

  /// The 5 ms samples: the title read `10:00 – 10:00`.
  @Test func fiveMillisecondSamplesShowMilliseconds() {
    let chart = ChartSet(name: "5 ms", x: (0..<100).map { ten + Double($0) * 0.005 }, lines: [])
    let precision = chart.timePrecision(in: 0..<100)
    #expect(precision == .millisecond)
    #expect(DateFormat.full(chart.x[1], precision: precision) == "Sat, Mar 3 2018 10:00:00.005")
    #expect(DateFormat.full(chart.x[2], precision: precision) == "Sat, Mar 3 2018 10:00:00.010")
    #expect(
      DateFormat.range(chart.x[0], chart.x[99], precision: precision)
        == "Mar 3 2018 10:00:00.000 – 10:00:00.495")
  }

  @Test func millisecondsRoundAcrossMidnight() {
    let midnight = 1_520_121_600.0
    #expect(
      DateFormat.full(midnight - 0.0004, precision: .millisecond) == "Sun, Mar 4 2018 00:00:00.000")
    #expect(DateFormat.timeOfDay(midnight - 0.25, precision: .millisecond) == "23:59:59.750")
    #expect(
      DateFormat.timeOfDay(midnight - 0.25, precision: .millisecond, fractionDigits: 2)
        == "23:59:59.75")
    #expect(DateFormat.full(.nan, precision: .second) == "–")
  }

  @Test func coarserPrecisionsReadAsBefore() {
    #expect(DateFormat.full(ten, precision: .minute) == DateFormat.full(ten, withTime: true))
    #expect(DateFormat.full(ten, precision: .day) == "Sat, Mar 3 2018")
    #expect(
      DateFormat.range(ten, ten + 3 * 86_400, precision: .day)
        == DateFormat.range(ten, ten + 3 * 86_400, withTime: false))
    #expect(DateFormat.range(ten, ten + 7200, precision: .minute) == "Mar 3 2018 10:00 – 12:00")
  }

  /// Axis labels of sub-minute and sub-second windows: distinct, in order, with seconds or
  /// milliseconds.
  @Test func axisLabelsAreDistinctAndOrdered() {
    for (span, width) in [(0.495, 70), (290.0, 70), (2.0, 40), (0.05, 70)] {
      let labels = XAxisLabels.layout(
        kind: .time, lower: ten, upper: ten + span, width: width,
        column: { Int((($0 - ten) / span * Double(width - 1)).rounded()) })
      #expect(labels.count >= 3, "\(span)")
      #expect(Set(labels.map(\.text)).count == labels.count)
      #expect(labels.map(\.value) == labels.map(\.value).sorted())
      #expect(labels.allSatisfy { $0.text.hasPrefix("10:0") })
      if span < 1 { #expect(labels.allSatisfy { $0.text.contains(".") }) }
    }
  }

  @Test func theCalendarSliderKindFollowsItsResolution() {
    #expect(ValueFormatter(.calendar, resolution: 60).string(ten + 5) == "Mar 3 2018 10:00")
    #expect(ValueFormatter(.calendar, resolution: 1).string(ten + 5) == "Mar 3 2018 10:00:05")
    #expect(
      ValueFormatter(.calendar, resolution: 0.001).compactString(ten + 0.005)
        == "Mar 3 10:00:00.005")
  }
}

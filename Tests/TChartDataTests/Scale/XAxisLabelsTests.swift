import Testing

@testable import TChartData

@Suite struct XAxisLabelsTests {
  let jan1 = 1_546_300_800.0  // 2019-01-01 00:00 UTC
  let day = 86_400.0

  /// Labels as a text row of `width` cells, mapping x linearly like the graph's dot columns.
  func row(_ kind: XKind, _ lower: Double, _ upper: Double, width: Int) -> String {
    let labels = XAxisLabels.layout(
      kind: kind, lower: lower, upper: upper, width: width, column: column(lower, upper, width))
    var cells = Array(repeating: Character(" "), count: width)
    for label in labels {
      for (offset, character) in label.text.enumerated() {
        cells[label.column + offset] = character
      }
    }
    return String(cells)
  }

  func column(_ lower: Double, _ upper: Double, _ width: Int) -> (Double) -> Int {
    { x in
      let dot = ((x - lower) / (upper - lower) * Double(width * 2 - 1)).rounded()
      return Int(dot) >> 1
    }
  }

  @Test func hoursForADayOrLess() {
    #expect(
      row(.time, jan1 + 8 * 3600, jan1 + 20 * 3600, width: 60)
        == "08:00   10:00     12:00     14:00    16:00     18:00   20:00")
    #expect(
      row(.time, jan1 - 12 * 3600, jan1 + 12 * 3600, width: 60)
        == "12:00        18:00          Jan 1         06:00        12:00")
  }

  @Test func secondsForAMinuteOrTwo() {
    #expect(
      row(.time, jan1 + 3600, jan1 + 3690, width: 60)
        == "01:00:00        01:00:30           01:01:00         01:01:30")
    // Per-second samples: 1-second steps are allowed, never finer.
    let labels = XAxisLabels.layout(
      kind: .time, lower: jan1, upper: jan1 + 6, width: 80, minimumStep: 1,
      column: column(jan1, jan1 + 6, 80))
    #expect(
      labels.map(\.text) == [
        "Jan 1", "00:00:01", "00:00:02", "00:00:03", "00:00:04", "00:00:05", "00:00:06",
      ])
  }

  @Test func daysForWeeksAndMonths() {
    #expect(
      row(.time, jan1, jan1 + 13 * day, width: 60)
        == "  Jan 2    Jan 4     Jan 6    Jan 8   Jan 10   Jan 12       ")
    #expect(
      row(.time, jan1, jan1 + 89 * day, width: 60)
        == "     Jan 14    Jan 28   Feb 11    Feb 25   Mar 11   Mar 25  ")
  }

  @Test func monthsAndYearsForLongSpans() {
    #expect(
      row(.time, jan1, jan1 + 364 * day, width: 60)
        == "Jan 2019  Apr 2019       Jul 2019       Oct 2019            ")
    #expect(
      row(.time, 0, jan1, width: 60)
        == "1970      1980        1990        2000        2010          ")
  }

  @Test func minimumStepKeepsTicksOnTheDataSpacing() {
    let lower = jan1
    let upper = jan1 + 3 * day
    let free = XAxisLabels.layout(
      kind: .time, lower: lower, upper: upper, width: 60, column: column(lower, upper, 60))
    #expect(free.map(\.text) == ["Jan 1", "12:00", "Jan 2", "12:00", "Jan 3", "12:00", "Jan 4"])
    let daily = XAxisLabels.layout(
      kind: .time, lower: lower, upper: upper, width: 60, minimumStep: day,
      column: column(lower, upper, 60))
    #expect(daily.map(\.text) == ["Jan 1", "Jan 2", "Jan 3", "Jan 4"])
    let integers = XAxisLabels.layout(
      kind: .number, lower: 0, upper: 3, width: 60, minimumStep: 1, column: column(0, 3, 60))
    #expect(integers.map(\.text) == ["0", "1", "2", "3"])
  }

  @Test func numbers() {
    #expect(
      row(.number, 0, 111, width: 60)
        == "0        20         40         60         80        100     ")
  }

  @Test func neverOverlapAtAnyWidth() {
    let spans: [(XKind, Double, Double)] = [
      (.time, jan1, jan1 + 600), (.time, jan1, jan1 + 3 * 3600),
      (.time, jan1 + 3600, jan1 + 30 * 3600), (.time, jan1, jan1 + 7 * day),
      (.time, jan1, jan1 + 45 * day), (.time, jan1, jan1 + 200 * day),
      (.time, jan1, jan1 + 800 * day), (.time, 0, jan1), (.time, -5e11, 5e11),
      (.number, 0, 1), (.number, -3.7, 12_345.6), (.number, 1e9, 1e9 + 7),
      (.number, 0.001, 0.0013), (.number, -1e15, 1e15),
    ]
    for (kind, lower, upper) in spans {
      for width in 1...200 {
        let labels = XAxisLabels.layout(
          kind: kind, lower: lower, upper: upper, width: width,
          column: column(lower, upper, width))
        var nextFree = 0
        for label in labels {
          #expect(label.column >= nextFree, "overlap at width \(width)")
          #expect(label.column + label.text.count <= width)
          #expect(label.value >= lower && label.value <= upper)
          nextFree = label.column + label.text.count + 1
        }
        if width >= 20 { #expect(!labels.isEmpty, "no label at width \(width)") }
        #expect(
          Set(labels.map(\.text)).count == labels.count || kind == .time, "\(labels.map(\.text))")
      }
    }
  }

  @Test func degenerateInput() {
    #expect(
      XAxisLabels.layout(kind: .time, lower: 1, upper: 0, width: 10, column: { _ in 0 }).isEmpty)
    #expect(
      XAxisLabels.layout(kind: .time, lower: 0, upper: 1, width: 0, column: { _ in 0 }).isEmpty)
    #expect(
      XAxisLabels.layout(kind: .number, lower: 5, upper: 5, width: 10, column: { _ in 0 })
        == [AxisLabel(value: 5, text: "5", column: 0)])
  }
}

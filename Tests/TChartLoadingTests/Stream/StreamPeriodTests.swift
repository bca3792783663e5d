import Testing

@testable import TChartStreams

/// A live stream reads quarters and ISO weeks as dates, as files do (``DateText``).
@Suite struct StreamPeriodTests {
  @Test func quartersAndWeeksArriveAsDates() {
    var parser = StreamParser(options: StreamOptions())
    parser.feed(Array("period,gdp\n1974Q1,11.63\n1974Q2,11.60\n".utf8), arrival: 100)
    parser.finish(arrival: 100)
    let batch = parser.take()
    #expect(batch?.layout?.xKind == .time)
    #expect(batch?.x == [126_230_400, 134_006_400])
    var weeks = StreamParser(options: StreamOptions())
    weeks.feed(Array("week,v\n1991-W06,1\n".utf8), arrival: 100)
    weeks.finish(arrival: 100)
    #expect(weeks.take()?.x == [665_625_600])
  }
}

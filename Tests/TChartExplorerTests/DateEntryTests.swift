import Testing

@testable import TChartData
@testable import TChartExplorer

@Suite("DateEntry")
struct DateEntryTests {
  /// 2019-03-08 14:05:00 UTC.
  let indicator = 1_552_053_900.0

  @Test("dates in the loader's forms, digits-only years and days")
  func dates() throws {
    #expect(try DateEntry.target("2019-03-10", from: indicator, kind: .time) == 1_552_176_000)
    #expect(try DateEntry.target(" 10 Mar 2019 ", from: indicator, kind: .time) == 1_552_176_000)
    #expect(
      try DateEntry.target("2019-03-10T06:00Z", from: indicator, kind: .time) == 1_552_197_600)
    #expect(try DateEntry.target("20190310", from: indicator, kind: .time) == 1_552_176_000)
    #expect(try DateEntry.target("2020", from: indicator, kind: .time) == 1_577_836_800)
  }

  @Test("moves from the indicator in every unit, and a time of day on its day")
  func moves() throws {
    #expect(try DateEntry.target("+3d", from: indicator, kind: .time) == indicator + 3 * 86_400)
    #expect(try DateEntry.target("-1w", from: indicator, kind: .time) == indicator - 7 * 86_400)
    #expect(try DateEntry.target("+90m", from: indicator, kind: .time) == indicator + 5_400)
    #expect(try DateEntry.target("+90min", from: indicator, kind: .time) == indicator + 5_400)
    #expect(try DateEntry.target("-1.5h", from: indicator, kind: .time) == indicator - 5_400)
    #expect(try DateEntry.target("+2mo", from: indicator, kind: .time) == indicator + 60 * 86_400)
    #expect(try DateEntry.target("+1y", from: indicator, kind: .time) == indicator + 365 * 86_400)
    #expect(try DateEntry.target("+10s", from: indicator, kind: .time) == indicator + 10)
    #expect(try DateEntry.target("06:30", from: indicator, kind: .time) == 1_552_026_600)
  }

  @Test("plain-number x: numbers and signed moves")
  func numbers() throws {
    #expect(try DateEntry.target("1990", from: 2000, kind: .number) == 1990)
    #expect(try DateEntry.target("+5", from: 2000, kind: .number) == 2005)
    #expect(try DateEntry.target("-5", from: 2000, kind: .number) == 1995)
  }

  @Test(
    "what is not understood says what would be",
    arguments: [
      ("", "type a date"), ("soon", "is not a date"), ("+3x", "is not a move"),
      ("25:00", "is not a date"), ("+d", "is not a move"),
    ])
  func problems(entry: String, message: String) {
    #expect(throws: DateEntry.Problem.self) {
      try DateEntry.target(entry, from: indicator, kind: .time)
    }
    do {
      _ = try DateEntry.target(entry, from: indicator, kind: .time)
    } catch {
      #expect(error.message.contains(message), "\(entry): \(error.message)")
    }
  }
}

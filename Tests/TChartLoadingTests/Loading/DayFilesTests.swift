import Testing

@testable import TChartData
@testable import TChartLoading

@Suite struct DayFilesTests {
  let days = DayFiles(folder: "data/3", title: "3")

  @Test("the UTC day of x names the file, from midnight to the last second")
  func dayPaths() {
    let midnight = 1_555_113_600.0  // 2019-04-13 00:00:00 UTC
    #expect(days.path(forX: midnight) == "data/3/2019-04/13.json")
    #expect(days.path(forX: midnight + 86_399) == "data/3/2019-04/13.json")  // 23:59:59
    #expect(days.path(forX: midnight + 86_399.9) == "data/3/2019-04/13.json")
    #expect(days.path(forX: midnight + 86_400) == "data/3/2019-04/14.json")
    #expect(days.path(forX: midnight - 1) == "data/3/2019-04/12.json")
    #expect(days.relativePath(forX: 1_523_059_200) == "2018-04/07.json")
    #expect(days.relativePath(forX: 0) == "1970-01/01.json")
  }

  @Test func timesThatAreNoDayHaveNoPath() {
    #expect(days.path(forX: .nan) == nil)
    #expect(days.path(forX: -.infinity) == nil)
    #expect(days.path(forX: 1e15) == nil)
    #expect(!days.exists(forX: .nan))
  }

  @Test func aFolderWithATrailingSlashIsNotDoubled() {
    #expect(DayFiles(folder: "/", title: "x").path(forX: 0) == "/1970-01/01.json")
  }

  @Test("names order by their numbers: 2 before 10")
  func numericNameOrder() {
    let names = ["10", "2", "b", "1", "a10", "a9", "02", "a", "chart 3", "chart 20"]
    #expect(
      names.sorted(by: NumericNameOrder.areInIncreasingOrder) == [
        "1", "02", "2", "10", "a", "a9", "a10", "b", "chart 3", "chart 20",
      ])
    #expect(!NumericNameOrder.areInIncreasingOrder("5", "5"))
    #expect(
      NumericNameOrder.areInIncreasingOrder("007", "7")
        != NumericNameOrder.areInIncreasingOrder("7", "007"))
  }
}

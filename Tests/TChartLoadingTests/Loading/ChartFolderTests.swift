import Testing

@testable import TChartData
@testable import TChartLoading

/// Stage-2 chart folders written by the tests in temporary folders.
@Suite struct ChartFolderTests {
  /// 2019-04-13 00:00 UTC, a Saturday.
  static let day = 1_555_113_600.0

  func error(loading path: String) -> LoadError? {
    do {
      _ = try ChartLoader.load(path: path)
      return nil
    } catch {
      return error
    }
  }

  @Test func aChartFolderLoadsItsOverviewWithItsDayFiles() throws {
    var temp = TemporaryFolder()
    defer { temp.remove() }
    let folder = temp.folder("3")
    temp.file("3/overview.json", stageTwoChart(start: Self.day - 86_400, count: 5))
    temp.file("3/2019-04/13.json", stageTwoChart(start: Self.day - 3 * 86_400, count: 7))
    let charts = try ChartLoader.load(path: folder)
    #expect(charts.count == 1)
    let chart = try #require(charts.first)
    #expect(chart.name == "3")
    #expect(chart.count == 5)
    let days = try #require(chart.days)
    #expect(days == DayFiles(folder: folder, title: "3"))
    #expect(days.path(forX: Self.day + 3600) == folder + "/2019-04/13.json")
    #expect(days.exists(forX: Self.day + 3600))
    let dayChart = try #require(try days.load(forX: Self.day + 3600))
    #expect(dayChart.name == "3 · Sat, Apr 13 2019")
    #expect(dayChart.count == 7)
    #expect(dayChart.days == nil)
  }

  @Test func aMissingDayIsNilAndDoesNotExist() throws {
    var temp = TemporaryFolder()
    defer { temp.remove() }
    temp.file("overview.json", stageTwoChart(start: Self.day))
    let days = try #require(try ChartLoader.load(path: temp.path).first?.days)
    #expect(!days.exists(forX: Self.day))
    #expect(try days.load(forX: Self.day) == nil)
    #expect(!days.exists(forX: .nan))
    #expect(try days.load(forX: .infinity) == nil)
  }

  @Test func aBadDayFileFailsWithTheUsualOneLineError() throws {
    var temp = TemporaryFolder()
    defer { temp.remove() }
    temp.file("overview.json", stageTwoChart(start: Self.day))
    let bad = temp.file("2019-04/13.json", #"{"columns":[["x",1000]],"types":{}}"#)
    let days = try #require(try ChartLoader.load(path: temp.path).first?.days)
    #expect(days.exists(forX: Self.day))
    do {
      _ = try days.load(forX: Self.day)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("tchart: \(bad): "))
      #expect(error.kind == .invalidData)
    }
  }

  @Test("a root of chart folders: numeric name order, non-chart and hidden folders skipped")
  func aRootOfFolders() throws {
    var temp = TemporaryFolder()
    defer { temp.remove() }
    for name in ["10", "2", "1", ".hidden"] {
      temp.file(name + "/overview.json", stageTwoChart(start: Self.day))
    }
    temp.folder("notes")
    temp.file("notes/readme.json", stageTwoChart(start: Self.day))
    temp.file("stray.json", stageTwoChart(start: Self.day))
    let charts = try ChartLoader.load(path: temp.path + "/")
    #expect(charts.map(\.name) == ["1", "2", "10"])
    #expect(charts.map { $0.days?.folder } == ["1", "2", "10"].map { temp.path + "/" + $0 })
  }

  @Test func anOverviewNamingItselfKeepsItsName() throws {
    var temp = TemporaryFolder()
    defer { temp.remove() }
    temp.file("5/overview.json", stageTwoChart(start: Self.day, name: "Shares"))
    temp.file("5/2019-04/13.json", stageTwoChart(start: Self.day))
    let chart = try #require(try ChartLoader.load(path: temp.path).first)
    #expect(chart.name == "Shares")
    #expect(try chart.days?.load(forX: Self.day)?.name == "Shares · Sat, Apr 13 2019")
  }

  @Test func aFolderWithAnOverviewIsOneChartFolderWhateverItsSubfolders() throws {
    var temp = TemporaryFolder()
    defer { temp.remove() }
    temp.file("overview.json", stageTwoChart(start: Self.day, count: 4))
    temp.file("1/overview.json", stageTwoChart(start: Self.day, count: 9))
    let charts = try ChartLoader.load(path: temp.path)
    #expect(charts.map(\.count) == [4])
  }

  @Test func anEmptyFolderIsUnreadable() throws {
    let temp = TemporaryFolder()
    defer { temp.remove() }
    let failure = try #require(error(loading: temp.path))
    #expect(
      failure.description
        == "tchart: \(temp.path): no charts in this folder: tchart looked for a chart folder "
        + "(a file overview.json beside YYYY-MM/DD.json day files, as the Telegram contest "
        + "gives them) here and in the folders below, 3 levels down; to draw a data file (CSV, "
        + "TSV, JSON), name it: tchart \(temp.path)/FILE")
    #expect(failure.kind == .unreadable)
    #expect(failure.exitCode == 66)
  }

  @Test func aFolderOfFoldersWithoutOverviewsIsUnreadable() throws {
    var temp = TemporaryFolder()
    defer { temp.remove() }
    temp.file("1/2019-04/13.json", stageTwoChart(start: Self.day))
    temp.file("data.json", stageTwoChart(start: Self.day))
    let failure = try #require(error(loading: temp.path + "/"))
    #expect(failure.description.hasPrefix("tchart: \(temp.path)/: no charts in this folder: "))
    #expect(
      failure.description.hasSuffix("; to draw a data file, name it: tchart \(temp.path)/data.json")
    )
  }

  /// `tchart ROOT` opens every chart folder below ROOT, not only its children
  /// (`data/telegram-2019-stage2/1/overview.json` from `data`), in name order, depth first.
  @Test func aRootFindsChartFoldersTwoLevelsDown() throws {
    var temp = TemporaryFolder()
    defer { temp.remove() }
    temp.file("stage2/10/overview.json", stageTwoChart(start: Self.day, count: 5))
    temp.file("stage2/2/overview.json", stageTwoChart(start: Self.day, count: 3))
    temp.file("other/a/b/overview.json", stageTwoChart(start: Self.day, count: 7))
    temp.file("deep/a/b/c/overview.json", stageTwoChart(start: Self.day, count: 9))
    let charts = try ChartLoader.load(path: temp.path)
    #expect(charts.map(\.count) == [7, 3, 5])
  }

  @Test func aBrokenOverviewNamesItsFile() throws {
    var temp = TemporaryFolder()
    defer { temp.remove() }
    let overview = temp.file("2/overview.json", "")
    let failure = try #require(error(loading: temp.path))
    #expect(failure.description == "tchart: \(overview): the file is empty")
  }

  @Test func aRegularFileLoadsAsBefore() throws {
    var temp = TemporaryFolder()
    defer { temp.remove() }
    let file = temp.file("3/overview.json", stageTwoChart(start: Self.day))
    let chart = try #require(try ChartLoader.load(path: file).first)
    #expect(chart.name == "3/overview")
    #expect(chart.days == nil)
  }
}

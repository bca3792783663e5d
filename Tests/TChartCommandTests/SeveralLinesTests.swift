import TChartCSV
import TChartData
import TChartLoading
import Testing

@testable import tchart

/// `--y a,b` on a wide file draws those lines (the columns sheet's `Space` writes it so): the
/// loader reads every column and the names are kept after the load, as derived lines are.
@Suite struct SeveralLinesTests {
  private let text = "date,gdp,unemp,infl\n2024-01-01,1,2,3\n2024-01-02,2,3,4\n"

  private func lines(_ arguments: [String]) throws -> [String] {
    let flags = try DataSourceOptions.parse(["data.csv"] + arguments)
    let result = try ChartLoader.parse(
      bytes: Array(text.utf8), file: "data.csv", options: try flags.loadOptions())
    return try flags.derivingLines(result.chartSets).first?.lines.map(\.name) ?? []
  }

  @Test func severalNamesKeepThoseLines() throws {
    #expect(try lines(["--y", "gdp,unemp"]) == ["gdp", "unemp"])
    #expect(try lines(["--y", "infl,gdp"]) == ["gdp", "infl"])
  }

  /// A repeated `--y` adds its lines (it used to keep only the last).
  @Test func aRepeatedYAdds() throws {
    #expect(try lines(["--y", "gdp", "--y", "unemp"]) == ["gdp", "unemp"])
    let flags = try DataSourceOptions.parse(["data.csv", "--y", "gdp", "--y", "rate(infl)"])
    #expect(flags.yColumn == "gdp,rate(infl)")
  }

  @Test func oneNameIsTheLoadersAsBefore() throws {
    let flags = try DataSourceOptions.parse(["data.csv", "--y", "gdp"])
    #expect(try flags.loaderYColumn() == "gdp")
    #expect(try flags.termsForLoadedCharts() == nil)
    #expect(try lines(["--y", "gdp"]) == ["gdp"])
  }

  @Test func aLongLayoutKeepsItsValueColumn() throws {
    let flags = try DataSourceOptions.parse(["data.csv", "--series", "infl", "--y", "gdp"])
    #expect(try flags.loaderYColumn() == "gdp")
  }
}

import TChartData
import TChartRange
import Testing

@testable import TChartExplorer

/// A derived line's values in the legend and tooltip: four significant digits at most, since
/// their last digits are arithmetic (issue 40, item 6); values read from data keep theirs.
@Suite struct DerivedValueTextTests {
  static func text(_ values: [Double], at index: Int) throws -> String {
    let chart = ChartSet(
      name: "d", x: values.indices.map(Double.init), xKind: .number,
      lines: [Series(id: "r", name: "r", color: RGBColor.defaultPalette[0], values: values)])
    let last = Double(values.count - 1)
    let window = try RangeSelection(
      minimum: 0, maximum: last, step: 1, minDistance: 1, lower: 0, upper: last)
    let view = ChartViewState(window: window, indicator: index)
    return IndicatorValues(chartSet: chart, view: view).text(line: 0)
  }

  @Test func computedValuesKeepFourSignificantDigits() throws {
    let rates = [0.000064034121234, 0.000064034171234, 0.000064034221234]
    #expect(try Self.text(rates, at: 1) == "0.00006403")
    let averages = [47.35666666666667, 47.35766666666667, 47.35866666666667]
    #expect(try Self.text(averages, at: 1) == "47.36")
  }

  @Test func valuesReadFromDataKeepTheirDigits() throws {
    #expect(try Self.text([47.356667, 47.356668, 47.356669], at: 1) == "47.356668")
    #expect(try Self.text([1433.269, 1433.27, 1433.271], at: 1) == "1,433.27")
  }
}

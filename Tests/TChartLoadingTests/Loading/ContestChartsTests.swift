import Testing

@testable import TChartData
@testable import TChartJSON

@Suite struct ContestChartsTests {
  @Test func loadsAnArrayOfCharts() throws {
    let text = "[" + contestChart() + "," + contestChart(extra: #","name":"Second""#) + "]"
    let charts = try loadCharts(text, file: "chart_data.json")
    #expect(charts.map(\.name) == ["Chart 1", "Second"])
    #expect(charts[0].x == [1, 2, 3])
    #expect(charts[0].xKind == .time)
    #expect(charts[0].lines.map(\.id) == ["y0", "y1"])
    #expect(charts[0].lines.map(\.name) == ["y0", "y1"])
    #expect(charts[0].lines[1].values == [4, 5, 6])
    #expect(charts[0].lines.map(\.color) == Array(RGBColor.defaultPalette.prefix(2)))
  }

  @Test func readsNamesColoursTypesFlagsAndTitle() throws {
    let text = contestChart(
      types: #"{"x":"x","y0":"bar","y1":"area"}"#,
      extra: ##","names":{"y0":"Joined"},"colors":{"y1":"#f00"},"y_scaled":true,"##
        + #""stacked":false,"percentage":true,"title":"Shares""#)
    let chart = try #require(try loadCharts(text).first)
    #expect(chart.name == "Shares")
    #expect(chart.lines.map(\.name) == ["Joined", "y1"])
    #expect(chart.lines.map(\.kind) == [.bar, .area])
    #expect(chart.lines[1].color == RGBColor(red: 255, green: 0, blue: 0))
    #expect(chart.lines[0].color == RGBColor.defaultPalette[0])
    #expect(chart.flags == [.yScaled, .percentage])
  }

  @Test func singleObjectIsTitledByFolderAndFile() throws {
    #expect(try loadCharts(contestChart(), file: "data/3/overview.json")[0].name == "3/overview")
    #expect(try loadCharts(contestChart(), file: "1/2018-04/07.json")[0].name == "2018-04/07")
    #expect(try loadCharts(contestChart(), file: "overview.json")[0].name == "overview")
    #expect(try loadCharts(contestChart(), file: "./overview.json")[0].name == "overview")
    #expect(try loadCharts(contestChart(), file: "-")[0].name == "stdin")
  }

  @Test func nullIsAGapInLinesOnly() throws {
    let chart = try loadCharts(
      contestChart(columns: #"[["x",1,2,3],["y0",1,null,3],["y1",1,2,3]]"#))
    #expect(chart[0].lines[0].values[1].isNaN)
    #expect(
      loadMessage(contestChart(columns: #"[["x",1,null,3],["y0",1,2,3],["y1",1,2,3]]"#))
        == "tchart: f.json: columns[0][2]: expected a number, found null")
  }

  @Test func xIsStoredInSecondsAndMayBeAnywhere() throws {
    let text = contestChart(
      columns: #"[["y0",1,2],["x",1542412800000,1542499200000]]"#,
      types: #"{"x":"x","y0":"line"}"#)
    #expect(try loadCharts(text)[0].x == [1_542_412_800, 1_542_499_200])
  }

  @Test(arguments: [
    ("[]", "tchart: f.json: the chart list is empty"),
    ("[1]", "tchart: f.json: [0]: expected a record (an object), found 1; \(JSONTables.shapes)"),
    ("[{}]", "tchart: f.json: the records hold no values"),
    (#"{"columns":{}}"#, "tchart: f.json: columns: expected an array of columns, found an object"),
    (#"[{"columns":[5]}]"#, "tchart: f.json: [0].columns[0]: expected a column array, found 5"),
    (
      #"[{"columns":[[]]}]"#,
      "tchart: f.json: [0].columns[0]: empty column (expected an id and values)"
    ),
    (
      #"[{"columns":[[1,2]]}]"#,
      "tchart: f.json: [0].columns[0][0]: expected the column id string, found 1"
    ),
    (
      #"{"columns":[["x",1],["x",2]]}"#,
      "tchart: f.json: columns[1]: duplicate column id 'x'"
    ),
  ])
  func structureErrors(text: String, expected: String) {
    #expect(loadMessage(text) == expected)
  }

  @Test(arguments: [
    (
      contestChart(types: #"{"x":"x","y0":"line"}"#),
      "tchart: f.json: types: column 'y1' has no type"
    ),
    (
      contestChart(types: #"{"x":"x","y0":"pie","y1":"line"}"#),
      "tchart: f.json: types.y0: unknown type 'pie' (expected x, line, bar or area)"
    ),
    (
      contestChart(types: #"{"x":"x","y0":1,"y1":"line"}"#),
      "tchart: f.json: types.y0: expected a type string, found 1"
    ),
    (contestChart(types: "[]"), "tchart: f.json: types: expected an object, found an array"),
    (
      contestChart(types: #"{"x":"line","y0":"line","y1":"line"}"#),
      "tchart: f.json: columns: no x column"
    ),
    (
      contestChart(types: #"{"x":"x","y0":"x","y1":"line"}"#),
      "tchart: f.json: columns[1]: more than one x column"
    ),
    (
      contestChart(columns: #"[["x",1,2,3],["y0",1,2],["y1",1,2,3]]"#),
      "tchart: f.json: columns[1]: 'y0' has 2 values but x has 3"
    ),
    (
      contestChart(columns: #"[["x",1,2,3],["y0",1,2,3],["y1",1,2,3,4]]"#),
      "tchart: f.json: columns[2]: 'y1' has 4 values but x has 3"
    ),
    (
      contestChart(columns: #"[["x",1,2,3],["y0",1,"2",3],["y1",1,2,3]]"#),
      "tchart: f.json: columns[1][2]: expected a number, found \"2\""
    ),
    (
      contestChart(columns: #"[["x",1,2,3],["y0",1,2,true],["y1",1,2,3]]"#),
      "tchart: f.json: columns[1][3]: expected a number, found true"
    ),
    (
      contestChart(columns: #"[["x",1,2,3],["y0",1,2,3],["y1",[],2,3]]"#),
      "tchart: f.json: columns[2][1]: expected a number, found an array"
    ),
    (
      contestChart(columns: #"[["x",1,2,3],["y0",1,2,1e999],["y1",1,2,3]]"#),
      "tchart: f.json: columns[1][3]: number is too large (not finite)"
    ),
    (
      contestChart(columns: #"[["x",1000,3000,2000],["y0",1,2,3],["y1",1,2,3]]"#),
      "tchart: f.json: columns[0][3]: x is not increasing: 2000 follows 3000"
    ),
    (
      contestChart(columns: #"[["x",1000,1000],["y0",1,2],["y1",1,2]]"#),
      "tchart: f.json: columns[0][2]: x is not increasing: 1000 follows 1000"
    ),
    (
      contestChart(columns: #"[["x"],["y0"],["y1"]]"#),
      "tchart: f.json: the chart has no points"
    ),
    (
      contestChart(columns: #"[["x",1,2]]"#, types: #"{"x":"x"}"#),
      "tchart: f.json: columns: no lines besides x"
    ),
    (
      contestChart(extra: ##","colors":{"y0":"#12345"}"##),
      "tchart: f.json: colors.y0: '#12345' is not a colour (expected #RGB or #RRGGBB)"
    ),
    (
      contestChart(extra: #","colors":{"y0":"red"}"#),
      "tchart: f.json: colors.y0: 'red' is not a colour (expected #RGB or #RRGGBB)"
    ),
    (
      contestChart(extra: #","colors":{"y0":7}"#),
      "tchart: f.json: colors.y0: expected a string, found 7"
    ),
    (
      contestChart(extra: #","names":{"my y":null}"#),
      "tchart: f.json: names[\"my y\"]: expected a string, found null"
    ),
    (
      contestChart(extra: #","names":[]"#),
      "tchart: f.json: names: expected an object, found an array"
    ),
    (
      contestChart(extra: #","stacked":"yes""#),
      "tchart: f.json: stacked: expected true or false, found \"yes\""
    ),
    (contestChart(extra: #","name":5"#), "tchart: f.json: name: expected a string, found 5"),
  ])
  func chartErrors(text: String, expected: String) {
    #expect(loadMessage(text) == expected)
  }

  @Test func errorsInsideAnArrayArePrefixedWithTheChartIndex() {
    let bad = contestChart(columns: #"[["x",1,2,3],["y0",1,2,3],["y1",1,"abc",3]]"#)
    #expect(
      loadMessage("[" + contestChart() + "," + contestChart() + "," + bad + "]")
        == "tchart: f.json: [2].columns[2][2]: expected a number, found \"abc\"")
    #expect(
      loadMessage("[" + contestChart(columns: #"[["x"],["y0"]]"#) + "]")
        == "tchart: f.json: [0]: the chart has no points")
  }

  @Test func everyErrorIsInvalidDataWithExitCode65() throws {
    do {
      _ = try loadCharts("[]")
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .invalidData)
      #expect(error.exitCode == 65)
    }
  }
}

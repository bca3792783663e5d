import Testing

@testable import TChartCSV
@testable import TChartSources

/// `--where`: one grammar, parsed into a value; mistakes name their character.
@Suite struct RowFilterTests {
  @Test func conditionsJoinedByAnd() throws {
    let filter = try RowFilter(parsing: "state = 'New York' and week>=10 AND disease=measles")
    #expect(
      filter.conditions == [
        .init(column: "state", comparison: .equal, value: "New York", isQuoted: true),
        .init(column: "week", comparison: .greaterOrEqual, value: "10"),
        .init(column: "disease", comparison: .equal, value: "measles"),
      ])
    #expect(filter.conditions[1].number == 10)
    #expect(filter.conditions[0].number == nil && filter.conditions[2].number == nil)
    #expect(filter.columns == ["state", "week", "disease"])
  }

  @Test(arguments: [
    ("a=1", RowFilter.Comparison.equal), ("a==1", .equal), ("a!=1", .notEqual), ("a<1", .less),
    ("a<=1", .lessOrEqual), ("a>1", .greater), ("a>=1", .greaterOrEqual),
  ])
  func everyComparison(text: String, comparison: RowFilter.Comparison) throws {
    #expect(try RowFilter(parsing: text).conditions[0].comparison == comparison)
  }

  @Test func quotesBackquotesAndDoubledQuotes() throws {
    let filter = try RowFilter(parsing: #"`Unnamed: 0` > -2.5 and name = "it""s" and b='5'"#)
    #expect(filter.conditions[0].column == "Unnamed: 0")
    #expect(filter.conditions[0].number == -2.5)
    #expect(filter.conditions[1].value == #"it"s"#)
    #expect(filter.conditions[2].isQuoted && filter.conditions[2].number == nil)
    #expect(filter.description == "`Unnamed: 0` > -2.5 and name = 'it\"s' and b = '5'")
    #expect(
      try RowFilter(parsing: "s = 'Ohio' and t = 'New York'").description
        == "s = Ohio and t = 'New York'")
  }

  @Test(arguments: [
    ("", "at character 1: expected a condition, e.g. state=Ohio"),
    ("state", "at character 6: expected one of = != < <= > >=, found the end"),
    ("state =", "at character 8: expected a value after '='"),
    ("state = 'Ohio", "at character 9: unterminated '"),
    ("a = 1 or b = 2", "at character 7: expected 'and' or the end, found 'o'"),
    ("a = 1 and", "at character 10: expected a condition after 'and'"),
    ("a =< 1", "at character 4: expected a value after '=', found '<'"),
    ("a >== 1", "at character 5: expected a value, found '='"),
    ("= 1", "at character 1: expected a column name, found '='"),
    ("a = 1; DROP TABLE t", "at character 8: expected 'and' or the end, found 'D'"),
  ])
  func mistakesNameTheirCharacter(text: String, message: String) {
    #expect(throws: RowFilterError.self) { try RowFilter(parsing: text) }
    do {
      _ = try RowFilter(parsing: text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func sqlQuotesNamesAndValues() throws {
    let filter = try RowFilter(
      parsing: #"`na"me` != 'x''); DROP TABLE t; --' and v < 3 and w >= "1e3""#)
    #expect(
      filter.sql(StandardSQLDialect())
        == #""na""me" <> 'x''); DROP TABLE t; --' AND "v" < 3.0 AND "w" >= '1e3'"#)
  }
}

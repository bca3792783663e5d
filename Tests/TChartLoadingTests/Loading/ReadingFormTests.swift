import Testing

@testable import TChartCSV

/// The forms the columns sheet's `f` offers for a column's first cells, and the command line
/// a choice gives.
@Suite struct ReadingFormTests {
  @Test func monthNamesReadAsTheirPatterns() {
    #expect(ReadingForm.forms(reading: ["1960 Jan", "1960 Feb"]) == [.auto, .date("%Y %b")])
    #expect(ReadingForm.forms(reading: ["Jan 1960", "Feb 1960"]) == [.auto, .date("%b %Y")])
    #expect(ReadingForm.date("%Y %b").shown("1960 Mar") == "Tue, Mar 1 1960")
  }

  @Test func dayFirstAndMonthFirstAreBothOfferedWhenBothRead() {
    let forms = ReadingForm.forms(reading: ["01/02/2024", "03/04/2024"])
    #expect(forms.contains(.date("%d/%m/%Y")))
    #expect(forms.contains(.date("%m/%d/%Y")))
    #expect(!ReadingForm.forms(reading: ["13/02/2024"]).contains(.date("%m/%d/%Y")))
  }

  @Test func numbersOfferUnixTimeBySize() {
    #expect(
      ReadingForm.forms(reading: ["1700000000", "1700000060"])
        == [.auto, .number, .unixSeconds])
    #expect(
      ReadingForm.forms(reading: ["1700000000000"]) == [.auto, .number, .unixMilliseconds])
    #expect(ReadingForm.forms(reading: ["1.5", "2"]) == [.auto, .number])
    #expect(ReadingForm.unixMilliseconds.shown("1700000000000") == "Tue, Nov 14 2023 22:13")
    #expect(ReadingForm.forms(reading: ["abc", ""]) == [.auto])
  }

  @Test func yyMMddReadsWithTheCenturyPivot() {
    #expect(ReadingForm.forms(reading: ["850314"]).contains(.date("%y%m%d")))
  }

  @Test func theFormsAreTheFlags() {
    #expect(ReadingForm(xType: .unixSeconds, dateFormat: nil) == .unixSeconds)
    #expect(ReadingForm(xType: .auto, dateFormat: "%Y %b") == .date("%Y %b"))
    #expect(ReadingForm.date("%Y %b").flags == ["--date-format", "%Y %b"])
    #expect(ReadingForm.unixMilliseconds.flags == ["--x-type", "unix-ms"])
    #expect(ReadingForm.auto.flags == [])
  }

  @Test func theCommandLineIsQuotedForAShell() {
    var choice = ColumnChoice(x: "Month", form: .date("%Y %b"))
    #expect(choice.commandLine(file: "air.csv") == "tchart air.csv --x Month --date-format '%Y %b'")
    choice = ColumnChoice(x: "it's", series: ["state", "city"], lines: ["a b"])
    #expect(
      choice.commandLine(file: "my data.csv")
        == #"tchart 'my data.csv' --x 'it'\''s' --series state,city --y 'a b'"#)
    #expect(ColumnChoice().commandLine(file: "a.csv") == "tchart a.csv")
  }
}

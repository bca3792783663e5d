import Testing

@testable import tchart

/// `pick --format number|calendar`: both are in its help, and `calendar` (dates as `Mar 15
/// 2024`) takes dates and durations as `date` does.
@Suite struct PickFormatTests {
  @Test func theHelpNamesEveryFormat() {
    let help = TChartCommand.helpMessage(for: PickCommand.self)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for format in ["plain", "integer", "number", "price", "sqft", "percent", "date", "calendar"] {
      #expect(help.contains(" \(format)"), "\(format)")
    }
    #expect(help.contains("number (12,500)") && help.contains("calendar: Mar 15 2024"))
  }

  @Test func calendarTakesDatesAsDateDoes() throws {
    let pick = try PickCommand.parse([
      "--format", "calendar", "--min", "2024-01-01", "--max", "2024-12-31", "--step", "1d",
    ])
    let selection = try pick.makeSelection()
    #expect(selection.minimum == 1_704_067_200)
    #expect(selection.step == 86_400)
  }
}

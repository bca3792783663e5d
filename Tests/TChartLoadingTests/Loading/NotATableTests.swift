import Testing

@testable import TChartData
@testable import TChartLoading

/// Spreadsheets, archives and compressed files are named for what they are, with what to do,
/// not refused as text with a NUL byte.
@Suite struct NotATableTests {
  /// A ZIP's local header as a spreadsheet starts (`[Content_Types].xml` follows in a real one).
  static let zip: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0, 0]

  private func message(_ bytes: [UInt8], file: String) -> String? {
    NotTextTests.message(bytes, file: file)
  }

  @Test(arguments: [
    ("book.xlsx", "an Excel workbook"), ("Book.XLSM", "an Excel workbook"),
    ("sheet.ods", "an OpenDocument spreadsheet"), ("data.numbers", "a Numbers document"),
  ])
  func aSpreadsheetSaysToSaveItAsCSV(file: String, kind: String) {
    #expect(
      message(Self.zip + Array("[Content_Types].xml".utf8), file: file)
        == "tchart: \(file): \(kind), not a table tchart reads: save the sheet as CSV"
        + " (Save As… → CSV) and open that")
  }

  @Test func theOldExcelFormatAnotherZipAndCompressedFiles() {
    let ole: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0]
    #expect(message(ole, file: "old.xls")?.contains("an Excel 97–2003 workbook") == true)
    #expect(
      message(Self.zip, file: "export.zip")
        == "tchart: export.zip: a ZIP archive, not a table: unzip it and open the CSV inside")
    #expect(
      message([0x1F, 0x8B, 0x08, 0, 0], file: "rows.csv.gz")
        == "tchart: rows.csv.gz: gzip-compressed: decompress it first (zcat FILE | tchart -)")
  }

  @Test func aTableThatStartsLikeNoneOfThemLoads() {
    #expect(message(Array("PK,value\n1,2\n".utf8), file: "pk.csv") == nil)
  }
}

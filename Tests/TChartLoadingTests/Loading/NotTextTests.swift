import Testing

@testable import TChartCSV
@testable import TChartData
@testable import TChartLoading

/// Input that is not text (NUL bytes, a header that is not UTF-8) is refused at its position.
@Suite struct NotTextTests {
  /// The one-line message loading `bytes` as `file` gives, or `nil` when it loads.
  static func message(_ bytes: [UInt8], file: String) -> String? {
    do {
      _ = try ChartLoader.parse(bytes: bytes, file: file)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    ("x,a\n1,2\n2,3\u{0}\n", "data.csv:3:4"),
    ("x,a\n1,2\n\u{0}3,4\n", "data.csv:3:1"),
    ("x,\u{0}a\n1,2\n", "data.csv:1:3"),
    ("\u{0}x,a\n1,2\n", "data.csv:1:1"),
    ("x,a,b\n1,2,é\u{0}\n", "data.csv:2:6"),
    ("x,a\r\n1,2\r\n3,\u{0}\r\n", "data.csv:3:3"),
    ("x\ta\r1\t2\r3\t4\u{0}5\r", "data.csv:3:4"),
    ("x,a,b\n1,\"p\nq\u{0}\",2\n", "data.csv:3:2"),
    ("d,a\n2020-01-01,1\n2020-01-02\u{0},2\n", "data.csv:3:11"),
  ])
  func nulInCSVIsRefusedAtItsLineAndColumn(text: String, place: String) {
    #expect(
      Self.message(Array(text.utf8), file: "data.csv") == "tchart: \(place): not text (a NUL byte)")
  }

  @Test(arguments: [
    ("[\u{0}]", "f.json:1:2"),
    ("{\"a\u{0}\":1}", "f.json:1:4"),
    ("[1, \"x\u{0}\"]", "f.json:1:7"),
    ("[] \u{0}", "f.json:1:4"),
    ("[\n 1,\u{0}]", "f.json:2:4"),
    ("[1\u{0}]", "f.json:1:3"),
  ])
  func nulInJSONIsRefusedAtItsLineAndColumn(text: String, place: String) {
    #expect(
      Self.message(Array(text.utf8), file: "f.json") == "tchart: \(place): not text (a NUL byte)")
  }

  /// Headers with an ill-formed UTF-8 sequence, and where it starts.
  static let badHeaders: [([UInt8], String)] = [
    (Array("x,".utf8) + [0xFF] + Array("\n1,2\n".utf8), "1:3"),
    (Array("x,".utf8) + [0xC0, 0xAF] + Array("\n1,2\n".utf8), "1:3"),
    (Array("x,ab".utf8) + [0xE2, 0x82] + Array("\n1,2\n".utf8), "1:5"),
    (Array("\n\nx,é".utf8) + [0xED, 0xA0, 0x80] + Array("\n1,2\n".utf8), "3:4"),
  ]

  @Test(arguments: badHeaders)
  func headerThatIsNotUTF8IsRefused(bytes: [UInt8], place: String) {
    #expect(
      Self.message(bytes, file: "data.csv")
        == "tchart: data.csv:\(place): not text (invalid UTF-8 in the header)")
  }

  @Test func aHeaderCutMidCharacterWaitsForTheRest() throws {
    let whole = Array("x,tempé\n1,2\n".utf8)
    let cut = Array(whole[..<(whole.firstIndex(of: 0xA9) ?? 0)])
    let state = try cut.withUnsafeBufferPointer { bytes throws(LoadError) in
      try TextCheck.header(bytes, file: "-")
    }
    #expect(state == .incomplete)
    let complete = try whole.withUnsafeBufferPointer { bytes throws(LoadError) in
      try TextCheck.header(bytes, file: "-")
    }
    #expect(complete == .complete)
  }

  @Test func textOutsideTheHeaderNeedNotBeUTF8() throws {
    let bytes = Array("x,a,b\n1,2,".utf8) + [0xFF] + Array("\n2,3,z\n".utf8)
    let charts = try ChartLoader.parse(bytes: bytes, file: "data.csv")
    #expect(charts.first?.lines.map(\.name) == ["a"])
  }

  @Test func headerWithUTF8NamesLoads() throws {
    let charts = try ChartLoader.parse(
      bytes: Array("x,température,€\n1,2,3\n".utf8), file: "data.csv")
    #expect(charts.first?.lines.map(\.name) == ["température", "€"])
  }
}

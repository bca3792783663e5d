import Testing

@testable import TChartCSV
@testable import TChartData
@testable import TChartJSON

@Suite struct JSONParserTests {
  func parse(_ text: String) throws(LoadError) -> JSONValue {
    var result: Result<JSONValue, LoadError> = .success(.null)
    Array(text.utf8).withUnsafeBufferPointer { buffer in
      result = Result { () throws(LoadError) in try JSONParser.parse(buffer, file: "t.json") }
    }
    return try result.get()
  }

  func message(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func parsesEveryKindOfValue() throws {
    let value = try parse(
      #" {"a": [1, -2.5e1, true, false, null], "b": "x\"\\\/\n\u00e9\ud83d\ude00"} "#)
    #expect(
      value
        == .object([
          JSONMember(
            key: "a", value: .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
          JSONMember(key: "b", value: .string("x\"\\/\né😀")),
        ]))
  }

  @Test func javaScriptNonFiniteWordsAreNamed() {
    let why = "is not a finite number (JSON has none; null marks a gap)"
    #expect(message("[1, NaN]") == "tchart: t.json:1:5: NaN \(why)")
    #expect(message("[Infinity]") == "tchart: t.json:1:2: Infinity \(why)")
    #expect(message("[1,\n -Infinity]") == "tchart: t.json:2:2: -Infinity \(why)")
    #expect(message(#"{"a": NaN}"#) == "tchart: t.json:1:7: NaN \(why)")
    #expect(message("[Nope]") == "tchart: t.json:1:2: unexpected character 'N'")
    #expect(message("[-Inf]") == "tchart: t.json:1:3: invalid number")
  }

  @Test func arraysPackTheirTrailingNumbers() throws {
    let value = try parse(#"[1, "a", -0, 0.25, 1e2, 10, 1.5E-3]"#)
    guard case .array(let items) = value else {
      Issue.record("not an array")
      return
    }
    #expect(
      Array(items) == [
        .number(1), .string("a"), .number(-0.0), .number(0.25), .number(100), .number(10),
        .number(0.0015),
      ])
    #expect(items.packedNumbers(from: 2) == [-0.0, 0.25, 100, 10, 0.0015])
    #expect(items.packedNumbers(from: 1) == nil)
    #expect(items.packedNumbers(from: 0) == nil)
    #expect(
      value
        == .array([
          .number(1), .string("a"), .number(0), .number(0.25), .number(100), .number(10),
          .number(0.0015),
        ]))
  }

  @Test func emptyContainersAndNesting() throws {
    #expect(try parse("[[],{},[[]]]") == .array([.array([]), .object([]), .array([.array([])])]))
  }

  @Test func loneSurrogateBecomesReplacementCharacter() throws {
    #expect(try parse(#""\ud83d!""#) == .string("\u{FFFD}!"))
  }

  @Test func byteOrderMarkIsSkipped() throws {
    #expect(try parse("\u{FEFF}[1]") == .array([.number(1)]))
  }

  @Test(arguments: [
    ("[1,2", "tchart: t.json:1:5: unexpected end of input"),
    ("[1 2]", "tchart: t.json:1:4: expected ',' or ']' but found '2'"),
    ("{\"a\":1 \"b\":2}", "tchart: t.json:1:8: expected ',' or '}' but found '\"'"),
    ("{\"a\" 1}", "tchart: t.json:1:6: expected ':' but found '1'"),
    ("{1:2}", "tchart: t.json:1:2: expected a string key but found '1'"),
    ("[1,]", "tchart: t.json:1:4: unexpected character ']'"),
    ("[\n  1,\n  x]", "tchart: t.json:3:3: unexpected character 'x'"),
    ("[\u{1}]", "tchart: t.json:1:2: unexpected byte 0x01"),
    ("[tru]", "tchart: t.json:1:2: invalid literal (expected true)"),
    ("[nul", "tchart: t.json:1:2: invalid literal (expected null)"),
    ("[01]", "tchart: t.json:1:3: expected ',' or ']' but found '1'"),
    ("[-]", "tchart: t.json:1:3: invalid number"),
    ("[-.5]", "tchart: t.json:1:3: invalid number"),
    ("[1.5.3]", "tchart: t.json:1:5: expected ',' or ']' but found '.'"),
    ("[-01]", "tchart: t.json:1:4: expected ',' or ']' but found '1'"),
    ("[1,2x]", "tchart: t.json:1:5: expected ',' or ']' but found 'x'"),
    ("[1.]", "tchart: t.json:1:4: invalid number"),
    ("[1e]", "tchart: t.json:1:4: invalid number"),
    ("[+1]", "tchart: t.json:1:2: unexpected character '+'"),
    ("[.5]", "tchart: t.json:1:2: unexpected character '.'"),
    ("[\"abc", "tchart: t.json:1:6: unterminated string"),
    ("[\"a\tb\"]", "tchart: t.json:1:4: control character in string"),
    ("[\"a\\qb\"]", "tchart: t.json:1:4: invalid escape in string"),
    ("[\"\\u12G4\"]", "tchart: t.json:1:3: invalid escape in string"),
    ("[1] [2]", "tchart: t.json:1:5: unexpected character '[' after the JSON value"),
    ("{\"é\": x}", "tchart: t.json:1:7: unexpected character 'x'"),
  ])
  func malformedJSONIsLocated(text: String, expected: String) {
    #expect(message(text) == expected)
  }

  @Test func deepNestingIsRejectedNotCrashing() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(message(deep) == "tchart: t.json:1:257: nesting too deep")
    #expect(message(String(repeating: "[", count: 256) + String(repeating: "]", count: 256)) == nil)
  }

  @Test func hugeNumbersBecomeInfinity() throws {
    #expect(try parse("1e999") == .number(.infinity))
  }
}

import Testing

@testable import TChartCSV
@testable import TChartLoading

/// Lines of `key=value` pairs read from files, shaped as `ping` and logfmt logs write them: a
/// column per key, x the time key or a counter, units read in the key's first unit.
@Suite struct KeyValueTableTests {
  /// `ping -c 3 127.0.0.1` as it writes into a file: a banner, the replies, a summary.
  static let ping = """
    PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.
    64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.034 ms
    64 bytes from 127.0.0.1: icmp_seq=2 ttl=64 time=0.042 ms
    64 bytes from 127.0.0.1: icmp_seq=3 ttl=64 time=1.05 ms

    --- 127.0.0.1 ping statistics ---
    3 packets transmitted, 3 received, 0% packet loss, time 2031ms
    rtt min/avg/max/mdev = 0.034/0.375/1.050/0.479 ms

    """

  @Test func pingDrawsTheRoundTripsBySequenceNumber() throws {
    let result = try loadResult(Self.ping, file: "ping.txt")
    let set = result.chartSets[0]
    #expect(set.x == [1, 2, 3])
    // ttl, 64 on every line, is not a measure (issue 40, item 3).
    #expect(set.lines.map(\.id) == ["time"])
    try #require(set.lines.count == 1)
    #expect(set.lines[0].values == [0.034, 0.042, 1.05])
    #expect(
      result.columns[0].first { $0.role == .x }?.reason
        == "a counter: whole numbers that increase on every line")
    #expect(
      result.notes.map(\.message) == [
        "read as key=value lines: x is icmp_seq; time in ms",
        "4 lines without key=value pairs skipped (line 1: 'PING 127.0.0.1 (127.0.0.1) …')",
        "not drawn, not measures: ttl (constant); C or --y draws them",
      ])
  }

  /// A logfmt log: an ISO time key, durations in several units, text keys.
  static let logfmt = """
    level=info ts=2026-11-29T06:00:00Z dur=12ms n=3 msg="started up"
    level=warn ts=2026-11-29T06:00:05Z dur=1.2s n=5 msg="slow, again"
    level=info ts=2026-11-29T06:00:09Z dur=1m30s

    """

  @Test func logfmtTakesTheTimeKeyAsXAndOneUnitPerKey() throws {
    let result = try loadResult(Self.logfmt, file: "app.log")
    let set = result.chartSets[0]
    #expect(set.x == [1_795_932_000, 1_795_932_005, 1_795_932_009])
    #expect(set.lines.map(\.id) == ["dur", "n"])
    #expect(set.lines[0].values == [12, 1200, 90_000])
    #expect(set.lines[1].values.map { $0.isNaN ? -1 : $0 } == [3, 5, -1])
    #expect(
      result.notes.map(\.message) == [
        "read as key=value lines: x is ts; dur in ms", "skipped text columns level, msg",
      ])
  }

  @Test func withoutATimeOrACounterXIsTheRowNumber() throws {
    let result = try loadResult("a=5 b=1\na=3 b=1\na=4 b=2\n", file: "kv.txt")
    #expect(result.chartSets[0].x == [1, 2, 3])
    #expect(result.chartSets[0].lines.map(\.id) == ["a", "b"])
    #expect(
      result.notes.first?.message
        == "read as key=value lines: x is the row number (no key holds times or counts up)")
  }

  @Test func aKeyGivenAsXIsKept() throws {
    let result = try loadResult(Self.ping, file: "ping.txt", options: LoadOptions(xColumn: "ttl"))
    #expect(result.chartSets[0].lines.map(\.id) == ["icmp_seq", "time"])
  }

  @Test(
    arguments: [
      ("a=1 b=2\n", true),
      ("PING x\n64 bytes: icmp_seq=1 ttl=64 time=0.1 ms\n", true),
      ("t,a=1 b=2\n1,2\n", false),
      ("x=1,y=2\n", false),
      ("time value\n1 2\n2 3\n", false),
      ("{\"a\":1}\n", false),
    ] as [(String, Bool)])
  func keyValueTextIsToldFromTables(text: String, expected: Bool) {
    let bytes = Array(text.utf8)
    #expect(bytes.withUnsafeBufferPointer { KeyValueTable.starts($0) } == expected)
  }

  @Test func pairsTakeQuotesAndUnits() {
    let line = KeyValueLine(Array(#"msg="a b \"c\"" t=2 size=4KiB time=0.5 ms x"#.utf8))
    #expect(line?.pairs.map(\.key) == ["msg", "t", "size", "time"])
    #expect(line?.pairs[0].value == #"a b "c""#)
    #expect(line?.pairs[2].number?.value == 4)
    #expect(line?.pairs[2].number?.unit == "KiB")
    #expect(line?.pairs[3].unit == "ms")
    #expect(KeyValueLine(Array("only=1 pair".utf8)) == nil)
  }
}

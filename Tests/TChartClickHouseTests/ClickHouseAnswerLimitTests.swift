import TChartClickHouse
import TChartHTTP
import TChartSources
import Testing

/// ClickHouse's answers read as they arrive: ``TabSeparatedReader`` gives the same rows
/// whatever the pieces; against a real server, an answer past the connection's bound is 65
/// naming `--max-answer`, rows stream to the caller in order, and a deadline that has passed
/// fails the next query as over its time limit (69).
@Suite(.serialized) struct ClickHouseAnswerLimitTests {
  static let text = "1\ta\\tb\t\\N\n2\tc\\\\d\tnan\n\\N\t\t\\\\\n3\tlast"

  @Test func piecesSplitAnywhereReadAsTheWhole() {
    let bytes = Array(Self.text.utf8)
    let whole = TabSeparated.rows(bytes)
    #expect(
      whole == [["1", "a\tb", nil], ["2", "c\\d", "nan"], [nil, "", "\\"], ["3", "last"]])
    for size in 1...7 {
      var reader = TabSeparatedReader()
      var rows: [[String?]] = []
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + size)
        bytes[start..<end].withUnsafeBytes { reader.read($0) { rows.append($0) } }
        start = end
      }
      reader.finish { rows.append($0) }
      #expect(rows == whole, "pieces of \(size)")
    }
  }

  func connection(port: Int, limits: HTTPLimits) -> ClickHouseConnection {
    ClickHouseConnection(
      location: ClickHouseLocation(host: "127.0.0.1", port: port, database: "default", table: "t"),
      credentials: ClickHouseCredentials(), timeout: 20, limits: limits)
  }

  @Test func anAnswerPastTheBoundIs65NamingTheFlag() throws {
    let ports = try ClickHouseTestServers.ports()
    let small = connection(port: ports.single, limits: HTTPLimits(answerBytes: 10_000))
    var failure: SourceError?
    do {
      _ = try small.rows("SELECT number FROM system.numbers LIMIT 1000000")
    } catch {
      failure = error
    }
    #expect(failure?.exitCode == 65)
    #expect(
      failure?.description
        == "tchart: 127.0.0.1:\(ports.single): the answer passed 9.8 KiB (--max-answer); "
        + "narrow the query or raise --max-answer")
    // Under the bound, the rows arrive one by one, in order.
    var numbers: [String?] = []
    try small.forEachRow("SELECT number FROM system.numbers LIMIT 1000") { numbers.append($0[0]) }
    #expect(numbers == (0..<1000).map { String($0) })
  }

  @Test func aPassedDeadlineIsOverTheTimeLimit() throws {
    let ports = try ClickHouseTestServers.ports()
    let late = connection(
      port: ports.single, limits: HTTPLimits(deadline: .now - .seconds(1)))
    var failure: SourceError?
    do {
      _ = try late.rows("SELECT 1")
    } catch {
      failure = error
    }
    #expect(failure?.kind == .timeout)
    #expect(failure?.exitCode == 69)
  }
}

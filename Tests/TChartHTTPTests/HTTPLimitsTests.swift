import Foundation
import TChartHTTP
import Testing

/// ``HTTPLimits`` on the libcurl client against the python3 test server: an answer past the
/// byte bound is stopped there, a 200 answer streamed to the caller is never kept whole, a
/// deadline that has passed fails the next request without waiting.
struct HTTPLimitsTests {
  func plain(_ port: Int) -> HTTPEndpoint {
    HTTPEndpoint(scheme: "http", host: "127.0.0.1", port: port)
  }

  func failure(_ work: () throws(HTTPClientError) -> HTTPResponse) -> HTTPClientError? {
    do {
      _ = try work()
      return nil
    } catch {
      return error
    }
  }

  @Test func anAnswerPastTheBoundIsStoppedThere() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(
      endpoint: plain(servers.http), limits: HTTPLimits(answerBytes: 100_000))
    let error = failure { () throws(HTTPClientError) in
      try client.get("/bytes/10000000", timeout: 30)
    }
    #expect(error == .tooLarge(limit: 100_000))
    // At the bound exactly is an answer; the client works on.
    #expect(try client.get("/bytes/100000", timeout: 30).body.count == 100_000)
    let streamed = failure { () throws(HTTPClientError) in
      try client.post("/bytes/10000000", body: [], timeout: 30) { _ in }
    }
    #expect(streamed == .tooLarge(limit: 100_000))
  }

  @Test func theDefaultBoundIs256MiB() {
    #expect(HTTPLimits().answerBytes == 256 << 20)
    #expect(HTTPClient(endpoint: plain(1)).limits.answerBytes == 256 << 20)
  }

  @Test func aStreamedAnswerArrivesInPiecesAndIsNotKept() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(endpoint: plain(servers.http))
    let count = 3_000_000
    var pieces = 0
    var received: [UInt8] = []
    let answer = try client.post("/bytes/\(count)", body: [], timeout: 30) { piece in
      pieces += 1
      received.append(contentsOf: piece)
    }
    #expect(answer.status == 200)
    #expect(answer.body.isEmpty)
    #expect(received.count == count)
    #expect(pieces > 1)
    #expect(received.prefix(16) == Array("0123456789abcdef".utf8)[...])
  }

  @Test func anErrorAnswerKeepsItsBodyForTheMessage() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(endpoint: plain(servers.http))
    var called = false
    let answer = try client.post("/status/500", body: [1], timeout: 10) { _ in called = true }
    #expect(answer.status == 500)
    #expect(answer.body == Array("status 500".utf8))
    #expect(!called)
  }

  @Test func aPassedDeadlineFailsTheNextRequestAsTimedOut() throws {
    let servers = try TestHTTPServers.servers()
    let passed = ContinuousClock.now - .seconds(1)
    let client = HTTPClient(endpoint: plain(servers.http), limits: HTTPLimits(deadline: passed))
    let error = failure { () throws(HTTPClientError) in try client.get("/echo", timeout: 10) }
    #expect(error == .timedOut)
    let later = HTTPClient(
      endpoint: plain(servers.http), limits: HTTPLimits(deadline: .now + .seconds(60)))
    #expect(try later.get("/echo", timeout: 10).status == 200)
  }

  @Test func boundsAreWrittenInBinaryUnits() {
    #expect(HTTPLimits.text(bytes: 256 << 20) == "256 MiB")
    #expect(HTTPLimits.text(bytes: 3 << 29) == "1.5 GiB")
    #expect(HTTPLimits.text(bytes: 1024) == "1 KiB")
    #expect(HTTPLimits.text(bytes: 1000) == "1000 bytes")
  }
}

import Foundation
import Synchronization
import TChartHTTP
import Testing

/// The libcurl client against python3 servers of the test's own (plain HTTP and HTTPS with a
/// self-signed certificate): round trips, status codes, large chunked answers, TLS with and
/// without `--cacert`, the authorization headers as the server sees them, refused ports, time
/// limits, cancelling from another thread, keep-alive.
struct HTTPClientTests {
  /// The echo server's answer: its `name value` lines, then the body it received.
  struct Echo {
    var fields: [String: String] = [:]
    var body: [UInt8] = []

    init(_ response: HTTPResponse) {
      let bytes = response.body
      var start = 0
      var index = 0
      while index < bytes.count {
        if bytes[index] == 10 {
          if index == start {
            body = Array(bytes[(index + 1)...])
            return
          }
          let line = String(decoding: bytes[start..<index], as: UTF8.self)
          let parts = line.split(separator: " ", maxSplits: 1)
          fields[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
          start = index + 1
        }
        index += 1
      }
    }
  }

  func plain(_ port: Int, basePath: String = "") -> HTTPEndpoint {
    HTTPEndpoint(scheme: "http", host: "127.0.0.1", port: port, basePath: basePath)
  }

  func failure(_ work: () throws(HTTPClientError) -> HTTPResponse) -> HTTPClientError? {
    do {
      _ = try work()
      return nil
    } catch {
      return error
    }
  }

  @Test func getAndPostRoundTrip() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(endpoint: plain(servers.http, basePath: "/base"))
    let got = try client.get("/echo?query=a%20b&x=1", headers: [("X-Test", "one")], timeout: 10)
    #expect(got.status == 200)
    let echo = Echo(got)
    #expect(echo.fields["method"] == "GET")
    #expect(echo.fields["target"] == "/base/echo?query=a%20b&x=1")
    #expect(echo.fields["x-test"] == "one")
    #expect(echo.body.isEmpty)
    // Every byte value, and more than one network buffer.
    let body = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let posted = Echo(
      try client.post("/echo", headers: [("X-Test", "two")], body: body, timeout: 10))
    #expect(posted.fields["method"] == "POST")
    #expect(posted.fields["x-test"] == "two")
    #expect(posted.body == body)
    let empty = Echo(try client.post("/echo", body: [], timeout: 10))
    #expect(empty.fields["method"] == "POST")
    #expect(empty.body.isEmpty)
    // A GET after a POST is a GET again.
    #expect(Echo(try client.get("/echo", timeout: 10)).fields["method"] == "GET")
  }

  @Test func errorStatusesAreAnswers() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(endpoint: plain(servers.http))
    let answer = try client.get("/status/404", timeout: 10)
    #expect(answer == HTTPResponse(status: 404, body: Array("status 404".utf8)))
    #expect(try client.post("/status/500", body: [1], timeout: 10).status == 500)
  }

  @Test func largeChunkedAnswerArrivesWhole() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(endpoint: plain(servers.http))
    let count = 5_000_003
    let answer = try client.get("/bytes/\(count)", timeout: 30)
    #expect(answer.body.count == count)
    let pattern = Array("0123456789abcdef".utf8)
    #expect(answer.body.enumerated().allSatisfy { $0.element == pattern[$0.offset % 16] })
  }

  @Test func httpsWithTheCACertificate() throws {
    let servers = try TestHTTPServers.servers()
    let endpoint = HTTPEndpoint(
      scheme: "https", host: "127.0.0.1", port: servers.https,
      caCertificate: servers.certificate)
    let client = HTTPClient(endpoint: endpoint)
    let echo = Echo(try client.post("/echo", body: Array("over TLS".utf8), timeout: 10))
    #expect(echo.fields["method"] == "POST")
    #expect(echo.body == Array("over TLS".utf8))
    // One TLS connection for both requests.
    let again = Echo(try client.get("/echo", timeout: 10))
    #expect(again.fields["peer"] == echo.fields["peer"])
  }

  @Test func httpsWithoutTheCACertificateIsRefusedAsTLS() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(
      endpoint: HTTPEndpoint(scheme: "https", host: "127.0.0.1", port: servers.https))
    let error = failure { () throws(HTTPClientError) in try client.get("/echo", timeout: 10) }
    guard case .tls(let message) = error else {
      Issue.record("expected a TLS error, got \(String(describing: error))")
      return
    }
    #expect(message.contains("certificate"))
    // A CA file that does not exist is a TLS error too, not a crash.
    let missing = HTTPClient(
      endpoint: HTTPEndpoint(
        scheme: "https", host: "127.0.0.1", port: servers.https,
        caCertificate: "/nonexistent/ca.pem"))
    let second = failure { () throws(HTTPClientError) in try missing.get("/echo", timeout: 10) }
    #expect({ if case .tls = second { true } else { false } }())
  }

  @Test func plainHTTPToTheTLSPortIsNotAnAnswer() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(endpoint: plain(servers.https))
    #expect(failure { () throws(HTTPClientError) in try client.get("/echo", timeout: 5) } != nil)
  }

  @Test func bearerAndBasicHeadersArrive() throws {
    let servers = try TestHTTPServers.servers()
    let bearer = HTTPClient(endpoint: plain(servers.http), authorization: .bearer("tok-123.x"))
    #expect(
      Echo(try bearer.get("/echo", timeout: 10)).fields["authorization"] == "Bearer tok-123.x")
    let user = "ann"
    let password = "p:ss wörd"
    let basic = HTTPClient(
      endpoint: plain(servers.http), authorization: .basic(user: user, password: password))
    let expected = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    #expect(
      Echo(try basic.post("/echo", body: [], timeout: 10)).fields["authorization"] == expected)
    let none = HTTPClient(endpoint: plain(servers.http))
    #expect(Echo(try none.get("/echo", timeout: 10)).fields["authorization"] == "")
  }

  @Test func refusedPortIsUnreachable() throws {
    // Bind a port, then close it: nothing listens there.
    let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        _ = bind(probe, $0, length)
        _ = getsockname(probe, $0, &length)
      }
    }
    let port = Int(UInt16(bigEndian: address.sin_port))
    close(probe)
    let client = HTTPClient(endpoint: plain(port))
    let error = failure { () throws(HTTPClientError) in try client.get("/", timeout: 5) }
    #expect(error == .unreachable("connection refused"))
  }

  @Test func aServerThatNeverAnswersTimesOut() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(endpoint: plain(servers.http))
    let start = ContinuousClock.now
    let error = failure { () throws(HTTPClientError) in try client.get("/hang", timeout: 0.5) }
    #expect(error == .timedOut)
    #expect(ContinuousClock.now - start >= .milliseconds(450))
    // The next request works (on a new connection).
    #expect(try client.get("/echo", timeout: 10).status == 200)
  }

  @Test func cancelFromAnotherThreadStopsTheRequestPromptly() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(endpoint: plain(servers.http))
    let outcome = Mutex<(HTTPClientError?, Duration)?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let start = ContinuousClock.now
      let error = failure { () throws(HTTPClientError) in try client.get("/hang", timeout: 60) }
      outcome.withLock { $0 = (error, ContinuousClock.now - start) }
      done.signal()
    }
    Thread.sleep(forTimeInterval: 0.3)
    client.cancel()
    // Far less than the request's own time limit (60 s): cancel wakes the transfer at once.
    #expect(done.wait(timeout: .now() + 10) == .success)
    let (error, elapsed) = try #require(outcome.withLock { $0 })
    #expect(error == .cancelled)
    #expect(elapsed < .seconds(10))
    // A cancel applies to the request in flight only: the next one runs.
    #expect(try client.get("/echo", timeout: 10).status == 200)
  }

  @Test func aServerThatGoesAwayIsUnreachableThenReachedAgainWhenBack() throws {
    _ = try TestHTTPServers.servers()
    let (first, port) = try TestHTTPServers.own()
    let client = HTTPClient(endpoint: plain(port))
    #expect(try client.get("/echo", timeout: 10).status == 200)
    // SIGKILL: the test process may block SIGTERM, which its children inherit.
    kill(first.processIdentifier, SIGKILL)
    first.waitUntilExit()
    // The kept-alive connection is dead and nothing listens: refused, not a hang or a crash.
    let error = failure { () throws(HTTPClientError) in try client.get("/echo", timeout: 10) }
    #expect(error == .unreachable("connection refused"))
    let (second, again) = try TestHTTPServers.own(port: port)
    defer { kill(second.processIdentifier, SIGKILL) }
    #expect(again == port)
    // The same client, no restart: the next request opens a new connection.
    #expect(try client.get("/echo", timeout: 10).status == 200)
  }

  @Test func oneConnectionIsKeptAlive() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(endpoint: plain(servers.http))
    let peers = try (0..<5).map { index in
      index % 2 == 0
        ? Echo(try client.get("/echo", timeout: 10)).fields["peer"]
        : Echo(try client.post("/echo", body: [1, 2], timeout: 10)).fields["peer"]
    }
    #expect(Set(peers).count == 1)
    // Another client has a connection of its own.
    let other = HTTPClient(endpoint: plain(servers.http))
    #expect(Echo(try other.get("/echo", timeout: 10)).fields["peer"] != peers[0])
  }

  @Test func requestsFromManyThreadsRunOneAfterAnother() throws {
    let servers = try TestHTTPServers.servers()
    let client = HTTPClient(endpoint: plain(servers.http))
    let answers = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let body = Array("request \(index)".utf8)
      let echo = try? client.post("/echo", body: body, timeout: 20)
      answers.withLock {
        $0.append(echo.map { String(decoding: Echo($0).body, as: UTF8.self) } ?? "failed")
      }
    }
    #expect(answers.withLock { $0.sorted() } == (0..<8).map { "request \($0)" }.sorted())
  }

  @Test func placeNamesHostAndPort() {
    #expect(HTTPEndpoint(scheme: "http", host: "db.example", port: 9090).place == "db.example:9090")
    #expect(HTTPEndpoint(scheme: "https", host: "::1", port: 443).place == "[::1]:443")
  }
}

import CCurl
import Synchronization

/// A blocking HTTP client on libcurl for one ``HTTPEndpoint``: one connection kept alive
/// between requests (HTTP/1.1, or HTTP/2 over TLS when the server offers it), TLS verified
/// against the system's certificates or the endpoint's CA file, the proxy of the environment
/// (`https_proxy`, `no_proxy`), the ``HTTPAuthorization`` on every request, the
/// ``HTTPLimits`` on every answer (its bytes, and a deadline shared by all requests). Requests
/// from several threads run one after the other; ``cancel()`` interrupts the one in flight at
/// once.
public final class HTTPClient: Sendable {
  /// Where the requests go.
  public let endpoint: HTTPEndpoint
  private let authorization: HTTPAuthorization
  /// The bound of each answer and the deadline of all.
  public let limits: HTTPLimits
  /// The curl handles, or why there are none; held for a whole request.
  private let transfer: Mutex<Result<CurlTransfer, HTTPClientError>>
  /// The same handles, for ``cancel()`` to wake the transfer loop without waiting for it.
  private let wakeable: CurlTransfer?
  /// Bumped by ``cancel()``: a request that started before it throws `.cancelled`.
  private let cancellations = Mutex(0)

  public init(
    endpoint: HTTPEndpoint, authorization: HTTPAuthorization = .none,
    limits: HTTPLimits = HTTPLimits()
  ) {
    self.endpoint = endpoint
    self.authorization = authorization
    self.limits = limits
    let handles = CurlLibrary.shared.flatMap { library in
      CurlTransfer(library: library, endpoint: endpoint, authorization: authorization)
        .map { Result.success($0) } ?? .failure(.malformed("libcurl cannot make a handle"))
    }
    wakeable = try? handles.get()
    transfer = Mutex(handles)
  }

  /// `GET` of `target` (the path and query after the endpoint's base path, percent-encoded).
  public func get(
    _ target: String, headers: [(String, String)] = [], timeout: Double
  ) throws(HTTPClientError) -> HTTPResponse {
    try request(target, headers: headers, body: nil, timeout: timeout)
  }

  /// `POST` of `body` to `target`.
  public func post(
    _ target: String, headers: [(String, String)] = [], body: [UInt8], timeout: Double
  ) throws(HTTPClientError) -> HTTPResponse {
    try request(target, headers: headers, body: body, timeout: timeout)
  }

  /// `POST` of `body` to `target`, a 200 answer's body handed to `receive` piece by piece as it
  /// arrives (the answer's ``HTTPResponse/body`` is then empty): an answer is read without
  /// holding it whole. Another status keeps its body, for its error message.
  public func post(
    _ target: String, headers: [(String, String)] = [], body: [UInt8], timeout: Double,
    receive: (UnsafeRawBufferPointer) -> Void
  ) throws(HTTPClientError) -> HTTPResponse {
    let outcome = withoutActuallyEscaping(receive) { receive in
      Result { () throws(HTTPClientError) in
        try request(target, headers: headers, body: body, timeout: timeout, receive: receive)
      }
    }
    return try outcome.get()
  }

  /// Interrupts the request in flight, which throws ``HTTPClientError/cancelled`` (a request
  /// that starts afterwards runs as usual).
  public func cancel() {
    cancellations.withLock { $0 += 1 }
    wakeable?.wake()
  }

  private func request(
    _ target: String, headers: [(String, String)], body: [UInt8]?, timeout: Double,
    receive: ((UnsafeRawBufferPointer) -> Void)? = nil
  ) throws(HTTPClientError) -> HTTPResponse {
    let limit = limits.answerBytes
    let generation = cancellations.withLock { $0 }
    let isCancelled = { self.cancellations.withLock { $0 } != generation }
    let url = endpoint.url(target)
    var lines = headers.map { "\($0.0): \($0.1)" }
    if case .bearer(let token) = authorization { lines.append("Authorization: Bearer \(token)") }
    // No `Expect: 100-continue` round trip before a large body.
    lines.append("Expect:")
    return try transfer.withLock { handles throws(HTTPClientError) -> HTTPResponse in
      let handles = try handles.get()
      // Measured once the request has the handles: waiting for them counts against a deadline.
      guard let timeout = limits.timeLimit(timeout) else { throw .timedOut }
      let curl = handles.curl
      let easy = handles.easy
      var list: UnsafeMutablePointer<curl_slist>?
      for line in lines { list = tchart_curl_slist_append(curl, list, line) }
      defer { tchart_curl_slist_free_all(curl, list) }
      tchart_curl_setopt_string(curl, easy, CURLOPT_URL, url)
      tchart_curl_setopt_pointer(curl, easy, CURLOPT_HTTPHEADER, list)
      let milliseconds = max(1, Int((timeout * 1000).rounded(.up)))
      tchart_curl_setopt_long(curl, easy, CURLOPT_TIMEOUT_MS, milliseconds)
      tchart_curl_setopt_long(curl, easy, CURLOPT_CONNECTTIMEOUT_MS, milliseconds)
      guard let body else {
        tchart_curl_setopt_long(curl, easy, CURLOPT_HTTPGET, 1)
        return try handles.perform(limit: limit, receive: receive, isCancelled: isCancelled)
      }
      // curl reads the body in place (no copy): it stays alive for the whole transfer. A null
      // pointer would make curl read the body from a callback instead: an empty body points
      // at one byte it never reads.
      let stored = body.isEmpty ? [0] : body
      let outcome = stored.withUnsafeBytes { bytes -> Result<HTTPResponse, HTTPClientError> in
        tchart_curl_setopt_long(curl, easy, CURLOPT_POST, 1)
        tchart_curl_setopt_long(curl, easy, CURLOPT_POSTFIELDSIZE, body.count)
        tchart_curl_setopt_pointer(
          curl, easy, CURLOPT_POSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
        defer { tchart_curl_setopt_pointer(curl, easy, CURLOPT_POSTFIELDS, nil) }
        do throws(HTTPClientError) {
          return .success(
            try handles.perform(limit: limit, receive: receive, isCancelled: isCancelled))
        } catch {
          return .failure(error)
        }
      }
      return try outcome.get()
    }
  }
}

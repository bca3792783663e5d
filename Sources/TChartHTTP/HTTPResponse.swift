/// An HTTP answer: the status code and the whole body (any transfer encoding undone).
public struct HTTPResponse: Sendable, Equatable {
  /// The status code (200, 401, 500, …).
  public var status: Int
  /// The body's bytes.
  public var body: [UInt8]

  public init(status: Int, body: [UInt8]) {
    self.status = status
    self.body = body
  }
}

/// Why an HTTP request got no answer. An answer with an error status (404, 500…) is not an
/// error here: it is an ``HTTPResponse``.
public enum HTTPClientError: Error, Sendable, Equatable {
  /// The server cannot be reached or went away: connection refused, a host name that does
  /// not resolve, a connection closed before the answer (the reason, in lower case).
  case unreachable(String)
  /// No complete answer within the time limit (the request's own, or the time left before
  /// the client's ``HTTPLimits/deadline``).
  case timedOut
  /// The answer's body passed `limit` bytes (``HTTPLimits/answerBytes``): the transfer was
  /// stopped there.
  case tooLarge(limit: Int)
  /// ``HTTPClient/cancel()`` interrupted the request.
  case cancelled
  /// TLS failed: the server's certificate is not trusted, the handshake failed, the CA file
  /// cannot be read (curl's message).
  case tls(String)
  /// The request or the answer is not HTTP as libcurl reads it (curl's message).
  case malformed(String)
}

import CCurl

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One libcurl easy handle driven by its own multi handle: the connection it keeps alive, the
/// buffer curl writes its error messages into, and a transfer loop that ``HTTPClient/cancel()``
/// can wake (`curl_multi_wakeup`) from another thread at once, even while the server is
/// silent. Not thread-safe: ``HTTPClient`` guards it.
final class CurlTransfer: @unchecked Sendable {
  /// libcurl's functions.
  let curl: UnsafeRawPointer
  let easy: UnsafeMutableRawPointer
  /// Thread-safe to wake (``wake()``); everything else only under the client's lock.
  let multi: UnsafeMutableRawPointer
  private let errorBuffer: UnsafeMutablePointer<CChar>

  /// A handle set up for `endpoint` and `authorization`; `nil` when libcurl cannot make one.
  init?(library: CurlLibrary, endpoint: HTTPEndpoint, authorization: HTTPAuthorization) {
    let curl = library.table
    guard let easy = tchart_curl_easy_init(curl) else { return nil }
    guard let multi = tchart_curl_multi_init(curl) else {
      tchart_curl_easy_cleanup(curl, easy)
      return nil
    }
    self.curl = curl
    self.easy = easy
    self.multi = multi
    let size = Int(tchart_curl_error_size())
    errorBuffer = .allocate(capacity: size)
    errorBuffer.initialize(repeating: 0, count: size)
    tchart_curl_setopt_pointer(curl, easy, CURLOPT_ERRORBUFFER, errorBuffer)
    // Threads: no SIGALRM for name look-ups' time limits.
    tchart_curl_setopt_long(curl, easy, CURLOPT_NOSIGNAL, 1)
    tchart_curl_setopt_string(curl, easy, CURLOPT_PROTOCOLS_STR, "http,https")
    tchart_curl_setopt_string(curl, easy, CURLOPT_USERAGENT, "tchart")
    tchart_curl_setopt_long(curl, easy, CURLOPT_TCP_NODELAY, 1)
    // Large answers arrive in fewer, larger writes (the default is 16 KB).
    tchart_curl_setopt_long(curl, easy, CURLOPT_BUFFERSIZE, 64 * 1024)
    if let file = endpoint.caCertificate {
      tchart_curl_setopt_string(curl, easy, CURLOPT_CAINFO, file)
    }
    if case .basic(let user, let password) = authorization {
      tchart_curl_setopt_long(curl, easy, CURLOPT_HTTPAUTH, tchart_curl_auth_basic())
      tchart_curl_setopt_string(curl, easy, CURLOPT_USERNAME, user)
      tchart_curl_setopt_string(curl, easy, CURLOPT_PASSWORD, password)
    }
    tchart_curl_setopt_callback(curl, easy, CURLOPT_WRITEFUNCTION) { data, size, count, context in
      let total = size * count
      guard let data, let context else { return total }
      let sink = Unmanaged<BodySink>.fromOpaque(context).takeUnretainedValue()
      // Returning less than `total` stops the transfer (CURLE_WRITE_ERROR).
      return sink.take(UnsafeRawBufferPointer(start: data, count: total)) ? total : 0
    }
  }

  deinit {
    tchart_curl_easy_cleanup(curl, easy)
    tchart_curl_multi_cleanup(curl, multi)
    errorBuffer.deallocate()
  }

  /// Interrupts ``perform(limit:receive:isCancelled:)``'s wait (any thread may call it).
  func wake() { tchart_curl_multi_wakeup(curl, multi) }

  /// The bytes of an answer's body, as curl hands them over: kept, or handed to `receive` as
  /// they arrive when the answer's status is 200; counted against `limit` either way.
  final class BodySink {
    var bytes: [UInt8] = []
    /// The bytes of the body so far.
    var received = 0
    let limit: Int
    /// Set when the body passed ``limit`` (the transfer was stopped there).
    var passedLimit = false
    /// Takes a 200 answer's body piece by piece instead of ``bytes``.
    let receive: ((UnsafeRawBufferPointer) -> Void)?
    /// The answer's status, looked up at the body's first bytes.
    private let status: () -> Int
    private var streams: Bool?

    init(
      limit: Int, receive: ((UnsafeRawBufferPointer) -> Void)?, status: @escaping () -> Int
    ) {
      self.limit = limit
      self.receive = receive
      self.status = status
    }

    /// Takes `piece`; `false` when the body passed the limit.
    func take(_ piece: UnsafeRawBufferPointer) -> Bool {
      received += piece.count
      guard received <= limit else {
        passedLimit = true
        return false
      }
      if streams == nil { streams = receive != nil && status() == 200 }
      if streams == true, let receive {
        receive(piece)
      } else {
        bytes.append(contentsOf: piece)
      }
      return true
    }
  }

  /// Runs the request set on ``easy`` to its end: the answer (a 200 answer's body handed to
  /// `receive` when there is one, and not kept), or why there is none. `isCancelled` is asked
  /// after every wake-up; a body longer than `limit` bytes stops the transfer.
  func perform(
    limit: Int, receive: ((UnsafeRawBufferPointer) -> Void)? = nil, isCancelled: () -> Bool
  ) throws(HTTPClientError) -> HTTPResponse {
    let sink = BodySink(limit: limit, receive: receive) { [curl, easy] in
      var status = 0
      tchart_curl_getinfo_long(curl, easy, CURLINFO_RESPONSE_CODE, &status)
      return status
    }
    let context = Unmanaged.passRetained(sink)
    defer { context.release() }
    tchart_curl_setopt_pointer(curl, easy, CURLOPT_WRITEDATA, context.toOpaque())
    errorBuffer[0] = 0
    guard tchart_curl_multi_add(curl, multi, easy) == CURLM_OK else {
      throw .malformed("libcurl cannot start the request")
    }
    // Removing the handle mid-transfer closes its connection: the next request opens another.
    defer { tchart_curl_multi_remove(curl, multi, easy) }
    var running: Int32 = 1
    while true {
      if isCancelled() { throw .cancelled }
      guard tchart_curl_multi_perform(curl, multi, &running) == CURLM_OK else {
        throw .malformed("libcurl's transfer loop failed")
      }
      if running == 0 { break }
      // Waits for the socket, curl's own next time limit, or a wake-up from cancel().
      tchart_curl_multi_poll(curl, multi, 1000)
    }
    let result = tchart_curl_multi_result(curl, multi)
    if isCancelled() { throw .cancelled }
    if sink.passedLimit { throw .tooLarge(limit: limit) }
    guard result == CURLE_OK else { throw error(result) }
    var status = 0
    tchart_curl_getinfo_long(curl, easy, CURLINFO_RESPONSE_CODE, &status)
    return HTTPResponse(status: status, body: sink.bytes)
  }

  /// The error for curl's `code`, with curl's message (or the system's, for a refused
  /// connection).
  func error(_ code: CURLcode) -> HTTPClientError {
    var message = String(cString: errorBuffer)
    if message.isEmpty { message = String(cString: tchart_curl_strerror(curl, code)) }
    switch code {
    case CURLE_OPERATION_TIMEDOUT:
      return .timedOut
    case CURLE_ABORTED_BY_CALLBACK:
      return .cancelled
    case CURLE_COULDNT_CONNECT:
      var number = 0
      tchart_curl_getinfo_long(curl, easy, CURLINFO_OS_ERRNO, &number)
      if number != 0 { message = String(cString: strerror(Int32(number))) }
      return .unreachable(Self.lowercasedFirst(message))
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_GOT_NOTHING,
      CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE:
      return .unreachable(Self.lowercasedFirst(message))
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
      CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
      CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE,
      CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED,
      CURLE_SSL_SHUTDOWN_FAILED, CURLE_USE_SSL_FAILED:
      return .tls(message)
    default:
      return .malformed(message)
    }
  }

  static func lowercasedFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}

import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small blocking HTTP/1.1 client over one POSIX socket, kept alive between requests: what
/// the ClickHouse HTTP interface needs (a POST with a body, a status, a body back as
/// `Content-Length` or chunked), with a deadline on every step (connect, send, receive) and a
/// ``cancel()`` that another thread may call. No Foundation: linking `FoundationNetworking`
/// into `tchart` costs its startup more than the whole frame (README, "Databases").
public final class BlockingHTTPClient: Sendable {
  /// The server's host name or address.
  public let host: String
  /// The server's TCP port.
  public let port: Int

  private struct Connection {
    var socket: Int32 = -1
    /// Bumped by ``cancel()``: a request that started before it throws `.cancelled`.
    var cancellations = 0
  }
  private let connection = Mutex(Connection())

  public init(host: String, port: Int) {
    self.host = host
    self.port = port
  }

  deinit {
    connection.withLock { state in
      if state.socket >= 0 { close(state.socket) }
      state.socket = -1
    }
  }

  /// `HOST:PORT`, as errors name the server.
  public var place: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

  /// Sends `POST target` with `body` and returns the response, or throws past `timeout`
  /// seconds. A kept-alive connection the server closed meanwhile is reopened once.
  public func post(
    _ target: String, headers: [(String, String)], body: [UInt8], timeout: Double
  ) throws(SocketHTTPError) -> SocketHTTPResponse {
    let deadline = Deadline(seconds: timeout)
    let generation = connection.withLock { $0.cancellations }
    var request = Array("POST \(target) HTTP/1.1\r\nHost: \(place)\r\n".utf8)
    for (name, value) in headers { request += Array("\(name): \(value)\r\n".utf8) }
    request += Array("Content-Length: \(body.count)\r\nConnection: keep-alive\r\n\r\n".utf8)
    request += body
    for attempt in 0..<2 {
      let (socket, reused) = try openSocket(deadline: deadline, generation: generation)
      do {
        try send(request, on: socket, deadline: deadline, generation: generation)
        var reader = HTTPResponseReader(socket: socket, deadline: deadline)
        let response = try reader.read(isCancelled: { self.isCancelled(since: generation) })
        if !response.keepAlive { dropSocket(socket) }
        return response
      } catch {
        dropSocket(socket)
        if isCancelled(since: generation) { throw .cancelled }
        // A reused connection may have been closed by the server between requests.
        if case .closed = error, reused, attempt == 0 { continue }
        throw error
      }
    }
    throw .closed
  }

  /// Interrupts the request in flight (it throws ``SocketHTTPError/cancelled``): its socket is
  /// shut down, which wakes the `poll` it waits in.
  public func cancel() {
    connection.withLock { state in
      state.cancellations += 1
      if state.socket >= 0 {
        shutdown(state.socket, Int32(SHUT_RDWR))
      }
    }
  }

  private func isCancelled(since generation: Int) -> Bool {
    connection.withLock { $0.cancellations != generation }
  }

  private func dropSocket(_ socket: Int32) {
    connection.withLock { state in
      if state.socket == socket { state.socket = -1 }
    }
    close(socket)
  }

  /// The kept-alive socket, or a new connection; whether it was reused.
  private func openSocket(deadline: Deadline, generation: Int) throws(SocketHTTPError) -> (
    Int32, Bool
  ) {
    let held: Int32? = connection.withLock { state in
      state.socket >= 0 ? state.socket : nil
    }
    if let held { return (held, true) }
    let socket = try connect(deadline: deadline)
    let cancelled = connection.withLock { state -> Bool in
      guard state.cancellations == generation else { return true }
      state.socket = socket
      return false
    }
    if cancelled {
      close(socket)
      throw .cancelled
    }
    return (socket, false)
  }

  /// A connected socket to ``host``:``port`` (each address `getaddrinfo` gives, in turn).
  private func connect(deadline: Deadline) throws(SocketHTTPError) -> Int32 {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &list)
    guard status == 0, let list else {
      throw .unreachable("cannot resolve the host: \(String(cString: gai_strerror(status)))")
    }
    defer { freeaddrinfo(list) }
    var reason = "connection refused"
    var entry: UnsafeMutablePointer<addrinfo>? = list
    while let address = entry {
      entry = address.pointee.ai_next
      let fd = socket(
        address.pointee.ai_family, address.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue),
        address.pointee.ai_protocol)
      guard fd >= 0 else { continue }
      var one: Int32 = 1
      setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      let flags = fcntl(fd, F_GETFL)
      _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
      if Glibc.connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 {
        return fd
      }
      if errno == EINPROGRESS {
        switch Self.wait(fd, for: Int16(POLLOUT), deadline: deadline) {
        case .ready:
          var error: Int32 = 0
          var length = socklen_t(MemoryLayout<Int32>.size)
          getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
          if error == 0 { return fd }
          reason = String(cString: strerror(error))
        case .timedOut:
          close(fd)
          throw .unreachable("no answer within the time limit")
        case .failed(let code):
          reason = String(cString: strerror(code))
        }
      } else {
        reason = String(cString: strerror(errno))
      }
      close(fd)
    }
    throw .unreachable(reason.lowercased())
  }

  private func send(
    _ bytes: [UInt8], on socket: Int32, deadline: Deadline, generation: Int
  ) throws(SocketHTTPError) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { buffer in
        Glibc.send(socket, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        sent += count
        continue
      }
      if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        switch Self.wait(socket, for: Int16(POLLOUT), deadline: deadline) {
        case .ready: continue
        case .timedOut: throw .timedOut
        case .failed: throw .closed
        }
      }
      throw .closed
    }
  }

  /// The outcome of waiting for a socket.
  enum Readiness { case ready, timedOut, failed(Int32) }

  /// Waits until `socket` is ready for `events` or `deadline` passes.
  static func wait(_ socket: Int32, for events: Int16, deadline: Deadline) -> Readiness {
    while true {
      let remaining = deadline.remainingMilliseconds
      if remaining <= 0 { return .timedOut }
      var entry = pollfd(fd: socket, events: events, revents: 0)
      let count = poll(&entry, 1, Int32(min(remaining, Int(Int32.max))))
      if count > 0 { return .ready }
      if count == 0 { return .timedOut }
      if errno != EINTR { return .failed(errno) }
    }
  }
}

/// Why an HTTP request failed.
public enum SocketHTTPError: Error, Sendable, Equatable {
  /// The server cannot be reached (the reason, e.g. `connection refused`).
  case unreachable(String)
  /// No complete answer within the time limit.
  case timedOut
  /// The connection closed before a complete answer.
  case closed
  /// The answer is not HTTP as this client reads it.
  case malformed(String)
  /// ``BlockingHTTPClient/cancel()`` interrupted the request.
  case cancelled
}

/// A point in time a request must finish by (the monotonic clock).
struct Deadline {
  let end: timespec

  init(seconds: Double) {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let total = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 + max(0, seconds)
    let whole = total.rounded(.down)
    end = timespec(tv_sec: Int(whole), tv_nsec: Int((total - whole) * 1e9))
  }

  /// Milliseconds left (at least 1 while any time is left), 0 once passed.
  var remainingMilliseconds: Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let left = (end.tv_sec - now.tv_sec) * 1000 + (end.tv_nsec - now.tv_nsec) / 1_000_000
    if left > 0 { return left }
    return (end.tv_sec, end.tv_nsec) > (now.tv_sec, now.tv_nsec) ? 1 : 0
  }
}

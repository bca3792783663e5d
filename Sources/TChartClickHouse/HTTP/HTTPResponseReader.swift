#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP response: the status code, the headers that matter here and the whole body.
public struct SocketHTTPResponse: Sendable, Equatable {
  /// The status code (200, 401, 500, …).
  public var status: Int
  /// The body (chunked encoding undone).
  public var body: [UInt8]
  /// Whether the connection may serve the next request.
  public var keepAlive: Bool
  /// The `X-ClickHouse-Exception-Code` header, when the server sent one.
  public var exceptionCode: Int?

  public init(status: Int, body: [UInt8], keepAlive: Bool = true, exceptionCode: Int? = nil) {
    self.status = status
    self.body = body
    self.keepAlive = keepAlive
    self.exceptionCode = exceptionCode
  }
}

/// Reads one HTTP/1.1 response from a socket, waiting at most until a deadline: the status
/// line, the headers, and a body framed by `Content-Length`, chunked, or the connection's end.
struct HTTPResponseReader {
  let socket: Int32
  let deadline: Deadline
  private var buffer: [UInt8] = []
  private var position = 0
  private var ended = false
  private var scratch = [UInt8](repeating: 0, count: 64 * 1024)

  init(socket: Int32, deadline: Deadline) {
    self.socket = socket
    self.deadline = deadline
    buffer.reserveCapacity(64 * 1024)
  }

  mutating func read(isCancelled: () -> Bool) throws(SocketHTTPError) -> SocketHTTPResponse {
    let statusLine = try line(isCancelled)
    let parts = statusLine.split(separator: " ", maxSplits: 2)
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
      throw .malformed("not an HTTP answer")
    }
    var length: Int?
    var chunked = false
    var keepAlive = parts[0] == "HTTP/1.1"
    var exceptionCode: Int?
    while true {
      let header = try line(isCancelled)
      if header.isEmpty { break }
      guard let colon = header.firstIndex(of: ":") else { continue }
      let name = header[..<colon].lowercased()
      let value = header[header.index(after: colon)...].trimmingSpaces
      switch name {
      case "content-length": length = Int(value)
      case "transfer-encoding": chunked = value.lowercased().contains("chunked")
      case "connection": keepAlive = value.lowercased() == "keep-alive"
      case "x-clickhouse-exception-code": exceptionCode = Int(value)
      default: break
      }
    }
    var body: [UInt8] = []
    if chunked {
      while true {
        let sizeLine = try line(isCancelled)
        let digits = sizeLine.prefix { $0.isHexDigit }
        guard let size = Int(digits, radix: 16) else { throw .malformed("bad chunk size") }
        if size == 0 {
          while try !line(isCancelled).isEmpty {}
          break
        }
        try take(size, into: &body, isCancelled)
        guard try line(isCancelled).isEmpty else { throw .malformed("bad chunk end") }
      }
    } else if let length {
      try take(length, into: &body, isCancelled)
    } else {
      while try fill(isCancelled) {}
      body = Array(buffer[position...])
      position = buffer.count
      keepAlive = false
    }
    return SocketHTTPResponse(
      status: status, body: body, keepAlive: keepAlive, exceptionCode: exceptionCode)
  }

  /// The next line without its CR LF.
  private mutating func line(_ isCancelled: () -> Bool) throws(SocketHTTPError) -> String {
    while true {
      if let newline = buffer[position...].firstIndex(of: 10) {
        var end = newline
        if end > position && buffer[end - 1] == 13 { end -= 1 }
        let text = String(decoding: buffer[position..<end], as: UTF8.self)
        position = newline + 1
        return text
      }
      guard try fill(isCancelled) else { throw .closed }
    }
  }

  private mutating func take(
    _ count: Int, into body: inout [UInt8], _ isCancelled: () -> Bool
  ) throws(SocketHTTPError) {
    while buffer.count - position < count {
      guard try fill(isCancelled) else { throw .closed }
    }
    body += buffer[position..<(position + count)]
    position += count
  }

  /// Reads more bytes; `false` at the connection's end.
  private mutating func fill(_ isCancelled: () -> Bool) throws(SocketHTTPError) -> Bool {
    if ended { return false }
    if position > 0 && position == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      position = 0
    }
    while true {
      let count = scratch.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        buffer += scratch[0..<count]
        return true
      }
      if count == 0 {
        ended = true
        return false
      }
      if errno == EINTR { continue }
      guard errno == EAGAIN || errno == EWOULDBLOCK else {
        if isCancelled() { throw .cancelled }
        throw .closed
      }
      switch BlockingHTTPClient.wait(socket, for: Int16(POLLIN), deadline: deadline) {
      case .ready: continue
      case .timedOut: throw .timedOut
      case .failed: throw .closed
      }
    }
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}

#if canImport(Glibc)
  import Glibc
#endif

/// Low-level access to a terminal file descriptor for the inline picker: raw mode, size, writes
/// and waits.
enum RawTTY {
  /// Switches `fd` to raw input (no echo, no line editing, no signals from keys, bytes as typed);
  /// output processing is kept.
  static func makeRaw(_ fd: Int32) {
    var settings = termios()
    guard tcgetattr(fd, &settings) == 0 else { return }
    settings.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    settings.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    settings.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(fd, TCSAFLUSH, &settings)
  }

  /// The terminal's size in cells, or nil when it cannot be asked.
  static func size(_ fd: Int32) -> (columns: Int, rows: Int)? {
    var window = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return nil
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Writes all of `text` (retrying short writes and interruptions).
  static func write(_ fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return }
      offset += count
    }
  }

  /// What came of waiting for input.
  enum Wait { case ready, timeout, interrupted, closed, wake }

  /// Waits until `fd` has input, for up to `milliseconds` (-1: no limit); also until `wake`
  /// (when given) is readable or hung up, which gives ``Wait/wake`` (input is seen first).
  static func wait(_ fd: Int32, wake: Int32? = nil, milliseconds: Int32) -> Wait {
    var entries = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
    if let wake { entries.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
    let result = poll(&entries, nfds_t(entries.count), milliseconds)
    if result < 0 { return errno == EINTR ? .interrupted : .closed }
    if result == 0 { return .timeout }
    let input = entries[0].revents
    if input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 && input & Int16(POLLIN) == 0 {
      return .closed
    }
    if input & Int16(POLLIN) != 0 { return .ready }
    return .wake
  }

  /// Reads what is available (at most 4 KiB); nil at end of input or on an error.
  static func read(_ fd: Int32) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
      if count <= 0 { return nil }
      return Array(buffer.prefix(count))
    }
  }
}

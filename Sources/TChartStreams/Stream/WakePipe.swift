#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A self-pipe that wakes the main thread's `poll`: a worker thread ``signal()``s after posting
/// work into an empty mailbox, the main thread ``drain()``s it before taking the work. The one
/// wake mechanism of the explorer's workers (the stream reader, the table queries, the effect
/// runner), handed to
/// the runner as `TerminalProgram.wakeDescriptor`.
public final class WakePipe: Sendable {
  /// The read end, for `poll`: readable while a wake is pending.
  public let descriptor: Int32
  private let writer: Int32

  public init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    }
    descriptor = ends[0]
    writer = ends[1]
  }

  deinit {
    close(descriptor)
    close(writer)
  }

  /// Makes ``descriptor`` readable (a full pipe already holds a wake).
  public func signal() {
    var byte: UInt8 = 1
    _ = write(writer, &byte, 1)
  }

  /// Empties the pipe (main thread, before taking the work).
  public func drain() {
    var sink = [UInt8](repeating: 0, count: 64)
    while sink.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
  }
}

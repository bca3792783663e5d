import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A FIFO made where a kept file goes (a cache entry, a session, a summary, the config file),
/// and a thread that opens it for writing and closes it again at once. Code that opens the FIFO
/// to read and waits for a writer (the bug) is then let through, reads an empty file and fails
/// its test, instead of blocking the test run forever; ``finish()`` lets the thread go when
/// nothing opened the FIFO (the fix).
public final class PlantedFIFO: Sendable {
  /// Where the FIFO is.
  public let path: String
  private let released = Atomic<Bool>(false)

  /// Makes the FIFO at `path` (mode 0600) and starts its writer; `nil` when `mkfifo` fails.
  public init?(path: String) {
    guard mkfifo(path, 0o600) == 0 else { return nil }
    self.path = path
    var thread = pthread_t()
    let context = Unmanaged.passRetained(self).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        let fifo = Unmanaged<PlantedFIFO>.fromOpaque(context!).takeRetainedValue()
        let descriptor = open(fifo.path, O_WRONLY | O_CLOEXEC)
        if descriptor >= 0 { close(descriptor) }
        fifo.released.store(true, ordering: .releasing)
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<PlantedFIFO>.fromOpaque(context).release()
      unlink(path)
      return nil
    }
    pthread_detach(thread)
  }

  /// Lets the writer go (a reader opens the FIFO until the writer got through) and removes
  /// the FIFO.
  public func finish() {
    while !released.load(ordering: .acquiring) {
      let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      if descriptor >= 0 { close(descriptor) }
      usleep(1_000)
    }
    unlink(path)
  }
}

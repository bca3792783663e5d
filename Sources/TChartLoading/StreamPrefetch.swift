import Dispatch
import Synchronization
import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A reader thread that reads a stream ahead of its parser, so that reading (the copy out of
/// the pipe) and parsing run at once.
///
/// Blocks of ``blockBytes`` are read into buffers of a small pool (three: one parsed, one being
/// read, one read and waiting), each with ``headroom`` bytes in front, where the parser puts
/// the unfinished row of the block before (``StreamBuffer``), so that no block is copied. The
/// thread stops at the end of the stream, at a read error (handed over with the last block),
/// or when cancelled; ``finish()`` cancels and waits for it (it looks at the flag at least
/// every 100 ms while the stream is silent), so the descriptor may be closed afterwards.
final class StreamPrefetch: @unchecked Sendable {
  /// A block read: its buffer (the bytes at `headroom..<headroom + count`), how the read
  /// ended. `@unchecked Sendable`: a buffer belongs to one thread at a time, handed over
  /// under the lock.
  struct Block: @unchecked Sendable {
    var buffer: UnsafeMutablePointer<UInt8>
    var capacity: Int
    var count: Int
    var atEnd: Bool
    var error: Int32
  }

  /// A buffer to read into. `@unchecked Sendable`: as ``Block``.
  private struct Empty: @unchecked Sendable {
    var buffer: UnsafeMutablePointer<UInt8>
    var capacity: Int
  }

  private struct Queues {
    var empty: [Empty] = []
    var filled: [Block] = []
    var cancelled = false
  }

  let blockBytes: Int
  let headroom: Int
  private let descriptor: Int32
  private let queues = Mutex(Queues())
  private let emptyReady = DispatchSemaphore(value: 0)
  private let filledReady = DispatchSemaphore(value: 0)
  /// The reader thread (its own, not a pool thread: it blocks), joined by ``finish()``.
  private var thread: pthread_t?
  private var finished = false

  /// Starts reading `descriptor` in blocks of `blockBytes`; `nil` when the buffers cannot be
  /// allocated.
  init?(descriptor: Int32, blockBytes: Int, headroom: Int, buffers: Int = 3) {
    self.descriptor = descriptor
    self.blockBytes = blockBytes
    self.headroom = headroom
    var pool: [Empty] = []
    for _ in 0..<buffers {
      guard let memory = malloc(headroom + blockBytes) else {
        for empty in pool { free(empty.buffer) }
        return nil
      }
      pool.append(
        Empty(buffer: memory.assumingMemoryBound(to: UInt8.self), capacity: headroom + blockBytes))
    }
    queues.withLock { $0.empty = pool }
    for _ in pool { emptyReady.signal() }
    var started = pthread_t()
    let context = Unmanaged.passRetained(self).toOpaque()
    let result = pthread_create(
      &started, nil,
      { context in
        let prefetch = Unmanaged<StreamPrefetch>.fromOpaque(context!).takeRetainedValue()
        prefetch.readLoop()
        return nil
      }, context)
    guard result == 0 else {
      Unmanaged<StreamPrefetch>.fromOpaque(context).release()
      finished = true
      return nil
    }
    thread = started
  }

  deinit {
    finish()
    queues.withLock { queues in
      for empty in queues.empty { free(empty.buffer) }
      for block in queues.filled { free(block.buffer) }
    }
  }

  /// The next block read (waits for it).
  func next() -> Block {
    filledReady.wait()
    return queues.withLock { $0.filled.removeFirst() }
  }

  /// Gives a buffer (of at least `headroom + blockBytes` bytes) back to be read into.
  func recycle(_ buffer: UnsafeMutablePointer<UInt8>, capacity: Int) {
    let empty = Empty(buffer: buffer, capacity: capacity)
    queues.withLock { $0.empty.append(empty) }
    emptyReady.signal()
  }

  /// Stops the thread and waits for it (call before closing the descriptor).
  func finish() {
    guard !finished else { return }
    finished = true
    queues.withLock { $0.cancelled = true }
    emptyReady.signal()
    if let thread { pthread_join(thread, nil) }
  }

  private var cancelled: Bool { queues.withLock { $0.cancelled } }

  private func readLoop() {
    while true {
      emptyReady.wait()
      guard
        let empty = queues.withLock({ queues -> Empty? in
          queues.cancelled || queues.empty.isEmpty ? nil : queues.empty.removeLast()
        })
      else { return }
      var block = Block(
        buffer: empty.buffer, capacity: empty.capacity, count: 0, atEnd: false, error: 0)
      fillBlock(&block)
      let stop = block.atEnd || block.error != 0
      let filled = block
      let cancelledNow = queues.withLock { queues in
        queues.filled.append(filled)
        return queues.cancelled
      }
      filledReady.signal()
      if stop || cancelledNow { return }
    }
  }

  /// Reads until the block is full, the stream ends or fails, or the thread is cancelled.
  private func fillBlock(_ block: inout Block) {
    let start = block.buffer + headroom
    while block.count < blockBytes {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, 100)
      if cancelled { return }
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      let got = read(descriptor, start + block.count, blockBytes - block.count)
      if got < 0 && errno == EINTR { continue }
      if got < 0 {
        block.error = errno
        return
      }
      if got == 0 {
        block.atEnd = true
        return
      }
      block.count += got
    }
  }
}

import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hand-off from a reader thread to the main thread: events wait under a mutex (held for an
/// append or a swap, never during I/O), and a self-pipe wakes the main thread's `poll`.
///
/// The reader writes one byte only when it posts into an empty mailbox; the main thread drains
/// the pipe before it takes the events, so no wake is lost and a busy stream costs one wake per
/// take, however many batches arrived meanwhile (consecutive row batches are merged, and of
/// consecutive progress reports the last is kept).
final class StreamMailbox: Sendable {
  private let pending = Mutex<[StreamEvent]>([])
  /// The read end, for `poll`: readable while events wait.
  let wakeDescriptor: Int32
  private let wakeWriter: Int32

  init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    }
    wakeDescriptor = ends[0]
    wakeWriter = ends[1]
  }

  deinit {
    close(wakeDescriptor)
    close(wakeWriter)
  }

  /// Posts `event` (reader thread).
  func post(_ event: StreamEvent) {
    let wasEmpty = pending.withLock { events in
      let wasEmpty = events.isEmpty
      if case .rows(let batch) = event, case .rows(var last)? = events.last {
        // Taken out first, so the merge appends to arrays it alone holds.
        events.removeLast()
        last.merge(batch)
        events.append(.rows(last))
      } else if case .progress = event, case .progress? = events.last {
        events[events.count - 1] = event
      } else {
        events.append(event)
      }
      return wasEmpty
    }
    guard wasEmpty else { return }
    var byte: UInt8 = 1
    // A full pipe already holds a wake.
    _ = write(wakeWriter, &byte, 1)
  }

  /// Every event posted since the last take, oldest first (main thread).
  func take() -> [StreamEvent] {
    var sink = [UInt8](repeating: 0, count: 64)
    while sink.withUnsafeMutableBytes({ read(wakeDescriptor, $0.baseAddress, $0.count) }) > 0 {}
    return pending.withLock { events in
      var taken: [StreamEvent] = []
      swap(&taken, &events)
      return taken
    }
  }
}

extension StreamBatch {
  /// Appends `later`'s rows and skips (the two come from one stream, in order).
  mutating func merge(_ later: StreamBatch) {
    layout = later.layout ?? layout
    if columns.isEmpty { columns = later.columns.map { _ in [] } }
    x.append(contentsOf: later.x)
    for index in later.columns.indices where index < columns.count {
      columns[index].append(contentsOf: later.columns[index])
    }
    skipped += later.skipped
    problem = later.problem ?? problem
  }
}

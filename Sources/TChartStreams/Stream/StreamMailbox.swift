import Synchronization

/// The hand-off from a reader thread to the main thread: events wait under a mutex (held for an
/// append or a swap, never during I/O), and a self-pipe wakes the main thread's `poll`.
///
/// The reader writes one byte only when it posts into an empty mailbox; the main thread drains
/// the pipe before it takes the events, so no wake is lost and a busy stream costs one wake per
/// take, however many batches arrived meanwhile (consecutive row batches are merged, and of
/// consecutive progress reports the last is kept).
final class StreamMailbox: Sendable {
  private let pending = Mutex<[StreamEvent]>([])
  private let pipe = WakePipe()
  /// The read end, for `poll`: readable while events wait.
  var wakeDescriptor: Int32 { pipe.descriptor }

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
    pipe.signal()
  }

  /// Every event posted since the last take, oldest first (main thread).
  func take() -> [StreamEvent] {
    pipe.drain()
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
    unfinishedLine = later.unfinishedLine ?? unfinishedLine
  }
}

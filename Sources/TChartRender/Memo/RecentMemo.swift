import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The last few values a pure computation produced, with what each depended on: a lookup of a
/// few words instead of the computation when a frame asks for the same thing again.
///
/// Used by the renderer's memos (``RenderCaches``: braille canvases, fill samplings, log-scaled
/// charts); never stale, as long as `matches` says two keys are equal only
/// when the computation would give the same result. Thread-safe; most recently used last.
final class RecentMemo<Key, Value>: @unchecked Sendable {
  private let capacity: Int
  private let matches: (Key, Key) -> Bool
  private let lock: UnsafeMutablePointer<pthread_mutex_t>
  private var entries: [(key: Key, value: Value)] = []

  init(capacity: Int, matches: @escaping (Key, Key) -> Bool) {
    self.capacity = capacity
    self.matches = matches
    lock = .allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// The value for `key`: remembered, or made by `make` and remembered.
  func value(for key: Key, make: () -> Value) -> Value {
    if let hit = locked({ () -> Value? in
      guard let index = entries.lastIndex(where: { matches($0.key, key) }) else { return nil }
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.value
    }) {
      return hit
    }
    let value = make()
    locked {
      entries.append((key, value))
      if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
    return value
  }

  /// The value remembered last, with its key (what a computation may start from when the key
  /// asked for differs only a little).
  func latest() -> (key: Key, value: Value)? {
    locked { entries.last }
  }

  /// How many values are remembered (for tests).
  var count: Int { locked { entries.count } }

  /// Forgets every entry.
  func removeAll() {
    locked { entries.removeAll() }
  }

  private func locked<T>(_ body: () -> T) -> T {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return body()
  }
}

/// Whether two lists of columns share every column's storage (see the one-column form): how
/// the memos recognise the same series without comparing millions of values.
func sameStorage(_ left: [Column<Double>], _ right: [Column<Double>]) -> Bool {
  left.count == right.count && zip(left, right).allSatisfy { sameStorage($0, $1) }
}

/// Whether two columns share their storage (then they hold the same elements).
func sameStorage(_ left: Column<Double>, _ right: Column<Double>) -> Bool {
  left.count == right.count
    && left.withUnsafeBufferPointer { a in
      right.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
}

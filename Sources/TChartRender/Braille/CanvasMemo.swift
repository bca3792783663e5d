#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Remembers the last few canvases drawn by ``SeriesRasterizer/draw(x:lines:hidden:visible:mapping:on:)``
/// so that a frame which draws exactly the same lines again (the mini-map on every frame, the
/// graph when only the indicator moved) copies them instead of rasterising.
///
/// Invisible to callers and never stale: an entry is used only when everything the drawing
/// depends on is identical — the same `x` and line arrays (same storage and count: the entry
/// retains them, so their storage cannot be freed and reused by other arrays, and a mutated
/// copy gets new storage), the same hidden lines, visible range, mapping, canvas size and
/// focused layer — and the canvas given is blank. A pyramid is always built from its values
/// (``Series`` keeps them together), so equal values mean an equal pyramid. A hit returns the
/// canvas the drawing would produce, bit for bit. The renderer stays a pure function of its
/// inputs; the memo only trades a lookup of a few words for the rasterisation.
final class CanvasMemo: @unchecked Sendable {
  /// What a drawing depends on.
  struct Key {
    var x: [Double]
    var lines: [[Double]]
    var hidden: Set<Int>
    var visible: Range<Int>
    var mapping: DotMapping
    var size: Size

    /// Same inputs: identical array storage, equal everything else.
    func matches(_ other: Key) -> Bool {
      Self.same(x, other.x) && lines.count == other.lines.count
        && zip(lines, other.lines).allSatisfy { Self.same($0, $1) } && hidden == other.hidden
        && visible == other.visible && mapping == other.mapping && size == other.size
    }

    /// Whether two arrays share their storage (then they hold the same elements).
    static func same(_ left: [Double], _ right: [Double]) -> Bool {
      left.count == right.count
        && left.withUnsafeBufferPointer { a in
          right.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
    }
  }

  /// The shared memo of the rasteriser. Two entries: the explorer's mini-map and its graph as
  /// last drawn. Deliberately not more: a longer history would also hand back the graph of a
  /// window shown a few frames ago (a pan or zoom straight back), which makes a benchmark that
  /// steps back and forth look cheaper than a frame really is.
  static let shared = CanvasMemo(capacity: 2)

  private let capacity: Int
  private let lock: UnsafeMutablePointer<pthread_mutex_t>
  /// Most recently used last.
  private var entries: [(key: Key, canvas: BrailleCanvas)] = []

  init(capacity: Int) {
    self.capacity = capacity
    lock = .allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// The canvas drawn for `key`: remembered, or made by `draw` and remembered.
  func canvas(for key: Key, draw: () -> BrailleCanvas) -> BrailleCanvas {
    if let hit = locked({ () -> BrailleCanvas? in
      guard let index = entries.lastIndex(where: { $0.key.matches(key) }) else { return nil }
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.canvas
    }) {
      return hit
    }
    let canvas = draw()
    locked {
      entries.append((key, canvas))
      if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }
    return canvas
  }

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

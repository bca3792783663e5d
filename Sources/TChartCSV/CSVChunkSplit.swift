import Dispatch

/// Cuts a CSV body into chunks that start at row boundaries, for ``CSVParallelRows``.
///
/// A pre-pass (one thread per piece) counts the LF and `"` bytes of equal pieces of the body;
/// each cut then moves forward from its nominal place to just after the first line break
/// outside quotes (the quote parity so far says whether the place is inside a quoted field),
/// after the LF of a CRLF. A chunk's row bound is its LF count (+1 for the last chunk, which
/// may lack a final line break): an upper bound on the rows starting in it, unless lone CRs end
/// lines (then a chunk fills up and the loader reads the file sequentially). A `"` inside an
/// unquoted field misleads the parity; the parallel reader detects the misplaced cut and
/// re-reads that chunk sequentially.
package enum CSVChunkSplit {
  /// One chunk: the rows starting in `[start, end)`, at most `rowBound` of them.
  package struct Chunk: Equatable {
    var start: UnsafePointer<UInt8>
    var end: UnsafePointer<UInt8>
    package var rowBound: Int
  }

  /// Byte counts of one piece of the body.
  private struct Counts {
    var lineFeeds = 0
    var quotes = 0
  }

  /// The chunks of `[start, end)`: the first ends near `start + firstBytes`, the others are
  /// about `chunkBytes` long. Pieces are counted on `workers` threads; with `releasesPages`
  /// (a file mapping) their pages are dropped once counted.
  static func split(
    from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>, firstBytes: Int,
    chunkBytes: Int, workers: Int, releasesPages: Bool
  ) -> [Chunk] {
    var nominal = [start]
    var place = start + max(1, firstBytes)
    while place < end {
      nominal.append(place)
      place += max(1, chunkBytes)
    }
    let counts = count(pieces: nominal, end: end, workers: workers, releasesPages: releasesPages)
    var chunks: [Chunk] = []
    var chunkStart = start
    var lineFeedsBefore = 0
    var lineFeedsAtStart = 0
    var quotesBefore = 0
    for index in nominal.indices {
      let pieceEnd = index + 1 < nominal.count ? nominal[index + 1] : end
      lineFeedsBefore += counts[index].lineFeeds
      quotesBefore += counts[index].quotes
      guard pieceEnd < end, pieceEnd > chunkStart else { continue }
      let (cut, lineFeeds) = cut(after: pieceEnd, end: end, insideQuotes: quotesBefore % 2 == 1)
      guard let cut else { break }
      let lineFeedsAtCut = lineFeedsBefore + lineFeeds
      chunks.append(Chunk(start: chunkStart, end: cut, rowBound: lineFeedsAtCut - lineFeedsAtStart))
      chunkStart = cut
      lineFeedsAtStart = lineFeedsAtCut
    }
    chunks.append(
      Chunk(start: chunkStart, end: end, rowBound: lineFeedsBefore - lineFeedsAtStart + 1))
    return chunks.filter { $0.start < $0.end }
  }

  /// Just after the first line break outside quotes from `place` (after a CRLF's LF), and the
  /// LF bytes passed on the way (that one included); `nil` when there is none.
  static func cut(after place: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, insideQuotes: Bool)
    -> (UnsafePointer<UInt8>?, Int)
  {
    var p = place
    var inQuotes = insideQuotes
    var lineFeeds = 0
    // A CR just before `place` and an LF at it are one line break, which ends after the LF.
    if p.pointee == 0x0A && p[-1] == 0x0D && !inQuotes { return (p + 1, 1) }
    while p < end {
      let byte = p.pointee
      if byte == 0x22 {
        inQuotes.toggle()
      } else if byte == 0x0A {
        lineFeeds += 1
        if !inQuotes { return (p + 1, lineFeeds) }
      } else if byte == 0x0D && !inQuotes {
        if p + 1 < end && p[1] == 0x0A { return (p + 2, lineFeeds + 1) }
        return (p + 1, lineFeeds)
      }
      p += 1
    }
    return (nil, lineFeeds)
  }

  /// The counts of every piece `[pieces[i], pieces[i + 1])` (the last up to `end`).
  private static func count(
    pieces: [UnsafePointer<UInt8>], end: UnsafePointer<UInt8>, workers: Int, releasesPages: Bool
  ) -> [Counts] {
    let results = UnsafeMutableBufferPointer<Counts>.allocate(capacity: pieces.count)
    defer { results.deallocate() }
    let shared = CountingJob(pieces: pieces, end: end, results: results, release: releasesPages)
    DispatchQueue.concurrentPerform(iterations: min(workers, pieces.count)) { worker in
      var index = worker
      while index < shared.pieces.count {
        shared.count(piece: index)
        index += workers
      }
    }
    return Array(results)
  }

  /// The pre-pass's shared inputs and outputs. `@unchecked Sendable`: each piece's bytes are
  /// read by one thread and its result slot written by that thread only; the caller reads the
  /// results after `concurrentPerform` returns.
  private struct CountingJob: @unchecked Sendable {
    let pieces: [UnsafePointer<UInt8>]
    let end: UnsafePointer<UInt8>
    let results: UnsafeMutableBufferPointer<Counts>
    let release: Bool

    func count(piece index: Int) {
      let stop = index + 1 < pieces.count ? pieces[index + 1] : end
      var counts = Counts()
      var p = pieces[index]
      while p < stop {
        let step = min(stop - p, 1 << 22)
        let (lineFeeds, quotes) = CSVByteCount.lineFeedsAndQuotes(from: p, count: step)
        counts.lineFeeds += lineFeeds
        counts.quotes += quotes
        if release { FileBytes.releasePages(from: p, upTo: p + step) }
        p += step
      }
      results[index] = counts
    }
  }
}

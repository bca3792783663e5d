/// Which cells of a frame must be sent: the runs of a row that differ from the frame on screen.
///
/// The one diff of the program: ``FrameUpdate`` is made with it by the terminal runner, which
/// owns the frame on screen, and backends paint only the runs they are handed.
public enum FrameDiff {
  /// Runs separated by fewer unchanged cells than this are sent as one.
  public static let mergeGap = 4

  /// The column ranges of row `y` of `current` that differ from `previous` (the whole row when
  /// there is no previous frame of the same size). A run never starts on the right half of a
  /// double-width character nor ends before it.
  public static func runs(previous: ScreenBuffer?, current: ScreenBuffer, row y: Int) -> [Range<
    Int
  >] {
    let width = current.size.width
    guard width > 0, y >= 0, y < current.size.height else { return [] }
    guard let previous, previous.size == current.size else { return [0..<width] }
    var runs: [Range<Int>] = []
    var x = 0
    while x < width {
      guard current[x, y] != previous[x, y] else {
        x += 1
        continue
      }
      var start = x
      while start > 0, current[start, y].isContinuation || previous[start, y].isContinuation {
        start -= 1
      }
      var end = x + 1
      var lastChange = x
      while end < width {
        if current[end, y] != previous[end, y] {
          lastChange = end
        } else if end - lastChange >= mergeGap {
          break
        }
        end += 1
      }
      end = lastChange + 1
      while end < width, current[end, y].isContinuation || previous[end, y].isContinuation {
        end += 1
      }
      if let last = runs.last, last.upperBound >= start {
        runs[runs.count - 1] = last.lowerBound..<max(end, last.upperBound)
      } else {
        runs.append(start..<end)
      }
      x = end
    }
    return runs
  }
}

/// A run of cells to send: columns of one row.
public struct RowRun: Sendable, Hashable {
  public var row: Int
  public var columns: Range<Int>

  public init(row: Int, columns: Range<Int>) {
    self.row = row
    self.columns = columns
  }
}

/// A new frame and the runs of it that differ from the frame on screen (ratatui's terminal
/// diffs once, in the same place): what a ``TerminalBackend`` is asked to show.
public struct FrameUpdate: Sendable, Equatable {
  /// The frame to show.
  public var frame: ScreenBuffer
  /// The runs to send, row by row, left to right.
  public var runs: [RowRun]
  /// Whether the screen holds no known frame (the first frame, a new size, a repaint after a
  /// suspend): the backend clears it first, and the runs cover every row.
  public var isFull: Bool

  /// The update that turns `shown` (the frame on screen, `nil` when unknown) into `frame`.
  public init(from shown: ScreenBuffer?, to frame: ScreenBuffer) {
    self.frame = frame
    isFull = shown?.size != frame.size
    runs = (0..<frame.size.height).flatMap { y in
      FrameDiff.runs(previous: shown, current: frame, row: y).map { RowRun(row: y, columns: $0) }
    }
  }
}

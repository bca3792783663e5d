import TChartRender

/// Which cells of a frame must be sent: the runs of a row that differ from the frame on screen.
public enum ChangedRuns {
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

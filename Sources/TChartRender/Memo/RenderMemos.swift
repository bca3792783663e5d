/// The renderer's memos as a whole (``CanvasMemo``, the fill sampling's memo, the log-scaled
/// charts).
public enum RenderMemos {
  /// Forgets every remembered drawing. Their keys retain the series they were drawn from, so a
  /// series about to grow in place (a stream's rows) would otherwise be copied whole by its
  /// first append; forgetting first keeps appending O(rows). Costs at most one redraw of what
  /// was remembered.
  public static func removeAll() {
    CanvasMemo.shared.removeAll()
    FillSampling.memo.removeAll()
    LogScaledChart.removeAll()
  }
}

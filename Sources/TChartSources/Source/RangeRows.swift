/// What ``SQLSeriesBackend/rows(in:lines:limit:)`` read: rows in table order, every row of the
/// ranges up to the last x given, and whether the limit cut the reading there (rows at later x,
/// and perhaps more at that x, were left).
public struct RangeRows: Sendable, Equatable {
  public var rows: [SourceRow]
  public var isCut: Bool

  public init(rows: [SourceRow], isCut: Bool) {
    self.rows = rows
    self.isCut = isCut
  }

  /// Rows merged from several readings (a long table's series, each read in table order up
  /// to `limit + 1` rows, or one reading of several rows per x), cut where the first reading
  /// that hit its limit stopped: the rows before the x of that reading's last row, which are
  /// whole; at most `limit` of them.
  public init(merging rows: [SourceRow], cutAt cutX: Double?, limit: Int) {
    var kept = SourceRowSet(rows).rows
    var isCut = false
    if let cutX {
      kept.removeAll { $0.x >= cutX }
      isCut = true
    }
    if kept.count > limit, let x = kept.dropFirst(limit).first?.x {
      kept.removeAll { $0.x >= x }
      isCut = true
    }
    self.init(rows: kept, isCut: isCut)
  }
}

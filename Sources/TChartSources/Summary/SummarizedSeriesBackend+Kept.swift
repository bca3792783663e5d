import Dispatch

extension SummarizedSeriesBackend {
  /// Where the summary came from, once there is one.
  public var summaryOrigin: SummaryOrigin? { origin.withLock { $0 } }

  /// Waits until the summaries being saved are in the store.
  public func finishSaving() { saving.sync {} }

  /// The store, the base as ``SummaryKeeping`` and the table's stamp now; `nil` when the
  /// summary is not kept (no store, a base that cannot say its version, an empty table).
  func keepingState() throws(SourceError) -> KeepingState? {
    guard let store, let keeping = base as? any SummaryKeeping,
      let identity = keeping.summaryIdentity
    else { return nil }
    let description = try describe()
    guard let first = description.first, let last = description.last else { return nil }
    let full =
      identity + "\nlines=" + description.lineNames.joined(separator: "\u{1F}") + "\nblocks="
      + String(blockCount)
    return KeepingState(
      store: store, base: keeping, identity: full, description: description, first: first,
      last: last, version: try keeping.summaryVersion())
  }

  /// Saves `summary` with its stamp, off the querying thread.
  func save(_ summary: BlockSummary, _ state: KeepingState) {
    saving.async {
      let kept = KeptSummary(
        identity: state.identity, rowCount: state.description.rowCount, first: state.first,
        last: state.last, version: state.version, lineCount: state.description.lineNames.count,
        summary: summary)
      state.store.save(state.key, kept.encoded())
    }
  }
}

/// What a ``SummarizedSeriesBackend`` keeps its summary with: the store, the base, and the
/// table's identity and version stamp as it opened.
struct KeepingState: Sendable {
  var store: any SummaryStore
  var base: any SummaryKeeping
  var identity: String
  var description: SourceDescription
  var first: SourceRow
  var last: SourceRow
  var version: SummaryVersion

  /// The store's key: a hash of the identity (which the entry holds in full).
  var key: String {
    let hash = KeptSummary.checksum(Array(identity.utf8)[...])
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// What a kept summary is good for.
  enum Reuse {
    /// The table is unchanged: the summary as it is.
    case current(BlockSummary)
    /// The table grew past the old last x: the summary to extend.
    case grown(BlockSummary)
  }

  /// The kept summary, if the store holds one for this table that is current or may be
  /// extended (its blocks no more than twice `blockCount`, else it is read again at the grid of
  /// today's span); `nil` for none, another table's, a corrupt one or a stale one.
  func reuse(blockCount: Int) throws(SourceError) -> Reuse? {
    guard let bytes = store.load(key), let kept = KeptSummary(decoding: bytes),
      kept.identity == identity, kept.lineCount == description.lineNames.count
    else { return nil }
    if kept.isCurrent(description, version: version) { return .current(kept.summary) }
    guard kept.mayHaveGrown(description, version: version), kept.summary.blocks.count >= 2,
      kept.summary.blocks.count <= 2 * blockCount,
      try base.rowCount(through: kept.last.x) == kept.rowCount
    else { return nil }
    return .grown(kept.summary)
  }
}

import Dispatch

extension SummarizedSeriesBackend {
  /// Where the summary came from, once there is one.
  public var summaryOrigin: SummaryOrigin? { origin.withLock { $0 } }

  /// Waits until the summaries being saved are in the store.
  public func finishSaving() { saving.sync {} }

  /// The kept entry's identity for `identity` (the summary's block count with it).
  func keptIdentity(_ identity: String) -> String { identity + "\nblocks=" + String(blockCount) }

  /// Before the base is described: where the store holds this table's entry and the table's
  /// version is readable and unchanged since, the base takes the entry's described span
  /// (ClickHouse: no scan to count the rows and find the x span).
  func primeDescription() {
    guard let store, let keeping = base as? any SummaryKeeping,
      let identity = keeping.summaryIdentity.map(keptIdentity),
      let bytes = store.load(KeepingState.key(identity)),
      let kept = KeptSummary(decoding: bytes), kept.identity == identity, !kept.span.isEmpty,
      let version = try? keeping.summaryVersion(), !version.exact.contains("unreadable"),
      version == kept.version
    else { return }
    keeping.adoptDescribedSpan(kept.span)
  }

  /// The store, the base as ``SummaryKeeping`` and the table's stamp now; `nil` when the
  /// summary is not kept (no store, a base that cannot say its version, an empty table).
  func keepingState() throws(SourceError) -> KeepingState? {
    guard let store, let keeping = base as? any SummaryKeeping,
      let identity = keeping.summaryIdentity
    else { return nil }
    let description = try describe()
    guard let first = description.first, let last = description.last else { return nil }
    return KeepingState(
      store: store, base: keeping, identity: keptIdentity(identity), description: description,
      first: first, last: last, version: try keeping.summaryVersion())
  }

  /// Saves `summary` with its stamp, off the querying thread.
  func save(_ summary: BlockSummary, _ state: KeepingState) {
    saving.async {
      let kept = KeptSummary(
        identity: state.identity, lines: state.lines, rowCount: state.description.rowCount,
        first: state.first, last: state.last, version: state.version,
        span: state.base.describedSpan() ?? "", lineCount: state.description.lineNames.count,
        summary: summary)
      state.store.save(KeepingState.key(state.identity), kept.encoded())
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

  /// The store's key for `identity`: its hash (the entry holds it in full).
  static func key(_ identity: String) -> String {
    let hash = KeptSummary.checksum(Array(identity.utf8)[...])
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The table's lines, as the entry holds them.
  var lines: String { description.lineNames.joined(separator: "\u{1F}") }

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
    guard let bytes = store.load(Self.key(identity)), let kept = KeptSummary(decoding: bytes),
      kept.identity == identity, kept.lines == lines,
      kept.lineCount == description.lineNames.count
    else { return nil }
    if kept.isCurrent(description, version: version) { return .current(kept.summary) }
    guard kept.mayHaveGrown(description, version: version), kept.summary.blocks.count >= 2,
      kept.summary.blocks.count <= 2 * blockCount,
      try base.rowCount(through: kept.last.x) == kept.rowCount
    else { return nil }
    return .grown(kept.summary)
  }
}

/// What a ``StreamReader`` hands the main thread.
public enum StreamEvent: Sendable, Equatable {
  /// Rows read (and rows skipped) since the last event.
  case rows(StreamBatch)
  /// The input was a contest JSON document (its first byte `{` or `[`), read whole to its end
  /// and loaded as a file is: these are its chart sets.
  case loaded([ChartSet])
  /// The input ended; every row was handed over.
  case ended
  /// Reading failed: the message says why (`stdin: Input/output error`).
  case failed(String)
  /// The input was a document loaded whole (contest JSON) and it is bad: the loader's error,
  /// which ends the explorer as it would have before it opened (exit 65).
  case loadFailed(LoadError)
  /// A followed file was truncated or replaced and is read again from its start: what was
  /// read before is gone (the message says so).
  case restarted(String)
}

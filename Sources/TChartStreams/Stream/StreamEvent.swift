import TChartCSV
import TChartData

/// What a ``StreamReader`` hands the main thread.
public enum StreamEvent: Sendable, Equatable {
  /// Rows read (and rows skipped) since the last event.
  case rows(StreamBatch)
  /// The input was loaded whole as a file is (a contest JSON document from a stream, its first
  /// byte `{` or `[`; or a file loaded in the background): its chart sets and the loader's notes.
  case loaded(LoadResult)
  /// How far a file loaded in the background has come.
  case progress(LoadProgress)
  /// The input ended; every row was handed over.
  case ended
  /// Reading failed: the message says why (`stdin: Input/output error`).
  case failed(String)
  /// The input was loaded whole (contest JSON from a stream, a file in the background) and it
  /// is bad: the loader's error, which ends the explorer as it would have before it opened.
  case loadFailed(LoadError)
  /// A followed file was truncated or replaced and is read again from its start: what was
  /// read before is gone (the message says so).
  case restarted(String)
  /// A message about the stream that does not end it (an `--every` run that failed), or `nil`
  /// once it no longer applies (the next run gave a row).
  case notice(String?)
}

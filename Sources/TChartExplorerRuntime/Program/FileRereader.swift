import TChartCSV
import TChartStreams

/// Reads the open file again with other columns (the columns sheet's choice): a reader whose
/// events (progress, the chart sets, a failure) reach the explorer as a stream's do. The
/// command builds it from its flags, so the cache and `--y`'s derived lines apply as on open.
public typealias FileRereader = @Sendable (ColumnChoice) -> StreamReader

import TChartSources

/// What a table source's query runner answers, as the reducer takes it
/// (``FeedAction/table(_:)``): answers to the query of a generation (or its failure), a
/// large table's block summary read further, the row nearest to an x, a window's totals.
public typealias TableAction = SourceQueryRunner.Outcome

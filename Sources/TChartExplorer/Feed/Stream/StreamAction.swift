import TChartStreams

/// What a stream reader reports, as the reducer takes it (``FeedAction/stream(_:)``): the
/// first rows create the chart set and later ones are appended in place (the window follows
/// unless paused); data loaded whole replaces the wait and shows its first note; progress
/// goes to the title; an end, a failure, a restart or a notice goes to the status line and
/// the message log; a load error ends the explorer with the loader's exit code.
public typealias StreamAction = StreamEvent

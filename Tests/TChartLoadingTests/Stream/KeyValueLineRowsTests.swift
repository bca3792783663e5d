import Testing

@testable import TChartStreams

/// Key=value lines on a live stream (`ping 127.0.0.1 | tchart -`): each reply becomes a row as
/// it arrives, whatever the split of the bytes; the banner and summary are skipped and counted.
@Suite struct KeyValueLineRowsTests {
  private let ping = """
    PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.
    64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.034 ms
    64 bytes from 127.0.0.1: icmp_seq=2 ttl=64 time=0.042 ms
    64 bytes from 127.0.0.1: icmp_seq=3 ttl=64 time=1.05 ms
    """

  @Test(arguments: [1, 3, 17, 1 << 16])
  func repliesBecomeCSVRowsWhateverTheSplit(piece: Int) {
    var rows = KeyValueLineRows()
    #expect(
      csvText(of: ping, piece: piece, through: &rows)
        == "icmp_seq,ttl,time\n1,64,0.034\n2,64,0.042\n3,64,1.05\n")
    var batch: StreamBatch?
    rows.drain(into: &batch)
    #expect(batch?.skipped == 1)
    #expect(batch?.problem == "line 1: no key=value pairs ('PING 127.0.0.1 (127.0.0.1) …')")
  }

  @Test(
    arguments: [
      ("PING x\n64 bytes: icmp_seq=1 ttl=64 time=0.1 ms\n", true),
      ("PING x\n", nil),
      ("t,a\n1,2\n", false),
      ("1 2 3\n", false),
      ("2026-11-25T10:00:11 web1 GET\n", false),
      ("a=1 b=2", nil),
    ] as [(String, Bool?)])
  func aStreamIsKeyValueWhenOneOfItsFirstTwoLinesHoldsPairs(text: String, expected: Bool?) {
    #expect(KeyValueLineRows.starts(Array(text.utf8), whole: false) == expected)
  }

  @Test func pingThroughTheReaderDrawsTheRoundTrips() {
    let events = StreamReaderTests().events(ping + "\n\n--- 127.0.0.1 ping statistics ---\n")
    #expect(events.last == .ended)
    let batches = events.compactMap { if case .rows(let batch) = $0 { batch } else { nil } }
    #expect(batches.flatMap(\.x) == [1, 2, 3])
    #expect(batches.compactMap(\.layout).first?.names == ["ttl", "time"])
    #expect(batches.flatMap { $0.columns.count > 1 ? $0.columns[1] : [] } == [0.034, 0.042, 1.05])
    #expect(batches.reduce(0) { $0 + $1.skipped } == 2)
  }

  @Test func aLogWithoutATimeKeyIsDrawnAtArrival() {
    let events = StreamReaderTests().events("level=info n=3 load=0.5\nlevel=info n=4 load=0.7\n")
    let batches = events.compactMap { if case .rows(let batch) = $0 { batch } else { nil } }
    let layout = batches.compactMap(\.layout).first
    #expect(layout?.xIsArrival == true)
    #expect(layout?.names == ["n", "load"])
    #expect(batches.flatMap(\.x).count == 2)
  }
}

import Glibc
import Testing

@testable import TChartModel

/// The reader thread end to end over a pipe: rows arrive through the mailbox and its wake
/// descriptor; a contest JSON document is loaded whole.
@Suite struct StreamReaderTests {
  /// Every event `bytes` written into a pipe give, waiting on the wake descriptor until the end.
  func events(_ text: String) -> [StreamEvent] {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let reader = StreamReader(source: .descriptor(ends[0]), name: "test", options: StreamOptions())
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    var events: [StreamEvent] = []
    while !events.contains(.ended)
      && !events.contains(where: { if case .loaded = $0 { true } else { false } })
    {
      var entry = pollfd(fd: reader.wakeDescriptor, events: Int16(POLLIN), revents: 0)
      #expect(poll(&entry, 1, 5000) == 1)
      events += reader.take()
    }
    return events
  }

  @Test func rowsThenTheEnd() {
    let events = events("t,a\n1,2\n2,3")
    #expect(events.last == .ended)
    let rows = events.compactMap { if case .rows(let batch) = $0 { batch } else { nil } }
    #expect(rows.flatMap(\.x) == [1, 2])
  }

  @Test func aContestDocumentIsLoadedWhole() {
    let events = events(
      #" {"columns":[["x",0,86400000],["y0",1,5]],"types":{"x":"x","y0":"line"},"names":{"y0":"P"}}"#
    )
    guard case .loaded(let sets) = events.last else {
      Issue.record("not loaded: \(events)")
      return
    }
    #expect(sets.first?.lines.first?.name == "P")
  }
}

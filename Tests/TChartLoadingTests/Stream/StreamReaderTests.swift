import Glibc
import TChartData
import Testing

@testable import TChartCSV
@testable import TChartLoading
@testable import TChartStreams

/// The reader thread end to end over a pipe: rows arrive through the mailbox and its wake
/// descriptor; a contest JSON document is loaded whole.
@Suite struct StreamReaderTests {
  /// Every event `bytes` written into a pipe give, waiting on the wake descriptor until the end.
  func events(_ text: String, options: StreamOptions = StreamOptions()) -> [StreamEvent] {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let reader = StreamReader(source: .descriptor(ends[0]), name: "test", options: options)
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    var events: [StreamEvent] = []
    while !events.contains(where: Self.isLast) {
      var entry = pollfd(fd: reader.wakeDescriptor, events: Int16(POLLIN), revents: 0)
      #expect(poll(&entry, 1, 5000) == 1)
      events += reader.take()
    }
    return events
  }

  /// Whether `event` is the last a reader posts for a pipe.
  static func isLast(_ event: StreamEvent) -> Bool {
    switch event {
    case .ended, .loaded, .loadFailed, .failed: true
    default: false
    }
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
    guard case .loaded(let result) = events.last else {
      Issue.record("not loaded: \(events)")
      return
    }
    #expect(result.chartSets.first?.lines.first?.name == "P")
  }

  @Test func aDocumentIsReadAtTheJSONPathGiven() {
    var options = StreamOptions()
    options.jsonPath = "volumes"
    let events = events(#"{"prices":[[1,5],[2,6]],"volumes":[[1,7],[2,8]]}"#, options: options)
    guard case .loaded(let result) = events.last else {
      Issue.record("not loaded: \(events)")
      return
    }
    #expect(result.chartSets.first?.lines.map(\.name) == ["volumes"])
    #expect(result.notes.map(\.message).contains { $0.contains("'volumes'") })
  }

  @Test func streamInputThatIsNotTextStopsAtItsFirstNULByte() {
    let events = events("t,a\n1,2\n3,\u{0}4\n")
    guard case .loadFailed(let error) = events.last else {
      Issue.record("not refused: \(events)")
      return
    }
    #expect(error.description == "tchart: test:3:3: not text (a NUL byte)")
  }

  /// A file of `text` in a fresh temporary directory.
  func file(_ text: String) -> String {
    var template = Array("/tmp/tchart-reader-XXXXXX".utf8CString)
    let directory = template.withUnsafeMutableBufferPointer {
      String(cString: mkdtemp($0.baseAddress!))
    }
    let path = directory + "/data.csv"
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
    _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    return path
  }

  @Test func aFileLoadedInTheBackgroundGivesWhatTheLoaderGives() throws {
    let path = file("date,a\n2019-03-02,1\n2019-03-01,2\n")
    let reader = StreamReader(
      source: .file(path: path, options: LoadOptions()), name: path, options: StreamOptions())
    let outcome = try #require(reader.outcome(within: 10))
    let expected = try ChartLoader.load(path: path, options: LoadOptions())
    #expect(try outcome.get() == expected)
    // The rows were sorted, with a note the explorer shows.
    #expect(try outcome.get().notes.count == 1)
  }

  @Test func aBadFileLoadedInTheBackgroundGivesTheLoadersError() throws {
    let path = file("t,a\n1,2\n2,x\n")
    let reader = StreamReader(
      source: .file(path: path, options: LoadOptions()), name: path, options: StreamOptions())
    let outcome = try #require(reader.outcome(within: 10))
    guard case .failure(let error) = outcome else {
      Issue.record("loaded a bad file")
      return
    }
    #expect(error.description.hasPrefix("tchart: \(path):3:2:"))
    #expect(error.exitCode == 65)
  }

  @Test func aFileLoaderGivenLoadsTheFileInsteadOfTheParser() throws {
    let path = file("date,a\n2019-03-01,1\n")
    let parsed = try ChartLoader.load(path: path, options: LoadOptions())
    let cached = LoadResult(
      chartSets: parsed.chartSets, notes: [LoadNote(file: path, message: "from the loader")])
    let reader = StreamReader(
      source: .file(path: path, options: LoadOptions()), name: path, options: StreamOptions(),
      fileLoader: { given, _, progress throws(LoadError) in
        progress(LoadProgress(bytesParsed: 1, totalBytes: 1, seconds: 0))
        guard given == path else { throw LoadError(file: given, location: "", message: "other") }
        return cached
      })
    let outcome = try #require(reader.outcome(within: 10))
    #expect(try outcome.get() == cached)
  }
}

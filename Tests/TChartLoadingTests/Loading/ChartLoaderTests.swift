import Testing

@_spi(Benchmarks) @testable import TChartCSV
@testable import TChartData
@_spi(Benchmarks) @testable import TChartLoading

#if canImport(Glibc)
  import Glibc
#endif

@Suite final class ChartLoaderTests {
  /// The temporary files written by this test, removed with their folders afterwards.
  private var created: [String] = []

  deinit {
    for path in created {
      unlink(path)
      var folder = path
      folder.removeSubrange(folder.lastIndex(of: "/")!...)
      rmdir(folder)
    }
  }

  /// Writes `text` to a fresh temporary file and returns its path.
  func temporaryFile(_ text: String, name: String) -> String {
    var template = Array("/tmp/tchart-loader-XXXXXX".utf8CString)
    let directory = template.withUnsafeMutableBufferPointer {
      String(cString: mkdtemp($0.baseAddress!)!)
    }
    let path = directory + "/" + name
    let handle = fopen(path, "w")!
    fputs(text, handle)
    fclose(handle)
    created.append(path)
    return path
  }

  @Test func missingFileIsUnreadableWithTheSystemReason() {
    do {
      _ = try ChartLoader.load(path: "/nonexistent/chart.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "tchart: /nonexistent/chart.json: No such file or directory")
      #expect(error.kind == .unreadable)
      #expect(error.exitCode == 66)
    }
  }

  @Test func directoryWithoutChartFoldersIsUnreadable() {
    var folder = TemporaryFolder()
    defer { folder.remove() }
    folder.file("data.json", "[]")
    do {
      _ = try ChartLoader.load(path: folder.path)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("tchart: \(folder.path): no charts in this folder: "))
      #expect(error.exitCode == 66)
    }
  }

  @Test func loadsFilesByContentNotExtension() throws {
    let json = temporaryFile("\n  " + contestChart(), name: "data.csv")
    #expect(try ChartLoader.load(path: json)[0].x == [1, 2, 3])
    let csv = temporaryFile("x,a\n1,2\n2,3\n", name: "table.json")
    let chart = try ChartLoader.load(path: csv)[0]
    #expect(chart.name == "table")
    #expect(chart.lines[0].values == [2, 3])
  }

  @Test func errorsNameTheFileAsGiven() {
    let path = temporaryFile("x,a\n1,2\n2,b\n", name: "bad.csv")
    do {
      _ = try ChartLoader.load(path: path)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "tchart: \(path):3:2: 'b' is not a number")
      #expect(error.exitCode == 65)
    }
  }

  @Test func droppingParsedPagesOfAMappingKeepsTheData() throws {
    var text = "x,a,b\n"
    for row in 0..<20_000 { text += "\(row),\(row).25,\(row % 13)\n" }
    let path = temporaryFile(text, name: "big.csv")
    for _ in 0..<2 {
      let chart = try FileBytes.withContents(of: path, file: path) {
        bytes, isMapped throws(LoadError) in
        #expect(isMapped)
        var notes: [LoadNote] = []
        var options = LoadOptions()
        options.chunking.checkpointBytes = 4096
        return try CSVLoader.load(
          bytes, file: path, name: "big", options: options, notes: &notes,
          releasesPages: isMapped)
      }
      #expect(chart.count == 20_000)
      #expect(chart.lines[0].values[19_999] == 19_999.25)
      #expect(chart.lines[1].values[12_345] == Double(12_345 % 13))
    }
  }

  @Test func pipesAreReadToTheEnd() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ: room for the whole text, so no reader thread
    #expect(fcntl(ends[1], setPipeSize, 1 << 18) >= 1 << 18)
    var text = "x,a\n"
    for row in 0..<12_000 { text += "\(row),\(row * 3)\n" }
    let bytes = Array(text.utf8)
    #expect(bytes.count > 1 << 16 && bytes.count < 1 << 18)  // more than one read
    #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
    close(ends[1])
    defer { close(ends[0]) }
    let chart = try ChartLoader.load(path: "/dev/fd/\(ends[0])")[0]
    #expect(chart.name == "\(ends[0])")
    #expect(chart.count == 12_000)
    #expect(chart.lines[0].values[11_999] == 35_997)
  }

  @Test func sniffing() {
    func format(_ text: String) -> ChartLoader.Format {
      Array(text.utf8).withUnsafeBufferPointer { ChartLoader.sniff($0) }
    }
    #expect(format("") == .empty)
    #expect(format(" \t\r\n") == .empty)
    #expect(format("\u{FEFF}[") == .json)
    #expect(format("\n {") == .json)
    #expect(format("x,y") == .delimited)
    #expect(format("\"[x\",y") == .delimited)
  }

  @Test func aJSONFileThatIsNotCSVEitherGetsTheJSONError() {
    func message(_ bytes: [UInt8], file: String) -> String? {
      do {
        _ = try ChartLoader.parse(bytes: bytes, file: file)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(
      message(Array("hello".utf8), file: "a.json") == "tchart: a.json:1:1: unexpected character 'h'"
    )
    #expect(
      message([0xFF, 0xFE, 0x5B], file: "b.JSON") == "tchart: b.JSON:1:1: unexpected byte 0xFF")
    #expect(
      message(Array("x,a\n1,b\n".utf8), file: "c.json")
        == "tchart: c.json:1:1: unexpected character 'x'")
    #expect(
      message(Array("x,a\n1,b\n".utf8), file: "c.csv") == "tchart: c.csv: no numeric data columns")
    #expect(message(Array("x,a\n1,2\n".utf8), file: "c.json") == nil)
    #expect(message(Array(" ".utf8), file: "d.json") == "tchart: d.json: the file is empty")
  }

  @Test func columnFlagsOnJSONAreAUsageError() throws {
    var options = LoadOptions(xColumn: "nope")
    let error = #expect(throws: LoadError.self) {
      try ChartLoader.parse(bytes: Array(contestChart().utf8), file: "f.json", options: options)
    }
    #expect(error?.description == "tchart: f.json: --x applies to CSV and TSV files only")
    #expect(error?.exitCode == 64)
    options.seriesColumn = "s"
    options.xType = .unixSeconds
    #expect(
      loadMessage(contestChart(), file: "f.json", options: options)
        == "tchart: f.json: --x, --series, --x-type apply to CSV and TSV files only")
    #expect(try loadCharts(contestChart()).count == 1)
  }

  @Test func parseBufferAndBytesAgree() throws {
    let bytes = Array("x,a\n1,2\n".utf8)
    let viaBuffer = try bytes.withUnsafeBufferPointer { buffer throws(LoadError) in
      try ChartLoader.parse(buffer: buffer, file: "b.csv")
    }
    #expect(viaBuffer == (try ChartLoader.parse(bytes: bytes, file: "b.csv")))
  }
}

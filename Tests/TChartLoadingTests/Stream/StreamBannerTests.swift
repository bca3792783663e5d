import Testing

@testable import TChartStreams

/// Streams from real commands: banners before the header, repeated headers, and rows split at
/// spaces whose first field is not x (shapes copied from `vmstat 1`, `ping`, `iostat`,
/// `/proc/loadavg` on Debian).
@Suite struct StreamBannerTests {
  /// The rows of `lines`, one read each, the first at time 100 and one second apart.
  func parse(_ lines: [String], options: StreamOptions = StreamOptions()) -> StreamBatch? {
    var parser = StreamParser(options: options)
    parser.previousArrival = 99
    for (index, line) in lines.enumerated() {
      parser.feed(Array((line + "\n").utf8), arrival: 100 + Double(index))
    }
    parser.finish(arrival: 100 + Double(lines.count))
    return parser.take()
  }

  static let vmstatBanner =
    "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----"
  static let vmstatHeader =
    " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st"

  @Test func vmstatDrawsPastItsBannerAndRepeatedHeader() throws {
    let batch = try #require(
      parse([
        Self.vmstatBanner, Self.vmstatHeader,
        " 3  0      0 22909160  11220 1261972    0    0  2472  1357  189  313 18  4 77  1  0",
        " 2  0      0 22909100  11220 1261972    0    0     0   100  749  760 99  2  0  0  0",
        Self.vmstatBanner, Self.vmstatHeader,
        " 1  0      0 22909000  11220 1261980    0    0     4    16  658  447 10  1 89  0  0",
      ]))
    let layout = try #require(batch.layout)
    #expect(layout.names.count == 17 && layout.names.first == "r" && layout.names.last == "st")
    #expect(layout.xIsArrival && layout.xKind == .time)
    #expect(layout.note == "x is the arrival time: the first column does not count up")
    #expect(batch.x == [102, 103, 106])
    #expect(batch.columns[0] == [3, 2, 1])
    #expect(batch.columns[3] == [22_909_160, 22_909_100, 22_909_000])
    #expect(batch.skipped == 0)
    #expect(batch.problem == "line 2: 'r b swpd …' read as the header")
  }

  @Test func aPingBannerBeforeNumbersIsSkipped() throws {
    let batch = try #require(
      parse(["PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.", "0.244", "0.038", "0.037"]))
    #expect(batch.layout == StreamLayout(names: ["1"], xKind: .time, xIsArrival: true))
    #expect(batch.columns == [[0.244, 0.038, 0.037]])
    #expect(batch.skipped == 0)
  }

  @Test func loadavgLikeRowsTakeTheArrivalTimeWhenTheFirstDoesNotIncrease() throws {
    let batch = try #require(parse(["0.58 0.40 0.18", "0.55 0.40 0.18", "0.61 0.41 0.19"]))
    #expect(batch.layout?.names == ["1", "2", "3"])
    #expect(batch.layout?.xIsArrival == true)
    #expect(batch.x == [100, 101, 102])
    #expect(batch.columns == [[0.58, 0.55, 0.61], [0.40, 0.40, 0.41], [0.18, 0.18, 0.19]])
  }

  @Test func aRowThatStopsTheCountDecidesAtOnce() {
    var parser = StreamParser()
    parser.feed(Array("0.58 0.40 0.18\n".utf8), arrival: 100)
    #expect(parser.take()?.x == [100])
    parser = StreamParser()
    parser.feed(Array("1 10\n2 11\n".utf8), arrival: 100)
    #expect(parser.take() == nil)
    parser.feed(Array("3 12\n".utf8), arrival: 101)
    #expect(parser.take()?.x == [1, 2, 3])
  }

  @Test func rowsSplitAtSpacesWhoseFirstIncreasesKeepItAsX() throws {
    let batch = try #require(parse(["1 10", "2 11", "3 12", "4 13"]))
    #expect(batch.layout == StreamLayout(names: ["1"], xKind: .number, xIsArrival: false))
    #expect(batch.x == [1, 2, 3, 4])
    #expect(batch.columns == [[10, 11, 12, 13]])
  }

  @Test func rowsInOneReadAreStillSpreadAfterTheDecision() throws {
    var parser = StreamParser()
    parser.previousArrival = 96
    parser.feed(Array("5 1\n4 2\n3 3\n2 4\n".utf8), arrival: 100)
    let taken = parser.take()
    let batch = try #require(taken)
    #expect(batch.layout?.xIsArrival == true)
    #expect(batch.x == [97, 98, 99, 100])
    #expect(batch.columns == [[5, 4, 3, 2], [1, 2, 3, 4]])
  }

  /// `iostat -c 1`: a banner holding tabs, then `avg-cpu:` over six numbers.
  @Test func iostatsCPUHeaderLosesItsLabel() throws {
    let batch = try #require(
      parse([
        "Linux 6.1.0-18-amd64 (host) \t11/25/26 \t_x86_64_\t(2 CPU)", "",
        "avg-cpu:  %user   %nice %system %iowait  %steal   %idle",
        "          21.38    0.00    3.82    0.97    0.03   73.79", "",
        "avg-cpu:  %user   %nice %system %iowait  %steal   %idle",
        "          96.00    0.00    2.50    0.00    1.00    0.50", "",
        "avg-cpu:  %user   %nice %system %iowait  %steal   %idle",
        "          50.00    0.00    2.50    0.00    1.00   46.50",
      ]))
    #expect(batch.layout?.names == ["%user", "%nice", "%system", "%iowait", "%steal", "%idle"])
    #expect(batch.layout?.xIsArrival == true)
    #expect(batch.columns[0] == [21.38, 96, 50])
    #expect(batch.skipped == 0)
  }

  @Test func decimalsThatHappenToIncreaseAreNotX() throws {
    let batch = try #require(parse(["%user %idle", "21.38 73.79", "96.00 0.50", "98.50 0.00"]))
    #expect(batch.layout?.names == ["%user", "%idle"])
    #expect(batch.layout?.xIsArrival == true)
    #expect(batch.columns[0] == [21.38, 96, 98.5])
  }

  /// `sar 1`: rows as wide as the header whose x is a time of day are read, never taken for a
  /// header (``StreamTimesOfDayTests``).
  @Test func sarRowsAfterTheirHeaderAreRead() throws {
    let batch = try #require(
      parse([
        "Linux 6.1.0-18-amd64 (host) \t11/25/26 \t_x86_64_\t(2 CPU)", "",
        "13:30:50        CPU     %user     %nice   %system   %iowait    %steal     %idle",
        "13:30:51        all     95.50      0.00      4.00      0.00      0.00      0.50",
        "13:30:52        all     98.48      0.00      1.52      0.00      0.00      0.00",
      ]))
    #expect(batch.x.count == 2 && batch.skipped == 0)
    #expect(batch.columns[0] == [95.5, 98.48])
  }

  /// `free -s 1`: a header, then `Mem:` and `Swap:` rows of other widths: nothing draws, and
  /// the waiting message says which line was last taken for the header.
  @Test func linesThatNeverBecomeRowsSayWhichWasTakenForTheHeader() throws {
    let batch = try #require(
      parse([
        "               total        used        free      shared  buff/cache   available",
        "Mem:        24684084      619816    23166212        8872     1158768    24064268",
        "Swap:              0           0           0",
      ]))
    #expect(batch.x.isEmpty && batch.skipped == 0)
    #expect(batch.problem == "line 3: 'Swap: 0 0 …' read as the header")
  }

  /// `iostat -x 1`: CPU rows, and a `Device` block after each: counted once, then silent.
  @Test func anotherTableAfterTheRowsIsSkippedAndCountedOnce() throws {
    let cpu = "avg-cpu:  %user   %nice %system %iowait  %steal   %idle"
    let device = "Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s"
    let batch = try #require(
      parse([
        "Linux 6.1.0-18-amd64 (host) \t11/25/26 \t_x86_64_\t(2 CPU)", "",
        cpu, "          21.17    0.00    3.83    0.97    0.04   73.99", "",
        device, "vda             87.43   5048.94    18.90  17.78    0.73    57.75   18.53", "", "",
        cpu, "          97.99    0.00    2.01    0.00    0.00    0.00", "",
        device, "vda              2.00      8.00     0.00   0.00    0.50     4.00    0.00", "", "",
        cpu, "          50.00    0.00    2.01    0.00    0.00   47.99", "",
      ]))
    #expect(batch.columns[0] == [21.17, 97.99, 50])
    #expect(batch.skipped == 1)
    #expect(batch.problem == "line 6: another table ('Device r/s rkB/s …') skipped")
  }

  @Test func aTitleLineAboveACSVHeaderIsABanner() throws {
    let batch = try #require(parse(["CPU report", "t,a,b", "1,10,20", "2,11,21"]))
    #expect(batch.layout == StreamLayout(names: ["a", "b"], xKind: .number, xIsArrival: false))
    #expect(batch.x == [1, 2])
  }

  @Test func rowsThatNeverFitAreCountedWithTheReason() throws {
    let batch = try #require(parse(["t,a", "x,abc", "y,def"]))
    #expect(batch.x.isEmpty)
    #expect(batch.skipped == 2)
    #expect(batch.problem == "line 3: x 'y' is neither a number nor a date")
    let short = try #require(parse(["t,a,b", "1,2", "2,3"]))
    #expect(short.skipped == 2 && short.problem == "line 3: 2 fields, expected 3")
  }

  @Test func aCSVHeaderRepeatedInsideTheStreamIsSkippedSilently() throws {
    let batch = try #require(parse(["t,a", "1,2", "t,a", "2,3", "t,b"]))
    #expect(batch.x == [1, 2] && batch.columns == [[2, 3]])
    #expect(batch.skipped == 1 && batch.problem == "line 5: x 't' cannot be read")
  }

  @Test func otherLinesAfterTheFirstRowAreStillCounted() throws {
    let batch = try #require(parse(["a b", "1 2", "2 3", "3 4", "oops here", "4 5"]))
    #expect(batch.x == [1, 2, 3, 4])
    #expect(batch.skipped == 1)
    #expect(batch.problem == "line 5: x 'oops' cannot be read")
  }
}

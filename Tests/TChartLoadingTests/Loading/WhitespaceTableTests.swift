import Testing

@testable import TChartCSV

/// Tables separated by runs of spaces, shaped as `vmstat`, `iostat`, `sar` and `free` write
/// them, read from files: banners skipped, the header found by the rows' field count.
@Suite struct WhitespaceTableTests {
  /// `vmstat 1` as it writes into a file: a banner, the header, rows, and both again.
  static let vmstat = """
    procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
     r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
     3  0      0 22909160  11220 1261972    0    0  2472  1357  189  313 18  4 77  1  0
     3  0      0 22909160  11220 1261972    0    0     0   100  749  760 99  2  0  0  0
    procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
     r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
     1  0      0 22909100  11220 1261980    0    0     4    16  658  447 10  1 89  0  0

    """

  @Test func vmstatReadsWithItsBannerAndRepeatedHeaderSkipped() throws {
    let result = try loadResult(Self.vmstat, file: "vmstat.txt")
    let set = result.chartSets[0]
    #expect(set.x == [1, 2, 3])
    // Columns of zeros are not measures (issue 40); `id` (idle, 0…100) is one.
    #expect(
      set.lines.map(\.id) == ["r", "free", "cache", "bi", "bo", "in", "cs", "us", "sy", "id", "wa"])
    try #require(set.lines.count == 11)
    #expect(set.lines[0].values == [3, 3, 1])
    #expect(set.lines[1].values == [22_909_160, 22_909_160, 22_909_100])
    #expect(set.lines[7].values == [18, 99, 10])
    #expect(set.name == "vmstat")
    #expect(
      result.notes.map(\.message) == [
        "read as a table separated by spaces, the header on line 2, 1 banner line above",
        "x is the row number: 'r' does not increase",
        "not drawn, not measures: b (constant), swpd (constant), buff (constant), si (constant), "
          + "so (constant), st (constant); C or --y draws them",
      ])
  }

  /// `iostat`'s CPU block under `avg-cpu:`: measures only, x the row number even when
  /// `%user` happens to increase.
  @Test func aLabelledBlockHasTheRowNumberAsX() throws {
    let text = """
      Linux 6.1.0-13-amd64 (host) \t11/29/2026 \t_x86_64_\t(2 CPU)

      avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                58.78    0.00    5.19    0.14    0.05   35.84

      avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                83.67    0.00    8.67    0.00    0.00    7.65

      """
    let result = try loadResult(text, file: "iostat.txt")
    let set = result.chartSets[0]
    #expect(set.x == [1, 2] && set.lines.first?.id == "%user")
    #expect(result.notes.map(\.message).contains("x is the row number: 'avg-cpu:' heads measures"))
  }

  /// `vmstat -t`: one header name (`UTC`) over a date and a time: one column, x.
  @Test func vmstatWithTimestampsHasItsDatesAsX() throws {
    let text = """
      procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu----- -----timestamp-----
       r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st                 UTC
       1  0      0 19250920  67216 5013732    0    0   203   934  305  740 59  5 36  0  0 2026-11-29 07:18:24
       2  0      0 19250400  67216 5013740    0    0     0     8  175  298  1  1 98  1  0 2026-11-29 07:18:25

      """
    let result = try loadResult(text, file: "vmstat-t.txt")
    let set = result.chartSets[0]
    #expect(set.xKind == .time && set.x[1] - set.x[0] == 1)
    #expect(set.lines.map(\.id).contains("us") && !set.lines.map(\.id).contains("UTC"))
    #expect(result.notes.map(\.message).contains("x is column 'UTC', the first holding dates"))
  }

  @Test func aFirstColumnThatIncreasesStaysX() throws {
    let text = "  t   cpu    mem\n  10  5.5  100\n  20  6.5  101\n  30  7.5  102\n"
    let result = try loadResult(text, file: "export.txt")
    let set = result.chartSets[0]
    #expect(set.x == [10, 20, 30])
    #expect(set.lines.map(\.id) == ["cpu", "mem"])
    #expect(set.lines[0].values == [5.5, 6.5, 7.5])
    #expect(
      result.notes.map(\.message) == [
        "read as a table separated by spaces, the header on line 1"
      ])
  }

  @Test func namesInSingleQuotesLoseThem() throws {
    let text = "'OBS' 'GPA' 'TUCE'\n1 2.66 20\n2 2.89 22\n3 3.28 24\n"
    let set = try loadResult(text, file: "spector.csv").chartSets[0]
    #expect(set.x == [1, 2, 3] && set.lines.map(\.id) == ["GPA", "TUCE"])
  }

  @Test func datesInTheFirstColumnAreX() throws {
    let text = "date        open   close\n2024-03-08  10.5   11\n2024-03-09  11     10.25\n"
    let set = try loadResult(text, file: "prices.txt").chartSets[0]
    #expect(set.xKind == .time && set.x == [1_709_856_000, 1_709_942_400])
    #expect(set.lines.map(\.id) == ["open", "close"])
    #expect(set.lines[1].values == [11, 10.25])
  }

  /// `iostat 1 2`: a banner with tabs, `avg-cpu:` blocks (the header one word longer) and
  /// `Device` blocks, another table.
  @Test func iostatReadsItsCPUTableAndSkipsTheDeviceTable() throws {
    let text =
      "Linux 6.1.0-18-amd64 (host) \t11/25/26 \t_x86_64_\t(2 CPU)\n\n"
      + "avg-cpu:  %user   %nice %system %iowait  %steal   %idle\n"
      + "          21.38    0.00    3.82    0.97    0.03   73.79\n\n"
      + "Device             tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn\n"
      + "vda             107.82      5035.44      2633.34       188.11    1880081     983212\n\n\n"
      + "avg-cpu:  %user   %nice %system %iowait  %steal   %idle\n"
      + "          96.00    0.00    2.50    0.00    1.00    0.50\n\n"
      + "Device             tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn\n"
      + "vda               9.00         0.00      7640.00         0.00          0       7640\n\n"
    let result = try loadResult(text, file: "iostat.txt")
    let set = result.chartSets[0]
    // `%user` is a measure, not x, though it happens to increase (issue 40's trial).
    #expect(set.x == [1, 2])
    #expect(
      set.lines.map(\.id) == ["%user", "%nice", "%system", "%iowait", "%steal", "%idle"])
    #expect(set.lines[5].values == [73.79, 0.5])
    #expect(
      result.notes.map(\.message) == [
        "read as a table separated by spaces, the header on line 3, 1 banner line above",
        "2 other tables skipped (line 6: 'Device tps kB_read/s …')",
        "x is the row number: 'avg-cpu:' heads measures",
      ])
  }

  /// A NIST StRD `.dat` file: a description holding a small table of results, then `Data:`
  /// over the long table: the longest run of rows under a header is the table.
  @Test func theTableIsTheLongestRunOfRowsUnderAHeader() throws {
    var text = """
      NIST/ITL StRD
      Dataset Name:   SiRstv     (SiRstv.dat)

      Source of                  Sums of               Mean
      Variation          df      Squares              Squares             F Statistic

      Between Instrument  4 5.11462616000000E-02 1.27865654000000E-02 1.18046237440255E+00
      Within Instrument  20 2.16636560000000E-01 1.08318280000000E-02

      Data:  Instrument   Resistance

      """
    for row in 0..<10 { text += "           \(row / 5 + 1)         196.\(3000 + row)\n" }
    let result = try loadResult(text, file: "SiRstv.dat")
    let set = result.chartSets[0]
    #expect(set.x.array == Array(1...10).map(Double.init))
    #expect(set.lines.map(\.id) == ["Instrument", "Resistance"])
    #expect(set.lines[1].values.first == 196.3 && set.lines[1].values.last == 196.3009)
    #expect(
      result.notes.map(\.message) == [
        "read as a table separated by spaces, the header on line 10, 6 banner lines above",
        "x is the row number: 'Instrument' does not increase",
      ])
  }

  @Test func summaryRowsAreSkippedWithANote() throws {
    let text = "t   user  idle\n1   5.5   90\n2   6.5   89\nAverage:  6   89.5\n"
    let result = try loadResult(text, file: "sar.txt")
    #expect(result.chartSets[0].x == [1, 2])
    #expect(result.notes.map(\.message).last == "1 summary row skipped (line 4)")
  }

  @Test func aHeaderOneWordShortNamesAllButTheFirstColumn() throws {
    let text = """
                     total        used        free
      Mem:        24684084      619816    23166212
      Swap:              0           0           0

      """
    var notes: [LoadNote] = []
    let converted = try #require(
      text.utf8.withContiguousStorageIfAvailable {
        WhitespaceTable.csv($0, file: "free.txt", notes: &notes)
      } ?? nil)
    #expect(
      String(decoding: converted.csv, as: UTF8.self)
        == ",total,used,free\nMem:,24684084,619816,23166212\nSwap:,0,0,0\n")
    #expect(converted.xColumn == nil)
  }

  @Test func errorsNameTheFilesOwnLineAndField() {
    let text = "procs ---memory---\n r  b  free\n 1  0  100\n 2  0  oops\n"
    #expect(loadMessage(text, file: "vm.txt") == "tchart: vm.txt:4:3: 'oops' is not a number")
  }

  /// Bytes with a NUL are not text, so not a whitespace table: they are read as CSV, whose
  /// errors are located in the file's own columns, from a file and a pipe alike (the CSV fuzz
  /// harness found the rewrite shifting a NUL's column, and a pipe's first block deciding
  /// otherwise than the file).
  @Test func bytesWithANULAreNotAWhitespaceTable() {
    let rows = String(repeating: " 1  0  100\n", count: 5)
    let text = "r  b  free\n 2 \u{0}0  101\n" + rows
    #expect(
      Array(text.utf8).withUnsafeBufferPointer { WhitespaceTable.starts($0, whole: true) } == false)
    #expect(
      Array(text.utf8).withUnsafeBufferPointer { WhitespaceTable.starts($0, whole: false) } == false
    )
    var notes: [LoadNote] = []
    let spaced = Array((text + text).utf8).withUnsafeBufferPointer {
      WhitespaceTable.csv($0, file: "vm.txt", notes: &notes)
    }
    #expect(spaced == nil)
  }

  @Test func csvAndTSVAreNotWhitespaceTables() throws {
    for text in ["a,b\n1,2\n", "a\tb c\n1\t2\n", "a;b\n1 2;3\n", "value\n1\n2\n", "my value\n1\n"] {
      var notes: [LoadNote] = []
      let converted = Array(text.utf8).withUnsafeBufferPointer {
        WhitespaceTable.csv($0, file: "f.csv", notes: &notes)
      }
      #expect(converted == nil, "\(text.debugDescription)")
    }
    let set = try loadResult("t\tcpu\n1\t5\n2\t6\n", file: "t.tsv").chartSets[0]
    #expect(set.lines.map(\.id) == ["cpu"] && set.x == [1, 2])
  }

  @Test func aStreamBlockTellsOnlyOnceItHoldsADataRow() {
    func starts(_ text: String, whole: Bool) -> Bool? {
      Array(text.utf8).withUnsafeBufferPointer { WhitespaceTable.starts($0, whole: whole) }
    }
    #expect(starts("a,b\n", whole: false) == false)
    #expect(starts("procs ---memory---\n r  b\n", whole: false) == nil)
    #expect(starts("procs ---memory---\n r  b\n 1  2", whole: false) == nil)
    #expect(starts("procs ---memory---\n r  b\n 1  2\n", whole: false) == nil)
    let rows = String(repeating: " 1  2\n", count: 5)
    #expect(starts("procs ---memory---\n r  b\n" + rows, whole: false) == true)
    #expect(starts("r\tb\n" + rows.replacing("  ", with: "\t"), whole: false) == false)
    #expect(starts("procs ---memory---\n r  b\n", whole: true) == false)
  }
}

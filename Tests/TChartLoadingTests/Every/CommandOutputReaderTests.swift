import Testing

@testable import TChartLoading

/// One row per run: numbers, a table's last row under its header, a JSON object's numbers by
/// dotted path; the first good run fixes the lines, later runs' headers are skipped.
@Suite struct CommandOutputReaderTests {
  func rows(_ outputs: [String], program: String = "probe") -> (
    names: [String]?, rows: [Result<[Double], CommandOutputReader.Problem>]
  ) {
    var reader = CommandOutputReader(program: program)
    let rows = outputs.map { reader.row(Array($0.utf8)) }
    return (reader.names, rows)
  }

  func values(_ result: Result<[Double], CommandOutputReader.Problem>) -> [Double]? {
    try? result.get()
  }

  @Test func oneNumberIsALineNamedAfterTheProgram() {
    let (names, rows) = rows(["42\n", "43"], program: "date")
    #expect(names == ["date"])
    #expect(rows.map(values) == [[42], [43]])
  }

  @Test func severalNumbersOnALineAreLinesOneTwoThree() {
    let (names, rows) = rows(["0.52 0.58 0.59 1/234 5678\n"])
    #expect(names == ["1", "2", "3", "4"])
    #expect(values(rows[0]) == [0.52, 0.58, 0.59, 5678])
  }

  @Test func aWhitespaceTableWithABannerTakesItsLastRowUnderItsHeader() {
    let vmstat = """
      procs -----------memory---------- ---swap-- -----io----
       r  b   swpd   free   buff  cache   si   so    bi    bo
       1  0      0 812345  12345 456789    0    0     5    10
       2  0      0 812000  12345 456800    0    0     0    64

      """
    let (names, rows) = rows([vmstat, vmstat.replacingOccurrences("812000", "800000")])
    #expect(names == ["r", "b", "swpd", "free", "buff", "cache", "si", "so", "bi", "bo"])
    #expect(values(rows[0])?[3] == 812000)
    #expect(values(rows[1])?[3] == 800000)
  }

  @Test func aCSVTableWithItsHeaderEveryRun() {
    let (names, rows) = rows(["time,cpu,mem\n12:00:01,3.5,40\n", "time,cpu,mem\n12:00:03,4,41\n"])
    #expect(names == ["cpu", "mem"])
    #expect(rows.map(values) == [[3.5, 40], [4, 41]])
  }

  @Test func aLabelledRowUnderAShorterHeaderAsFreeWritesIt() {
    let free = """
                     total        used        free      shared  buff/cache   available
      Mem:           15991        3110        9985          36        3211       12880

      """
    let (names, rows) = rows([free])
    #expect(names == ["total", "used", "free", "shared", "buff/cache", "available"])
    #expect(values(rows[0]) == [15991, 3110, 9985, 36, 3211, 12880])
  }

  @Test func labelledRowsUnderOneHeaderAreEachALineAsFreeAndIostatWriteThem() {
    let free = """
                     total        used        free      shared  buff/cache   available
      Mem:           15991        3110        9985          36        3211       12880
      Swap:           1023           0        1023

      """
    let (names, rows) = rows([free, free.replacing("3110", with: "3200")])
    #expect(
      names == [
        "Mem total", "Mem used", "Mem free", "Mem shared", "Mem buff/cache", "Mem available",
        "Swap total", "Swap used", "Swap free",
      ])
    #expect(values(rows[0]) == [15991, 3110, 9985, 36, 3211, 12880, 1023, 0, 1023])
    #expect(values(rows[1])?[1] == 3200)
    let iostat = """
      Linux 6.1.0 (host)  11/25/2026  _x86_64_  (2 CPU)

      Device             tps    kB_read/s    kB_wrtn/s
      sda             12.50        100.00        40.00
      nvme0n1          3.00          0.00        16.00

      """
    let (devices, _) = self.rows([iostat])
    #expect(
      devices == [
        "sda tps", "sda kB_read/s", "sda kB_wrtn/s", "nvme0n1 tps", "nvme0n1 kB_read/s",
        "nvme0n1 kB_wrtn/s",
      ])
    let (_, missing) = self.rows([iostat, "Device tps\nsdb 1\n"])
    if case .failure(let problem) = missing[1] {
      #expect(problem.description == "printed none of the rows sda, nvme0n1")
    } else {
      Issue.record("rows of other labels were taken")
    }
  }

  @Test func rowsStartingWithDatesAreOneTableItsLastRowTheRow() {
    let (names, rows) = rows(["date,value\n2024-01-01,3\n2024-01-02,4\n"])
    #expect(names == ["value"])
    #expect(values(rows[0]) == [4])
  }

  @Test func theCommonStartOfJSONPathsIsLeftOut() {
    #expect(
      CommandOutputReader.shortNames([
        "sysstat.hosts.0.number-of-cpus", "sysstat.hosts.0.statistics.0.avg-cpu.user",
      ]) == ["number-of-cpus", "statistics.0.avg-cpu.user"])
    #expect(CommandOutputReader.shortNames(["cpu.user", "cpu.sys"]) == ["user", "sys"])
    #expect(CommandOutputReader.shortNames(["cpu.user"]) == ["cpu.user"])
    #expect(CommandOutputReader.shortNames(["a", "a.b"]) == ["a", "a.b"])
  }

  @Test func aJSONObjectsNumbersByDottedPath() {
    let (names, rows) = rows([
      #"{"cpu": {"user": 1.5, "sys": 0.5}, "load": [0.1, 0.2], "host": "a", "up": true}"#,
      #"{"cpu": {"sys": 0.7, "user": 2}, "load": [0.3, 0.4]}"#,
    ])
    #expect(names == ["cpu.user", "cpu.sys", "load.0", "load.1"])
    #expect(CommandOutputReader.shortNames(names ?? []) == names)
    #expect(rows.map(values) == [[1.5, 0.5, 0.1, 0.2], [2, 0.7, 0.3, 0.4]])
  }

  @Test func aFieldMissingLaterIsAGap() {
    let (_, rows) = rows([#"{"a": 1, "b": 2}"#, #"{"a": 3}"#])
    #expect(values(rows[1])?[0] == 3)
    #expect(values(rows[1])?[1].isNaN == true)
  }

  @Test func jsonLinesTakeTheLastObject() {
    let (names, rows) = rows(["{\"a\": 1}\n{\"a\": 2}\n"])
    #expect(names == ["a"])
    #expect(values(rows[0]) == [2])
  }

  @Test func runsThatGiveNoRowSayWhy() {
    let (names, rows) = rows(["", "no numbers here\n", "{\"name\": \"x\"}", "1 2\n", "1 2 3\n"])
    #expect(rows.prefix(3).map { (try? $0.get()) == nil } == [true, true, true])
    if case .failure(let problem) = rows[0] { #expect(problem.description == "printed nothing") }
    if case .failure(let problem) = rows[1] {
      #expect(problem.description == "printed no number ('no numbers here')")
    }
    #expect(names == ["1", "2"])
    #expect(values(rows[3]) == [1, 2])
    if case .failure(let problem) = rows[4] {
      #expect(problem.description == "printed 3 fields, not 2 as at first")
    } else {
      Issue.record("a row of another width was taken")
    }
  }

  @Test func numbersAreDecimalOnly() {
    #expect(CommandOutputReader.number("12") == 12)
    #expect(CommandOutputReader.number("-0.5") == -0.5)
    #expect(CommandOutputReader.number("1e3") == 1000)
    #expect(CommandOutputReader.number("inf") == nil)
    #expect(CommandOutputReader.number("nan") == nil)
    #expect(CommandOutputReader.number("0x10") == nil)
    #expect(CommandOutputReader.number("1/234") == nil)
  }
}

extension String {
  fileprivate func replacingOccurrences(_ old: String, _ new: String) -> String {
    replacing(old, with: new)
  }
}

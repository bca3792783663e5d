import Testing

@testable import TChartCSV
@testable import TChartData
@testable import TChartLoading

/// Saved command output given as a file, shaped as the commands write it: `free` (once and
/// with `-s`), `top -b`, and the lists of things (`df`, `ps aux`, `du -s *`) that are refused
/// with how to chart them.
@Suite struct CommandOutputFileTests {
  /// `free` once.
  static let free = """
                   total        used        free      shared  buff/cache   available
    Mem:        24684084      921500    20840152        8872     3285304    23762584
    Swap:              0           0           0

    """

  /// `free -b -s 1 -c 2`: the snapshots separated by blank lines.
  static let freeRepeated = """
                   total        used        free      shared  buff/cache   available
    Mem:     25276502016   943616000 21340315648     9084928  3364151296 24332886016
    Swap:              0           0           0

                   total        used        free      shared  buff/cache   available
    Mem:     25276502016   951443456 21332418560     9084928  3364216832 24325058560
    Swap:              0           0           0


    """

  @Test func freeOnceIsOneRowNamedAsEveryNamesIt() throws {
    let result = try loadResult(Self.free, file: "free.txt")
    let set = result.chartSets[0]
    #expect(set.x == [1])
    #expect(
      set.lines.map(\.id) == [
        "Mem total", "Mem used", "Mem free", "Mem shared", "Mem buff/cache", "Mem available",
        "Swap total", "Swap used", "Swap free",
      ])
    #expect(set.lines[1].values == [921_500])
    // `free`'s KiB are not bytes: no byte units.
    #expect(!set.flags.contains(.bytes))
    #expect(
      result.notes.map(\.message) == [
        "read as 1 snapshot of command output (lines named as --every names them); x is the "
          + "snapshot number"
      ])
  }

  @Test func freeRepeatedIsARowPerSnapshot() throws {
    let set = try loadResult(Self.freeRepeated, file: "free-s.txt").chartSets[0]
    #expect(set.x == [1, 2])
    #expect(set.lines[1].id == "Mem used")
    #expect(set.lines[1].values == [943_616_000, 951_443_456])
    #expect(set.lines[8].values == [0, 0])
    // `free -b`: a Mem total from 10^10 is bytes, written `25.3GB` (issue 40, item 6).
    #expect(set.flags.contains(.bytes))
  }

  @Test func freeHumanSizesReadAsBytes() throws {
    let text = """
                     total        used        free      shared  buff/cache   available
      Mem:            23Gi       1.6Gi        17Gi       8.7Mi       4.5Gi        21Gi
      Swap:             0B          0B          0B

      """
    let set = try loadResult(text, file: "free-h.txt").chartSets[0]
    #expect(set.lines[0].id == "Mem total")
    #expect(set.lines[0].values == [23 * 1_073_741_824])
    #expect(set.lines[3].values == [8.7 * 1_048_576])
    #expect(set.lines[8].values == [0])
    #expect(set.flags.contains(.bytes))
  }

  /// The names `--every` gives the same output, for the reuse to be checked.
  @Test func theFileAndEveryNameFreesLinesAlike() throws {
    var reader = CommandOutputReader(program: "free")
    _ = reader.row(Array(Self.free.utf8))
    let set = try loadResult(Self.free, file: "free.txt").chartSets[0]
    #expect(reader.names == set.lines.map(\.id))
  }

  /// `iostat -d 1 2`: a banner, then a device block per report.
  static let iostatDevices = """
    Linux 6.1.0-13-amd64 (host) \t11/29/26 \t_x86_64_\t(2 CPU)

    Device             tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn    kB_dscd
    vda             103.42       408.98      1815.14     72819.39   25176785  111738680 4482702884
    vdb               1.00         2.00         3.00         0.00       1000       2000          0


    Device             tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn    kB_dscd
    vda               5.94         0.00     10554.46         7.92          0      10660          8
    vdb               2.00         1.00         0.00         0.00          1          0          0


    """

  @Test func iostatsDeviceReportsAreARowEach() throws {
    let result = try loadResult(Self.iostatDevices, file: "iostat-d.txt")
    let set = result.chartSets[0]
    #expect(set.x == [1, 2])
    #expect(Array(set.lines.map(\.id).prefix(2)) == ["vda tps", "vda kB_read/s"])
    #expect(set.lines[0].values == [103.42, 5.94])
    #expect(set.lines.map(\.id).contains("vdb tps"))
    #expect(result.notes.count == 1)
  }

  /// `iostat -x 1 2`: its CPU rows between the device blocks keep it a whitespace table.
  @Test func iostatWithCPURowsStaysAWhitespaceTable() throws {
    let text = """
      Linux 6.1.0-13-amd64 (host) \t11/29/26 \t_x86_64_\t(2 CPU)

      avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                57.40    0.00    5.11    0.15    0.05   37.30

      Device            r/s     rkB/s  %util
      vda             32.30    418.49   0.87

      avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                86.63    0.00   13.37    0.00    0.00    0.00

      Device            r/s     rkB/s  %util
      vda              5.94     23.76   2.77


      """
    let result = try loadResult(text, file: "iostat-x.txt")
    // `%user` is a line: x is the row number under `avg-cpu:` (issue 40's trial).
    #expect(result.chartSets[0].lines.first?.id == "%user")
    #expect(
      result.notes.first?.message
        == "read as a table separated by spaces, the header on line 3, 1 banner line above")
  }

  /// `top -b -n 2` (the process tables cut short).
  static let top = """
    top - 06:21:04 up 16:33,  0 user,  load average: 1.89, 0.96, 1.28
    Tasks:  85 total,   6 running,  78 sleeping,   0 stopped,   1 zombie
    %Cpu(s): 71.4 us, 28.6 sy,  0.0 ni,  0.0 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st 
    MiB Mem :  24105.6 total,  20292.8 free,    772.1 used,   3395.1 buff/cache     
    MiB Swap:      0.0 total,      0.0 free,      0.0 used.  23333.5 avail Mem 

        PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
      18504 root      20   0  159300  78180  62156 R  55.6   0.3   0:00.13 clang
          1 root      10 -10   42664  11528   6464 S   0.0   0.0   4:15.17 process_a+

    top - 06:21:05 up 16:33,  0 user,  load average: 2.54, 1.11, 1.32
    Tasks:  86 total,   3 running,  80 sleeping,   0 stopped,   3 zombie
    %Cpu(s): 90.0 us, 10.0 sy,  0.0 ni,  0.0 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st 
    MiB Mem :  24105.6 total,  20200.1 free,    800.4 used,   3395.2 buff/cache     
    MiB Swap:      0.0 total,      0.0 free,      0.0 used.  23300.0 avail Mem 

        PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
      18504 root      20   0  159300  78180  62156 R  40.0   0.3   0:00.20 clang

    """

  @Test func topReadsItsSummaryLinesAtTheirTimes() throws {
    let result = try loadResult(Self.top, file: "top.txt")
    let set = result.chartSets[0]
    #expect(set.x == [22_864, 22_865])
    let names = set.lines.map(\.id)
    #expect(Array(names.prefix(4)) == ["load 1m", "load 5m", "load 15m", "Tasks total"])
    #expect(names.contains("Cpu us") && names.contains("Mem used"))
    #expect(names.contains("Swap avail Mem"))
    #expect(set.lines[names.firstIndex(of: "Cpu us")!].values == [71.4, 90])
    #expect(set.lines[names.firstIndex(of: "Tasks zombie")!].values == [1, 3])
    #expect(
      result.notes.map(\.message).prefix(2) == [
        "read as 2 top snapshots: x is the time of day of each (no date given: on 1970-01-01); "
          + "Mem and Swap in MiB",
        "the process tables skipped (5 lines)",
      ])
  }

  /// Issue 41: lists of things (`df`, `df -h`, `ps aux`, `du -s *`) are drawn as categories,
  /// named by their text column, each quantity column a line (`252G` in bytes, `22%` as 22).
  @Test(
    arguments: [
      (
        "Filesystem     1K-blocks     Used Available Use% Mounted on\n"
          + "udev             8123456        0   8123456   0% /dev\n"
          + "/dev/sda1      264212084 20849680  78215932  22% /\n",
        "df.txt", ["udev", "/dev/sda1"], ["1K-blocks", "Used", "Available", "Use%"]
      ),
      (
        "Filesystem      Size  Used Avail Use% Mounted on\n"
          + "udev            7.8G     0  7.8G   0% /dev\n"
          + "/dev/vda        252G   20G   75G  22% /\n",
        "df-h.txt", ["udev", "/dev/vda"], ["Size", "Used", "Avail", "Use%"]
      ),
      (
        "USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND\n"
          + "root           1  0.4  0.0  42664 11528 ?        Ss   Nov28   4:15 /sbin/init splash\n"
          + "root           2  0.0  0.0      0     0 ?        S    Nov28   0:00 [kthreadd]\n",
        "ps.txt", ["root"], ["%CPU", "%MEM", "VSZ", "RSS"]
      ),
      (
        "20\tARCHITECTURE.md\n56\tBENCHMARKS.md\n4200\tSources\n", "du.txt",
        ["ARCHITECTURE.md", "BENCHMARKS.md", "Sources"], ["1"]
      ),
    ] as [(String, String, [String], [String])])
  func listsOfThingsAreCategories(text: String, file: String, names: [String], lines: [String])
    throws
  {
    let chart = try loadResult(text, file: file).chartSets[0]
    #expect(chart.categories == names)
    #expect(chart.lines.map(\.name) == lines)
    #expect(chart.x == (0..<names.count).map(Double.init))
    if file == "df-h.txt" {
      #expect(chart.lines[0].values[1] == 252 * 1024 * 1024 * 1024)
      #expect(chart.lines[3].values[1] == 22)
    }
  }
}

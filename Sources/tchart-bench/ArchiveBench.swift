import Glibc
import TChartCells
import TChartData
import TChartExplorer
import TChartLoading
import TChartStorage

/// `--archive`: the column cache's figures (issue 29) on the load bench's CSV (`--rows` rows ×
/// 5 lines; 10^7 rows = the 5 × 10^7-point, 606 MB file): the parse, the archive's write, and a
/// cached open (map, read the archive, first 200×60 frame) with its resident memory.
///
/// The cached open runs in a child process (`--archive-open`): the parse's heap, freed but kept
/// by the allocator, would otherwise hide what the open adds. The child reads its resident
/// memory (`VmRSS`) before mapping and after the first frame; the difference is what the open
/// made resident: the archive's pages the frame touched (file-backed, the kernel may drop them)
/// and the state's own allocations. The archive was just written, so its pages sit in the page
/// cache, as on a second open: nothing is read from the disk.
enum ArchiveBench {
  static let size = Size(width: 200, height: 60)

  static func run(_ arguments: [String]) {
    if let archive = arguments.value(after: "--archive-open") {
      exit(openChild(archive: archive, result: arguments.value(after: "--result") ?? "/dev/null"))
    }
    if let path = arguments.value(after: "--file") {
      check(path: path)
      return
    }
    let rows = Int(arguments.value(after: "--rows") ?? "") ?? 10_000_000
    let csv = "/tmp/tchart-bench-archive-\(getpid()).csv"
    let archive = csv + ".archive"
    let resultPath = csv + ".result"
    defer { for path in [csv, archive, resultPath] { unlink(path) } }
    let bytes = LoadBench.writeCSV(path: csv, rows: rows)
    LoadBench.warmUp(path: csv + ".warm")
    var parsed: Result<ChartSet, BenchFailure> = .failure(BenchFailure(text: "not run"))
    let parse = BenchClock.milliseconds { parsed = BenchLoader.load(path: csv) }
    guard case .success(let chart) = parsed else {
      if case .failure(let failure) = parsed { print("archive: not measured: \(failure.text)") }
      return
    }
    let parseFrame = BenchClock.milliseconds { _ = firstFrame(chart) }
    let points = chart.lines.reduce(0) { $0 + $1.values.count }
    var written = 0
    var failure: String?
    let write = BenchClock.milliseconds {
      let descriptor = open(archive, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
      defer { close(descriptor) }
      do { written = try ChartSetArchive.write([chart], to: descriptor, at: 0) } catch {
        failure = "\(error)"
      }
    }
    if let failure {
      print("archive: not measured: \(failure)")
      return
    }
    let child = [
      ProcessTimer.executableDirectory() + "/tchart-bench", "--archive", "--archive-open", archive,
      "--result", resultPath,
    ]
    // One open to warm the executable's pages, then the measured one.
    _ = ProcessTimer.run(child)
    guard ProcessTimer.run(child).status == 0, let numbers = Self.readFigures(resultPath),
      numbers.count == 2
    else {
      print("archive: the cached open failed")
      return
    }
    let (opened, resident) = (numbers[0], numbers[1])
    let fixed = BenchTable.fixed
    print(
      "archive: \(BenchTable.grouped(points)) points (\(fixed(Double(bytes) / 1e6, 1)) MB CSV, "
        + "\(fixed(Double(written) / 1e6, 1)) MB archive): parse \(fixed(parse, 1)) ms + first "
        + "frame \(fixed(parseFrame, 1)) ms; archive write \(fixed(write, 1)) ms "
        + "(\(fixed(write / parse, 2))× the parse)")
    print(
      "archive, cached open (map + read + first \(size.width)×\(size.height) frame, child "
        + "process): \(fixed(opened, 1)) ms (target ≤ 100), parse + frame / cached open "
        + "\(fixed((parse + parseFrame) / opened, 1))× (target ≥ 6); resident after the first "
        + "frame \(fixed(resident / Double(max(1, points)), 3)) bytes/point (target ≤ 1)")
  }

  /// `--archive --file PATH`: every chart set of a real file (day files left out) through the
  /// archive and back; prints how many draw the same first frames at 80×24 and 200×60.
  static func check(path: String) {
    let sets: [ChartSet]
    do { sets = try ChartLoader.load(path: path) } catch {
      print("archive check: \(path): \(error)")
      return
    }
    let plain = sets.map { set in
      var set = set
      set.days = nil
      return set
    }
    let archive = "/tmp/tchart-bench-archive-check-\(getpid())"
    defer { unlink(archive) }
    do {
      let descriptor = open(archive, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
      _ = try ChartSetArchive.write(plain, to: descriptor, at: 0)
      close(descriptor)
      let back = try ChartSetArchive.read(MappedFile(path: archive), at: 0)
      let sizes = [Size(width: 80, height: 24), size]
      let same = zip(plain, back).filter { original, read in
        original == read
          && sizes.allSatisfy { size in
            ExplorerScreen.render(
              state: ExplorerState(chartSets: [original], screenSize: size), size: size
            ).text
              == ExplorerScreen.render(
                state: ExplorerState(chartSets: [read], screenSize: size), size: size
              ).text
          }
      }
      print("archive check: \(path): \(same.count) of \(plain.count) chart sets equal, same frames")
    } catch {
      print("archive check: \(path): \(error)")
    }
  }

  /// The first frame of `chart` at ``size``, as the explorer draws it.
  static func firstFrame(_ chart: ChartSet) -> ScreenBuffer {
    let state = ExplorerState(chartSets: [chart], screenSize: size)
    return ExplorerScreen.render(state: state, size: size)
  }

  /// The child: maps `archive`, reads it, draws the first frame, writes "milliseconds
  /// residentBytes" to `result`; the exit status says whether it worked.
  static func openChild(archive: String, result: String) -> Int32 {
    let before = BenchClock.residentBytes()
    var frame: ScreenBuffer?
    let milliseconds = BenchClock.milliseconds {
      guard let file = try? MappedFile(path: archive),
        let sets = try? ChartSetArchive.read(file, at: 0), let chart = sets.first
      else { return }
      frame = firstFrame(chart)
    }
    let after = BenchClock.residentBytes()
    guard let frame, frame.size == size, let output = fopen(result, "w") else { return 1 }
    fputs("\(milliseconds) \(after - before)\n", output)
    fclose(output)
    return 0
  }

  /// The numbers the child wrote.
  static func readFigures(_ path: String) -> [Double]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    guard fgets(&line, Int32(line.count), file) != nil else { return nil }
    let text = String(
      decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
  }
}

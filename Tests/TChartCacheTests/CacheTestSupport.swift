import Synchronization
import TChartCSV
import TChartData
import TChartTesting

@testable import TChartCache

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A codec of the tests' own: each chart set's name, x and lines written as lengths and
/// doubles, read back into arrays (the real one maps columns; the cache does not care).
enum TestCodec {
  struct Failure: Error, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: strerror(code)) }
  }
  struct Damaged: Error, CustomStringConvertible {
    var description: String { "payload cut short" }
  }

  static let codec = ChartSetCodec(version: "test 1", write: write, read: read)

  /// A codec whose write waits until `gate` opens (for abandoned writes).
  static func waiting(on gate: Gate) -> ChartSetCodec {
    ChartSetCodec(
      version: "test 1",
      write: { sets, descriptor, base in
        gate.wait()
        return try write(sets, descriptor, base)
      }, read: read)
  }

  static func write(_ sets: [ChartSet], _ descriptor: Int32, _ base: Int) throws -> Int {
    var bytes: [UInt8] = []
    func number(_ value: Double) { withUnsafeBytes(of: value) { bytes += $0 } }
    func text(_ value: String) {
      number(Double(value.utf8.count))
      bytes += value.utf8
    }
    number(Double(sets.count))
    for set in sets {
      text(set.name)
      number(Double(set.count))
      number(Double(set.lines.count))
      set.x.forEach(number)
      for line in set.lines {
        text(line.name)
        line.values.forEach(number)
      }
    }
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeBytes {
        pwrite(descriptor, $0.baseAddress! + done, bytes.count - done, off_t(base + done))
      }
      guard count > 0 else { throw Failure(code: count < 0 ? errno : EIO) }
      done += count
    }
    return bytes.count
  }

  static func read(_ file: MappedFile, _ base: Int) throws -> [ChartSet] {
    var offset = base
    func number() throws -> Double {
      guard offset + 8 <= file.count else { throw Damaged() }
      defer { offset += 8 }
      return file.bytes.loadUnaligned(fromByteOffset: offset, as: Double.self)
    }
    func count() throws -> Int {
      let value = try number()
      guard value >= 0, value < Double(file.count) else { throw Damaged() }
      return Int(value)
    }
    func text() throws -> String {
      let length = try count()
      guard offset + length <= file.count else { throw Damaged() }
      defer { offset += length }
      return String(decoding: file.bytes[offset..<offset + length], as: UTF8.self)
    }
    var sets: [ChartSet] = []
    for _ in 0..<(try count()) {
      let name = try text()
      let samples = try count()
      let lineCount = try count()
      let x = try (0..<samples).map { _ in try number() }
      var lines: [Series] = []
      for index in 0..<lineCount {
        let lineName = try text()
        let values = try (0..<samples).map { _ in try number() }
        lines.append(
          Series(
            id: "y\(index)", name: lineName, color: .init(red: 0, green: 0, blue: 0), values: values
          ))
      }
      sets.append(ChartSet(name: name, x: x, lines: lines))
    }
    return sets
  }
}

/// A gate one thread waits at until another opens it.
final class Gate: Sendable {
  private let open = Atomic<Bool>(false)
  func wait() { while !open.load(ordering: .acquiring) { usleep(1_000) } }
  func release() { open.store(true, ordering: .releasing) }
}

/// A fresh folder for one test: a data file in it and the cache folder beside; removed by
/// ``remove()``.
struct CacheFixture {
  let root: String
  var data: String { root + "/data.csv" }
  var cacheFolder: String { root + "/cache/tchart" }

  init() {
    var template = Array("/tmp/tchart-cache-XXXXXX".utf8CString)
    root = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) } ?? "/tmp"
    }
  }

  func cache(limit: Int? = nil, codec: ChartSetCodec = TestCodec.codec) -> ColumnCache {
    ColumnCache(folder: cacheFolder, sizeLimit: limit, codec: codec, program: "tchart test")
  }

  /// Writes `text` to `path` (replacing what was there, same inode).
  func save(_ text: String, to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = text.utf8CString.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count - 1) }
    close(descriptor)
  }

  /// The names in the cache folder.
  var cacheFiles: [String] { FolderNames.of(cacheFolder) }

  func remove() {
    _ = Self.run(["/bin/rm", "-rf", root])
  }

  /// Runs a program, its exit status.
  @discardableResult
  static func run(_ arguments: [String]) -> Int32 {
    var pid = pid_t()
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    guard posix_spawn(&pid, arguments[0], nil, nil, &argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return status
  }
}

/// A small loaded table like a CSV file's: one set, two lines.
func sampleResult(_ name: String = "data", count: Int = 50, file: String = "data.csv")
  -> LoadResult
{
  let x = (0..<count).map { 1_700_000_000 + Double($0) * 60 }
  let lines = ["cpu", "mem"].enumerated().map { index, line in
    Series(
      id: line, name: line, color: .init(red: 0, green: 0, blue: 0),
      values: (0..<count).map { Double($0 * (index + 1)) + 0.5 })
  }
  return LoadResult(
    chartSets: [ChartSet(name: name, x: x, lines: lines)],
    notes: [LoadNote(file: file, message: "rows sorted by time")])
}

/// The x columns and line values of `sets` (what the test codec keeps).
func columns(_ sets: [ChartSet]) -> [[Double]] {
  sets.flatMap { [Array($0.x)] + $0.lines.map { Array($0.values) } }
}

import Dispatch
import Testing

@testable import TChartCSV
@testable import TChartData
@testable import TChartLoading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines over 1 MiB and endless devices are refused early, from mapped files and from streams.
@Suite(.serialized) struct LongLineTests {
  /// A CSV whose line 3 is `length` bytes long (a text cell fills it).
  private func table(lineLength length: Int) -> String {
    "x,a,b\n1,2,t\n2,3," + String(repeating: "t", count: length - 4) + "\n"
  }

  private func error(loading path: String) -> LoadError? {
    do {
      _ = try ChartLoader.load(path: path)
      return nil
    } catch {
      return error
    }
  }

  /// Loads `text` written into a pipe by another thread, read through `/dev/fd/N`.
  private func error(loadingThroughPipe text: String) -> LoadError? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return LoadError(file: "", location: "", message: "no pipe") }
    let writer = DispatchSemaphore(value: 0)
    let bytes = Array(text.utf8)
    let writeEnd = ends[1]
    DispatchQueue.global().async {
      var offset = 0
      while offset < bytes.count {
        let wrote = bytes[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        guard wrote > 0 else { break }
        offset += wrote
      }
      close(writeEnd)
      writer.signal()
    }
    let failure = error(loading: "/dev/fd/\(ends[0])")
    writer.wait()
    close(ends[0])
    return failure
  }

  @Test func aLineOfOneMiBLoadsFromAFileAndAPipe() throws {
    var folder = TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("big.csv", table(lineLength: TextCheck.maximumLine))
    #expect(error(loading: path) == nil)
    #expect(error(loadingThroughPipe: table(lineLength: TextCheck.maximumLine)) == nil)
  }

  @Test func aLongerLineIsRefusedFromAFileAndAPipe() throws {
    var folder = TemporaryFolder()
    defer { folder.remove() }
    let text = table(lineLength: TextCheck.maximumLine + 1)
    let path = folder.file("big.csv", text)
    let fromFile = try #require(error(loading: path))
    #expect(fromFile.description == "tchart: \(path):3: a line longer than 1 MiB")
    #expect(fromFile.exitCode == 65)
    let fromPipe = try #require(error(loadingThroughPipe: text))
    #expect(fromPipe.message == "a line longer than 1 MiB")
    #expect(fromPipe.location == "3")
  }

  @Test func aLongNumberIsALongLineBeforeItIsABadNumber() {
    let text = "x,a\n1,2\n3," + String(repeating: "7", count: 2 << 20) + "\n"
    #expect(loadMessage(text, file: "data.csv") == "tchart: data.csv:3: a line longer than 1 MiB")
  }

  @Test func aLongHeaderWithoutALineBreakIsRefused() throws {
    var folder = TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("wide.csv", "x," + String(repeating: "a", count: 3 << 20))
    let failure = try #require(error(loading: path))
    #expect(failure.description == "tchart: \(path):1: a line longer than 1 MiB")
  }

  @Test func oneLongLineOfJSONLoadsThroughAPipe() throws {
    let values = (0..<200_000).map(String.init).joined(separator: ",")
    let text = #"{"columns":[["x",\#(values)],["y0",\#(values)]],"types":{"x":"x","y0":"line"}}"#
    #expect(text.utf8.count > TextCheck.maximumLine)
    #expect(error(loadingThroughPipe: text) == nil)
  }

  @Test func nulThroughAPipeIsRefusedAtItsPlace() throws {
    let failure = try #require(error(loadingThroughPipe: "x,a\n1,2\n3,4\u{0}\n"))
    #expect(failure.location == "3:4")
    #expect(failure.message == "not text (a NUL byte)")
  }

  @Test func devicesWithoutEndAreRefusedAtOnce() throws {
    let zero = try #require(error(loading: "/dev/zero"))
    #expect(zero.description == "tchart: /dev/zero:1:1: not text (a NUL byte)")
    #expect(zero.exitCode == 65)
    let random = try #require(error(loading: "/dev/urandom"))
    #expect(random.kind == .invalidData)
    #expect(random.message.hasPrefix("not text"))
  }
}

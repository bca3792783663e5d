import Testing

@testable import TChartCSV
@testable import TChartData
@testable import TChartLoading

/// A file that turns out not to be text after a valid head (NUL bytes, a line over 1 MiB) is
/// refused at the first such block, not read through: the pages of its mapping touched stay
/// few (the mapping is never dropped here, so every page read stays resident).
@Suite struct NotTextEarlyTests {
  /// The file's size: 64 MiB, of which only the head is written.
  private static let size = 64 << 20

  /// The error loading `head` then NUL bytes up to ``size`` as `file`, and the bytes of the
  /// mapping made resident.
  private func load(_ head: [UInt8], file: String) throws -> (String?, Int?) {
    try withMapping(head, size: Self.size) { mapped in
      var message: String?
      do throws(LoadError) {
        _ = try ChartLoader.parse(
          buffer: mapped, file: file, options: LoadOptions(), releasesPages: false)
      } catch {
        message = error.description
      }
      return (message, residentBytes(ofMappingAt: mapped.baseAddress!))
    }
  }

  @Test func nulBytesAfterACSVHeadStopTheLoadAtTheirLine() throws {
    let (message, resident) = try load(
      Array("date,v\n2024-01-01,1\n2024-01-02,2\n".utf8), file: "z.csv")
    #expect(message == "tchart: z.csv:4:1: not text (a NUL byte)")
    #if os(Linux)
      #expect(try #require(resident) < 4 << 20)
    #endif
  }

  @Test func aFileOfNulBytesIsRefusedAtItsFirstByte() throws {
    let (message, resident) = try load([], file: "z.bin")
    #expect(message == "tchart: z.bin:1:1: not text (a NUL byte)")
    #if os(Linux)
      #expect(try #require(resident) < 4 << 20)
    #endif
  }

  @Test func nulBytesAfterAJSONHeadStopTheLoad() throws {
    let (message, resident) = try load(Array(#"[{"a":1},"#.utf8), file: "z.json")
    #expect(message == "tchart: z.json:1:10: not text (a NUL byte)")
    #if os(Linux)
      #expect(try #require(resident) < 4 << 20)
    #endif
  }

  @Test func aLongLineAfterACSVHeadStopsTheLoadAtItsLine() throws {
    let head = Array("x,a\n1,2\n2,3\n3,".utf8) + Array(repeating: UInt8(ascii: "7"), count: 8 << 20)
    let (message, resident) = try withMapping(head) { mapped in
      var message: String?
      do throws(LoadError) {
        _ = try ChartLoader.parse(
          buffer: mapped, file: "long.csv", options: LoadOptions(), releasesPages: false)
      } catch {
        message = error.description
      }
      return (message, residentBytes(ofMappingAt: mapped.baseAddress!))
    }
    #expect(message == "tchart: long.csv:4: a line longer than 1 MiB")
    #if os(Linux)
      #expect(try #require(resident) < 4 << 20)
    #endif
  }

  @Test func linesEndedByCarriageReturnsAreNotOneLongLine() throws {
    let text = "x,a\r" + (0..<500_000).map { "\($0),\($0 % 7)\r" }.joined()
    #expect(text.utf8.count > 4 << 20)
    let set = try #require(try loadResult(text, file: "mac.csv").chartSets.first)
    #expect(set.x.count == 500_000)
  }

  @Test func aQuotedCellWithALineOverOneMiBIsRefusedInAFileAsInAPipe() {
    let text = "x,a,b\n1,2,\"one\n" + String(repeating: "t", count: 1 << 21) + "\"\n"
    #expect(loadMessage(text, file: "q.csv") == "tchart: q.csv:3: a line longer than 1 MiB")
  }
}

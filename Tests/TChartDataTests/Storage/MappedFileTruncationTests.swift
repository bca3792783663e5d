import TChartTesting
import Testing

@testable import TChartData

#if canImport(Glibc)
  import Glibc
#endif

/// A file cut short under its mapping (issue 37: an entry truncated while the explorer shows
/// it gave SIGBUS on the next zoom): the pages past its new end read as zeros and the mapping
/// says it was truncated; the process lives.
@Suite("MappedFile truncated under the mapping")
struct MappedFileTruncationTests {
  @Test("reads past the new end give 0, not SIGBUS; wasTruncated and the count say so")
  func truncatedUnderMapping() throws {
    let path = ArchiveRoundTrip.temporaryPath("truncated")
    defer { unlink(path) }
    let bytes = [UInt8](repeating: 0xAB, count: 256 << 10)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    bytes.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    let file = try MappedFile(path: path)
    let column = Column(
      mapping: file, buffer: try #require(file.buffer(of: UInt64.self, at: 0, count: 32 << 10)))
    #expect(file.bytes[200_000] == 0xAB)
    #expect(!file.wasTruncated)
    let before = MappingGuard.truncations
    #expect(truncate(path, 4_096) == 0)
    #expect(file.bytes[200_000] == 0)
    #expect(column[30_000] == 0)
    #expect(file.bytes[100] == 0xAB)
    #expect(file.wasTruncated)
    #expect(MappingGuard.truncations == before + 1)
  }
}

import TChartData
import TChartStorage

/// How chart sets are written into a cache entry and read back: the payload's layout, which
/// the cache does not know. The `tchart` executable supplies the real one (the columns'
/// mappable archive); the tests supply their own.
public struct ChartSetCodec: Sendable {
  /// A codec that writes nothing: the cache then never stores an entry (its ``write`` throws
  /// ``Declined``, which is not a failure and makes no note).
  public static let declining = ChartSetCodec(
    version: "none", write: { _, _, _ in throw Declined() }, read: { _, _ in throw Declined() })

  /// The columns' mappable archive (``ChartSetArchive``): what `tchart` caches. Chart sets
  /// it does not archive (day-file folders) are declined, not noted.
  public static let archive = ChartSetCodec(
    version: "archive \(ChartSetArchive.version)",
    write: { sets, descriptor, base in
      guard ChartSetArchive.canArchive(sets) else { throw Declined() }
      return try ChartSetArchive.write(sets, to: descriptor, at: base)
    },
    read: { file, base in try ChartSetArchive.read(file, at: base) })

  /// Thrown by a codec's ``write`` that does not store these chart sets: no entry, no note.
  public struct Declined: Error, Sendable {
    public init() {}
  }

  /// The payload layout's version, part of every key: an entry written by another layout is
  /// never read.
  public var version: String
  /// Writes the chart sets to the descriptor, starting at byte offset `base` (page-aligned);
  /// returns the payload's byte count.
  public var write: @Sendable (_ sets: [ChartSet], _ descriptor: Int32, _ base: Int) throws -> Int
  /// Reads the chart sets from the mapped entry's payload at `base`; throws when the payload is
  /// damaged (the entry is then ignored and removed).
  public var read: @Sendable (_ file: MappedFile, _ base: Int) throws -> [ChartSet]

  public init(
    version: String,
    write: @escaping @Sendable ([ChartSet], Int32, Int) throws -> Int,
    read: @escaping @Sendable (MappedFile, Int) throws -> [ChartSet]
  ) {
    self.version = version
    self.write = write
    self.read = read
  }
}

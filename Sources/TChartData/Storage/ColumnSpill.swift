import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a big load's columns live instead of in the process's own memory: a temporary file
/// with no name (`O_TMPFILE`, else created and unlinked at once) in a folder, each column a
/// shared writable mapping of a region of it whose room is reserved first (`posix_fallocate`:
/// a full disk refuses the region, never faults a write).
///
/// The parse writes the column's values into the mapping; the pages are the file's, which the
/// kernel writes back and may drop under pressure, so what stays resident of the process's own
/// (`RssAnon`) is not the data. The file goes when its last column does, and with the process
/// however it ends: nothing is left behind.
public final class ColumnSpill: Sendable {
  /// When a load spills: into `folder` (the cache folder), when its columns would take at
  /// least `fromBytes`.
  public struct Plan: Sendable, Equatable {
    /// The folder the file is made in.
    public var folder: String
    /// The columns' size from which they spill.
    public var fromBytes: Int
    /// Makes the folder when it is missing and says whether it may be used (the cache
    /// folder's checks); called only when a load spills, so a small one makes no folder.
    public var prepare: @Sendable () -> Bool = { true }

    /// The smallest column given a region of its own (``ColumnSpill/smallestRegion``).
    public var smallestRegion = ColumnSpill.defaultSmallestRegion

    /// Spills columns of 64 MiB or more: smaller loads cost less in memory than the file's
    /// writes.
    public static let defaultFromBytes = 64 << 20

    public init(
      folder: String, fromBytes: Int = Plan.defaultFromBytes,
      prepare: @escaping @Sendable () -> Bool = { true }
    ) {
      self.folder = folder
      self.fromBytes = fromBytes
      self.prepare = prepare
    }

    /// A spill for columns of `bytes` bytes, or `nil` when they are under the bound or no
    /// file can be made in the folder.
    public func spill(forBytes bytes: Int) -> ColumnSpill? {
      bytes >= fromBytes ? makeSpill() : nil
    }

    /// A spill in the folder (made first when missing), whatever the size; `nil` when no file
    /// can be made there.
    public func makeSpill() -> ColumnSpill? {
      prepare() ? ColumnSpill(folder: folder, smallestRegion: smallestRegion) : nil
    }

    /// Equal when the folder and bounds are.
    public static func == (lhs: Plan, rhs: Plan) -> Bool {
      lhs.folder == rhs.folder && lhs.fromBytes == rhs.fromBytes
        && lhs.smallestRegion == rhs.smallestRegion
    }
  }

  /// The open file (its only name).
  package let descriptor: Int32
  /// Where the next region starts.
  private let end = Mutex(0)
  /// The folder, for the mappings' errors.
  private let folder: String
  /// Columns smaller than this (in bytes) are left in memory when a chart set's parts move
  /// here: a mapping of its own would cost more than they do.
  public let smallestRegion: Int
  /// 64 KiB.
  public static let defaultSmallestRegion = 64 << 10

  /// A new unnamed file in `folder`; `nil` when none can be made.
  public init?(folder: String, smallestRegion: Int = ColumnSpill.defaultSmallestRegion) {
    self.folder = folder
    self.smallestRegion = smallestRegion
    #if os(Linux)
      // O_TMPFILE, a macro Swift does not import: __O_TMPFILE (0o20000000) | O_DIRECTORY.
      var descriptor = open(folder, O_RDWR | 0o2000_0000 | O_DIRECTORY | O_CLOEXEC, 0o600)
    #else
      var descriptor: Int32 = -1
    #endif
    if descriptor < 0 {
      var template = Array((folder + "/.tchart-spill.XXXXXX").utf8CString)
      descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard descriptor >= 0 else { return nil }
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Reserves the file's first `bytes` (`posix_fallocate`): a stream's column grows in a file
  /// of its own, mapped whole; `false` when the disk (or a file size limit) has no room.
  package func reserve(bytes: Int) -> Bool {
    posix_fallocate(descriptor, 0, off_t(bytes)) == 0
  }

  /// A region of `count` elements of `T`, mapped (its pages start as zeros), or `nil` when
  /// its room cannot be reserved or mapped.
  public func region<T: BitwiseCopyable>(of _: T.Type, count: Int) -> Column<T>.Spilled? {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let size = max(1, count * MemoryLayout<T>.stride + page - 1) / page * page
    let offset = end.withLock { end in
      defer { end += size }
      return end
    }
    guard posix_fallocate(descriptor, off_t(offset), off_t(size)) == 0,
      let file = try? MappedFile(
        spill: descriptor, offset: offset, size: size, path: folder + " (a load's columns)")
    else { return nil }
    let start = UnsafeMutableRawPointer(mutating: file.bytes.baseAddress!)
    return Column<T>.Spilled(file: file, start: start.assumingMemoryBound(to: T.self))
  }
}

extension ColumnSpill {
  /// Makes the pages of `count` elements from `start` (inside a region) present and writable in
  /// one call (`MADV_POPULATE_WRITE`, Linux 5.14) instead of one fault per 4 KiB page as they
  /// are first written, which costs a shared file mapping more than memory of one's own; each
  /// parsing thread does it for its own rows. An older kernel refuses, and the pages come by
  /// faults as before.
  public static func populate<T>(_ start: UnsafeMutablePointer<T>, count: Int) {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let first = Int(bitPattern: start) / page * page
    let end = Int(bitPattern: start + count)
    guard end > first, let address = UnsafeMutableRawPointer(bitPattern: first) else { return }
    _ = madvise(address, end - first, 23)
  }
}

extension Column {
  /// A spilled region being filled: the mapping and where its elements start.
  public struct Spilled: @unchecked Sendable {
    /// The mapping the column will keep alive.
    public let file: MappedFile
    /// The first element.
    public let start: UnsafeMutablePointer<Element>

    /// The column of the first `count` elements (which must be written).
    public func column(count: Int) -> Column<Element> {
      Column(mapping: file, buffer: UnsafeBufferPointer(start: start, count: count))
    }
  }
}

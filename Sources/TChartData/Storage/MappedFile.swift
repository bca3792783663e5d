#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A whole file mapped read-only into memory (`mmap`, private), unmapped when the last
/// reference goes: what a cached column or pyramid level points into.
///
/// Only the pages that are read become resident, and the kernel may drop them again under
/// memory pressure (they are backed by the file). The bytes must not change under the mapping:
/// files mapped here are written once to a temporary name and renamed into place, never
/// rewritten. A file truncated under the mapping anyway does not kill the process: the
/// ``MappingGuard`` turns the pages past its new end into zeros and ``wasTruncated`` says so.
public final class MappedFile: @unchecked Sendable {
  /// Why a file could not be mapped.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// The system's reason (`No such file or directory`) or what is wrong with the file.
    public var reason: String
    /// The `errno` of the failure, 0 when the file is of the wrong kind.
    public var code: Int32 = 0
    public var description: String { "\(path): \(reason)" }
  }

  /// The path the file was mapped from.
  public let path: String
  /// The file's bytes (empty for an empty file).
  public let bytes: UnsafeRawBufferPointer
  /// The mapping's slot in the ``MappingGuard`` (`nil`: not guarded).
  private let guardSlot: Int?
  /// Whether the mapping is a ``ColumnSpill`` region, shared and writable: a column that
  /// alone holds it writes in place instead of copying.
  public let isWritable: Bool

  /// Maps the regular file at `path`; throws when it cannot be opened, is not a regular file,
  /// or cannot be mapped. The open never waits (`O_NONBLOCK`: a FIFO in the file's place is
  /// refused at once); `followingLinks: false` refuses a symbolic link too.
  public init(path: String, followingLinks: Bool = true) throws(Failure) {
    self.path = path
    isWritable = false
    let descriptor = open(
      path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else {
      if errno == ELOOP, !followingLinks {
        throw Failure(path: path, reason: "not a regular file")
      }
      throw Failure(path: path, reason: Self.reason(errno), code: errno)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw Failure(path: path, reason: Self.reason(errno), code: errno)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw Failure(path: path, reason: "not a regular file")
    }
    let size = Int(status.st_size)
    guard size > 0 else {
      bytes = UnsafeRawBufferPointer(start: nil, count: 0)
      guardSlot = nil
      return
    }
    let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
    guard let mapping, mapping != MAP_FAILED else {
      throw Failure(path: path, reason: Self.reason(errno), code: errno)
    }
    bytes = UnsafeRawBufferPointer(start: mapping, count: size)
    let start = Int(bitPattern: mapping)
    guardSlot = MappingGuard.register(start: start, end: start + size, path: path)
  }

  /// Maps `size` bytes of `descriptor` from `offset` (a multiple of the page size) shared and
  /// writable: a ``ColumnSpill`` region, which the process alone holds (an unlinked file, its
  /// room reserved), so it is not guarded. Throws when `mmap` fails.
  init(spill descriptor: Int32, offset: Int, size: Int, path: String) throws(Failure) {
    self.path = path
    isWritable = true
    guardSlot = nil
    let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, off_t(offset))
    guard let mapping, mapping != MAP_FAILED else {
      throw Failure(path: path, reason: Self.reason(errno), code: errno)
    }
    bytes = UnsafeRawBufferPointer(start: mapping, count: size)
  }

  /// Takes over `size` bytes mapped shared and writable from `start` (a stream's column grown
  /// in a ``ColumnSpill`` file of its own): unmapped when the last reference goes.
  package init(adoptingSpill start: UnsafeMutableRawPointer, size: Int, path: String) {
    self.path = path
    isWritable = true
    guardSlot = nil
    bytes = UnsafeRawBufferPointer(start: start, count: size)
  }

  deinit {
    if let guardSlot { MappingGuard.unregister(guardSlot) }
    if let base = bytes.baseAddress, bytes.count > 0 {
      munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
    }
  }

  /// Whether the file was found cut short under the mapping while it was read: the bytes past
  /// its new end read as zeros since.
  public var wasTruncated: Bool { guardSlot.map(MappingGuard.wasTruncated) ?? false }

  /// The number of bytes mapped.
  public var count: Int { bytes.count }

  /// `count` values of `T` starting at byte `offset`, or `nil` when they do not lie inside the
  /// file or `offset` is not aligned for `T`. The buffer is valid while this object lives.
  public func buffer<T: BitwiseCopyable>(of _: T.Type, at offset: Int, count: Int)
    -> UnsafeBufferPointer<T>?
  {
    let size = MemoryLayout<T>.stride
    guard offset >= 0, count >= 0, offset % MemoryLayout<T>.alignment == 0,
      count <= (bytes.count - offset) / Swift.max(size, 1), offset <= bytes.count
    else { return nil }
    guard count > 0, let base = bytes.baseAddress else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    return UnsafeBufferPointer(
      start: (base + offset).assumingMemoryBound(to: T.self), count: count)
  }

  private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

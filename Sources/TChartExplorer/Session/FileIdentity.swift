/// A data file as a session knows it: its absolute path, size and modification time. The same
/// path with another size or time is the same file, changed (``of(path:)``, in the runtime,
/// looks a file up).
public struct FileIdentity: Codable, Sendable, Equatable {
  /// The absolute path, symbolic links resolved.
  public var path: String
  public var size: Int
  /// The modification time, in seconds since 1970 (with nanoseconds).
  public var modified: Double

  public init(path: String, size: Int, modified: Double) {
    self.path = path
    self.size = size
    self.modified = modified
  }
}

#if canImport(Glibc)
  import Glibc
#endif

/// Reads TOML through `libTChartTOML.so` (TOMLKit), opened with `dlopen` the first time a
/// config file is read: tchart itself does not link TOMLKit, whose Foundation and ICU would
/// cost every start a few milliseconds. The library is looked for beside the executable (a
/// build folder) and in `../lib/tchart/` (an install, `make install`).
public enum TOMLLibrary {
  /// The library's file name.
  public static let fileName = "libTChartTOML.so"

  /// A function reading a TOML document, as `TChartTOML.TOMLExport.read` does.
  public typealias Reader = @Sendable (String) -> TOMLDocument

  /// Why the reader cannot be had.
  public struct Unavailable: Error, Sendable {
    public var message: String
  }

  /// The reader in the library, opened once.
  public static func reader() -> Result<Reader, Unavailable> { loaded }

  private static let loaded: Result<Reader, Unavailable> = {
    var tried: [String] = []
    for path in candidates() {
      tried.append(path)
      guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { continue }
      guard let symbol = dlsym(handle, "tchart_toml_read") else {
        return .failure(Unavailable(message: "\(path) has no tchart_toml_read"))
      }
      typealias Read = @convention(c) (UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>?
      let read = unsafeBitCast(symbol, to: Read.self)
      return .success({ text in
        guard let result = text.withCString({ read($0) }) else { return .keys([]) }
        defer { free(result) }
        return TOMLDocument(lines: String(cString: result))
      })
    }
    return .failure(
      Unavailable(message: "\(fileName) not found (looked in \(tried.joined(separator: ", ")))"))
  }()

  /// Where the library may be: beside the executable, then in `../lib/tchart/`.
  static func candidates() -> [String] {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return [fileName] }
    let executable = String(
      decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let directory = String(executable[..<(executable.lastIndex(of: "/") ?? executable.endIndex)])
    let parent = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
    return [directory + "/" + fileName, parent + "/lib/tchart/" + fileName]
  }
}

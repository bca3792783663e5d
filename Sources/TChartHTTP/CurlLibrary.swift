import CCurl

/// libcurl, opened with dlopen by the first ``HTTPClient`` (shim.h says why it is not linked)
/// and set up once per process (`curl_global_init`; Swift's lazy globals are thread-safe):
/// the table of its functions that the shim's wrappers call through.
struct CurlLibrary: @unchecked Sendable {
  /// The shim's `struct tchart_curl`, filled and never freed (read-only from then on).
  let table: UnsafeRawPointer

  /// The library, or why it cannot be used.
  static let shared: Result<CurlLibrary, HTTPClientError> = load()

  private static func load() -> Result<CurlLibrary, HTTPClientError> {
    let table = UnsafeMutableRawPointer.allocate(
      byteCount: tchart_curl_table_size(), alignment: MemoryLayout<UnsafeRawPointer>.alignment)
    switch tchart_curl_load(table) {
    case 0: break
    case -1:
      return .failure(.unreachable("libcurl is not installed (apt-get install libcurl4)"))
    default:
      return .failure(.unreachable("libcurl is older than 7.68 (update libcurl4)"))
    }
    guard tchart_curl_global_init(table) == CURLE_OK else {
      return .failure(.unreachable("libcurl cannot start (curl_global_init failed)"))
    }
    return .success(CurlLibrary(table: UnsafeRawPointer(table)))
  }
}

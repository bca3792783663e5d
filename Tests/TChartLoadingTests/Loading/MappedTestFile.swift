import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Maps `bytes` (written to a file) read-only and private, as ``FileBytes`` does; with `size`,
/// the file is then extended to `size` bytes with a hole (NUL bytes never written: cheap).
func withMapping<T>(
  _ bytes: [UInt8], size: Int? = nil, _ body: (UnsafeBufferPointer<UInt8>) throws -> T
) throws -> T {
  // A file of its own (mkstemp): the cases run at once with the same bytes, and one
  // truncating the file another has mapped makes the other's reads fail (SIGBUS).
  var template = Array("/tmp/tchart-parsed-pages-XXXXXX".utf8CString)
  let descriptor = mkstemp(&template)
  try #require(descriptor >= 0)
  let path = String(cString: template)
  defer {
    close(descriptor)
    unlink(path)
  }
  let wrote = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  try #require(wrote == bytes.count)
  let count = max(size ?? 0, bytes.count)
  try #require(ftruncate(descriptor, off_t(count)) == 0)
  let mapping = try #require(mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0))
  try #require(mapping != MAP_FAILED)
  defer { munmap(mapping, count) }
  return try body(
    UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self), count: count))
}

/// The resident bytes of the mapping starting at `address` (`/proc/self/smaps`), or `nil`.
func residentBytes(ofMappingAt address: UnsafeRawPointer) -> Int? {
  guard let file = fopen("/proc/self/smaps", "r") else { return nil }
  defer { fclose(file) }
  let start = String(UInt(bitPattern: address), radix: 16)
  var line = [CChar](repeating: 0, count: 1024)
  var inside = false
  while fgets(&line, Int32(line.count), file) != nil {
    let text = String(
      decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if let dash = text.firstIndex(of: "-"), text[..<dash].allSatisfy(\.isHexDigit) {
      inside = text[..<dash].drop { $0 == "0" } == start[...]
    } else if inside && text.hasPrefix("Rss:") {
      return (Int(text.dropFirst(4).filter(\.isNumber)) ?? 0) * 1024
    }
  }
  return nil
}

#if canImport(Glibc)
  import Glibc
#endif

/// `NO_COLOR` set to anything but the empty string (no-color.org).
var noColorRequested: Bool {
  guard let value = getenv("NO_COLOR") else { return false }
  return value.pointee != 0
}

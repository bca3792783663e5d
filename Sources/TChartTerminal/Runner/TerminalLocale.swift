#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C locale set-up that wide characters (braille) need.
public enum TerminalLocale {
  /// Takes the user's locale; when its character set is not UTF-8 (`LC_ALL=C`), falls back to
  /// `C.UTF-8` for the character type so braille still shows. Returns whether it is UTF-8 now.
  @discardableResult
  public static func setUp() -> Bool {
    setlocale(LC_ALL, "")
    if isUTF8 { return true }
    setlocale(LC_CTYPE, "C.UTF-8")
    return isUTF8
  }

  private static var isUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}

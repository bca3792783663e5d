import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a `--tz` (or `--input-tz`, or config `tz`) argument names.
public enum ZoneLookup: Sendable, Equatable {
  /// A zone: UTC, a fixed offset, `local` or an IANA zone with its rules.
  case zone(DisplayTimeZone)
  /// No zone of that name: the closest names of the database (maybe none).
  case unknown(suggestions: [String])
  /// The tz database is missing (no `/usr/share/zoneinfo` or `TZDIR`): times stay UTC.
  case noDatabase(directory: String)
}

/// The system's tz database (`TZDIR`, else `/usr/share/zoneinfo`): reads a zone's TZif file
/// once per process (later lookups share its ``ZoneRules``), `local` from `TZ` (a zone name, a
/// file, or a POSIX TZ string), else `/etc/localtime`, and suggests names for a misspelt one.
public enum ZoneDatabase {
  /// Zones already read, by name.
  static let cache = Mutex<[String: ZoneRules]>([:])

  /// The database's directory.
  public static var directory: String {
    if let value = getenv("TZDIR"), value.pointee != 0 { return String(cString: value) }
    return "/usr/share/zoneinfo"
  }

  /// What `argument` names: `UTC`, `±HH:MM`, `local` or a zone name (`Europe/Berlin`).
  public static func lookup(_ argument: String) -> ZoneLookup {
    if let fixed = DisplayTimeZone(argument: argument) { return .zone(fixed) }
    if argument.lowercased() == "local" { return .zone(local()) }
    guard isPlausibleName(argument) else { return .unknown(suggestions: suggestions(argument)) }
    if let rules = rules(named: argument) {
      return .zone(DisplayTimeZone(rules: rules, label: argument))
    }
    var status = stat()
    guard stat(directory, &status) == 0 else { return .noDatabase(directory: directory) }
    return .unknown(suggestions: suggestions(argument))
  }

  /// The zone of `argument` or UTC, and the one line to print when it is not a zone (`nil`: it
  /// is one).
  public static func zoneOrMessage(_ argument: String, option: String) -> (
    DisplayTimeZone, String?
  ) {
    switch lookup(argument) {
    case .zone(let zone): return (zone, nil)
    case .noDatabase(let directory):
      return (.utc, "\(option): no time zone database at \(directory) (set TZDIR); showing UTC")
    case .unknown(let names):
      return (.utc, unknownMessage(argument, option: option, suggestions: names))
    }
  }

  /// `--tz: unknown time zone 'Europe/Berln'; did you mean Europe/Berlin?`
  public static func unknownMessage(_ argument: String, option: String, suggestions: [String])
    -> String
  {
    let hint =
      suggestions.isEmpty
      ? "use UTC, local, ±HH:MM or a name of \(directory) such as Europe/Berlin"
      : "did you mean \(suggestions.joined(separator: ", "))?"
    return "\(option): unknown time zone '\(argument)'; \(hint)"
  }

  /// The machine's zone: `TZ` when set (`:Europe/Berlin`, a path, or a POSIX rule such as
  /// `CET-1CEST,M3.5.0,M10.5.0/3`), else `/etc/localtime`; UTC when neither reads.
  public static func local() -> DisplayTimeZone {
    if let value = getenv("TZ") {
      var text = String(cString: value)
      if text.hasPrefix(":") { text.removeFirst() }
      if text.isEmpty || text == "UTC" || text == "UTC0" { return .utc }
      if text.hasPrefix("/"), let rules = rules(path: text, name: text) {
        return DisplayTimeZone(rules: rules, label: "local (\(zoneName(ofPath: text)))")
      }
      if isPlausibleName(text), let rules = rules(named: text) {
        return DisplayTimeZone(rules: rules, label: "local (\(text))")
      }
      if let rules = ZoneRules(name: text, posix: text) {
        return DisplayTimeZone(rules: rules, label: "local (\(text))")
      }
      return .utc
    }
    guard let rules = rules(path: "/etc/localtime", name: "localtime") else { return .utc }
    return DisplayTimeZone(rules: rules, label: "local (\(zoneName(ofPath: "/etc/localtime")))")
  }

  /// The zone a path names: `Europe/Berlin` for a link into the database, else the path.
  static func zoneName(ofPath path: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink(path, &buffer, buffer.count - 1)
    let target =
      count > 0
      ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : path
    let parts = target.split(separator: "/", omittingEmptySubsequences: false)
    if let index = parts.lastIndex(of: "zoneinfo"), index + 1 < parts.count {
      return parts[(index + 1)...].joined(separator: "/")
    }
    return target
  }

  /// A zone's rules, read once per process; `nil` when the database has no such file.
  public static func rules(named name: String) -> ZoneRules? {
    rules(path: directory + "/" + name, name: name)
  }

  static func rules(path: String, name: String) -> ZoneRules? {
    if let known = cache.withLock({ $0[path] }) { return known }
    guard let bytes = contents(of: path), let rules = ZoneRules(name: name, tzif: bytes) else {
      return nil
    }
    cache.withLock { $0[path] = rules }
    return rules
  }

  /// A name made of the database's characters, with no `..` and no leading `/`.
  static func isPlausibleName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix("/") && !name.contains("..")
      && name.utf8.allSatisfy { byte in
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte &- 0x30 < 10
          || byte == 0x2F || byte == 0x5F || byte == 0x2D || byte == 0x2B
      }
  }

  /// A small regular file's bytes (a TZif file is a few KiB); `nil` when it cannot be read.
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
      status.st_size < 1 << 20
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + done, $0.count - done)
      }
      guard count > 0 else { break }
      done += count
    }
    return Array(bytes[0..<done])
  }

  /// Every zone name of the database (its files that are TZif files; `posix/` and `right/`
  /// copies left out), sorted.
  public static func names() -> [String] {
    var result: [String] = []
    func walk(_ folder: String, prefix: String, depth: Int) {
      guard depth < 4, let handle = opendir(folder) else { return }
      defer { closedir(handle) }
      while let entry = readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard let first = name.utf8.first, first >= 0x41, first <= 0x5A,
          name != "posix", name != "right", !name.contains(".")
        else { continue }
        let path = folder + "/" + name
        var status = stat()
        guard stat(path, &status) == 0 else { continue }
        if (status.st_mode & S_IFMT) == S_IFDIR {
          walk(path, prefix: prefix + name + "/", depth: depth + 1)
        } else if (status.st_mode & S_IFMT) == S_IFREG {
          result.append(prefix + name)
        }
      }
    }
    walk(directory, prefix: "", depth: 0)
    return result.sorted()
  }

  /// Up to three names closest to `argument` (case ignored; the last part of a name counts
  /// alone too, so `Berlin` finds `Europe/Berlin`), within a distance of a quarter of its length.
  public static func suggestions(_ argument: String, among names: [String]? = nil) -> [String] {
    let wanted = Array(argument.lowercased().utf8)
    let limit = max(2, wanted.count / 4)
    let scored = (names ?? Self.names()).compactMap { name -> (Int, String)? in
      let lower = name.lowercased()
      let last = lower.split(separator: "/").last.map(String.init) ?? lower
      let distance = min(
        EditDistance.between(wanted, Array(lower.utf8)),
        EditDistance.between(wanted, Array(last.utf8)))
      return distance <= limit ? (distance, name) : nil
    }
    return scored.sorted { $0 < $1 }.prefix(3).map(\.1)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh folder under `/tmp` for one test, with helpers to fill it; ``remove()`` deletes
/// everything written through it.
struct TemporaryFolder {
  let path: String
  private var files: [String] = []
  private var folders: [String] = []

  init() {
    var template = Array("/tmp/tchart-folders-XXXXXX".utf8CString)
    path = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) } ?? "/tmp"
    }
  }

  /// Makes the folder `relative` (and its parents) inside; returns its path.
  @discardableResult
  mutating func folder(_ relative: String) -> String {
    var current = path
    for part in relative.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o755) == 0 { folders.append(current) }
    }
    return current
  }

  /// Writes `text` to `relative` (making its folders); returns its path.
  @discardableResult
  mutating func file(_ relative: String, _ text: String) -> String {
    if let slash = relative.lastIndex(of: "/") { folder(String(relative[..<slash])) }
    let full = path + "/" + relative
    if let handle = fopen(full, "w") {
      fputs(text, handle)
      fclose(handle)
      files.append(full)
    }
    return full
  }

  /// Deletes every file and folder made here, then the folder itself.
  func remove() {
    for file in files { unlink(file) }
    for folder in folders.reversed() { rmdir(folder) }
    rmdir(path)
  }
}

/// A small stage-2 chart object: x in milliseconds from `start` seconds, `count` samples an
/// hour apart, one line.
func stageTwoChart(start: Double, count: Int = 3, name: String? = nil) -> String {
  let x = (0..<count).map { String(Int64(start + Double($0) * 3600) * 1000) }
  let y = (0..<count).map { String($0 + 1) }
  let title = name.map { #","name":"\#($0)""# } ?? ""
  return #"{"columns":[["x",\#(x.joined(separator: ","))],["y0",\#(y.joined(separator: ","))]],"#
    + #""types":{"x":"x","y0":"line"}\#(title)}"#
}

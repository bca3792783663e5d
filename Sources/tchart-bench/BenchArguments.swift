/// The benchmarks' command-line flags: `--name VALUE` pairs.
extension [String] {
  /// The word after `name`, `nil` when `name` is absent or last.
  func value(after name: String) -> String? {
    guard let index = firstIndex(of: name), index + 1 < count else { return nil }
    return self[index + 1]
  }
}

/// What a harness expects of the code: a broken expectation prints why and traps, which
/// libFuzzer reports as a crash and saves the input for (`crash-…`).
public func fuzzCheck(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() { fatalError("fuzz check failed: \(message())", file: file, line: line) }
}

/// The bytes libFuzzer hands a harness.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
  guard let data, count > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: count))
}

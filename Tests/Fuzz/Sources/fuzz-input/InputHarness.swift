import FuzzSupport
import TChartProgram
import TChartTerminal

/// The terminal input byte parser: any bytes parse without trapping, never consume more than
/// they hold, and give the same inputs when read in two pieces cut anywhere (the first read
/// leaving an unfinished sequence for the second) as in one.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = fuzzBytes(data, count)
  guard let cut = bytes.first.map({ Int($0) }) else { return 0 }
  let input = Array(bytes.dropFirst())
  let whole = ByteInputParser.parse(input, final: true)
  fuzzCheck(whole.consumed == input.count, "final parse left \(input.count - whole.consumed)")
  let split = min(cut, input.count)
  let first = ByteInputParser.parse(Array(input[..<split]), final: false)
  fuzzCheck(first.consumed <= split, "consumed \(first.consumed) of \(split)")
  let second = ByteInputParser.parse(Array(input[first.consumed...]), final: true)
  fuzzCheck(
    first.inputs + second.inputs == whole.inputs,
    "\(first.inputs) + \(second.inputs) != \(whole.inputs) for \(input)")
  return 0
}

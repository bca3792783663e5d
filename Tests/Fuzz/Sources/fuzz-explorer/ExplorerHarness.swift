import FuzzSupport
import TChartTesting

#if canImport(Glibc)
  import Glibc
#endif

/// The explorer as a whole: the bytes choose a world (chart sets or a stream, the screen size)
/// and a sequence of steps (keys, mouse, wheel, resizes including 0×0 and 1×1, ticks, day
/// answers, stream rows) through ``ExplorerExercise``; every frame is drawn and the invariants
/// hold after each step.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExplorer(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  var choices = ByteChoices(fuzzBytes(data, count))
  var exercise = ExplorerExercise(choices: &choices)
  while !choices.isExhausted {
    if let problem = exercise.step(&choices) {
      fuzzCheck(false, problem)
    }
  }
  exercise.finish()
  return 0
}

/// Runs in a scratch folder of its own, so that nothing the explorer might write lands in the
/// repository.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzExplorerInitialize(
  _ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?
)
  -> Int32
{
  var template = Array("/tmp/tchart-fuzz-XXXXXX".utf8CString)
  if let folder = mkdtemp(&template) { chdir(folder) }
  return 0
}

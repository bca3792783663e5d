import TChartProgram

#if canImport(Glibc)
  import Glibc
#endif

/// Whether the environment's terminal (`TERM`, `TMUX`) takes a copy to the clipboard by OSC 52
/// (``ClipboardSequence/isTaken(environment:)``): `Y` copies, else shows the text.
var terminalTakesCopies: Bool {
  var environment: [String: String] = [:]
  for name in ["TERM", "TMUX"] {
    if let value = getenv(name) { environment[name] = String(cString: value) }
  }
  return ClipboardSequence.isTaken(environment: environment)
}

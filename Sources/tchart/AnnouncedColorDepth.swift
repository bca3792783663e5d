import TChartCells

#if canImport(Glibc)
  import Glibc
#endif

/// The colour depth the environment announces (`COLORTERM`, `TERM`): how line colours are sent.
var announcedColorDepth: ColorDepth {
  var environment: [String: String] = [:]
  for name in ["COLORTERM", "TERM"] {
    if let value = getenv(name) { environment[name] = String(cString: value) }
  }
  return ColorDepth(environment: environment)
}

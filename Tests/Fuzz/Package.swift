// swift-tools-version: 6.1
// The libFuzzer harnesses (`make fuzz`): a package of its own, so that `swift build` and
// `swift test` of tchart never see them. Built by scripts/fuzz.sh with
// `--sanitize=fuzzer --sanitize=address`; each executable's `LLVMFuzzerTestOneInput` is its
// entry point (libFuzzer brings `main`).
import PackageDescription

let libraries = Target.Dependency.product(name: "TChartLibraries", package: "tchart")

let package = Package(
  name: "tchart-fuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "tchart", path: "../..")],
  targets: [
    // The checks the harnesses share: a failed check is a crash the fuzzer reports.
    .target(name: "FuzzSupport", dependencies: [libraries]),
    harness("fuzz-json"),
    harness("fuzz-csv"),
    harness("fuzz-input"),
    harness("fuzz-session"),
    harness("fuzz-explorer"),
    harness("fuzz-cache"),
  ],
  swiftLanguageModes: [.v6]
)

/// A harness: an executable with no `main` of its own.
func harness(_ name: String) -> Target {
  .executableTarget(
    name: name, dependencies: ["FuzzSupport", libraries],
    swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

import ArgumentParser
import TChartConfig

#if canImport(Glibc)
  import Glibc
#endif

extension Settings {
  /// The settings of the config file the environment names, read when a command that uses
  /// them runs (`pick` and `--version` never read it); a bad file is printed as its one line
  /// and ends the process with exit 78 (`EX_CONFIG`; 69 when the TOML reader is missing).
  static func forCommandLine() throws -> Settings {
    var environment: [String: String] = [:]
    for name in ["XDG_CONFIG_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    do {
      return try Settings.load(environment: environment)
    } catch {
      StandardError.write(error.description)
      throw ExitCode(error.exitCode)
    }
  }

  /// `key`'s value: `flag` when the command line gave it, else the config file's, else the
  /// built-in default (`nil` when there is none).
  func value<Value: ExpressibleByArgument>(_ key: ConfigKey, flag: Value?) -> Value? {
    if let flag { return flag }
    return resolved(key, flag: nil).flatMap { Value(argument: $0.argument) }
  }
}

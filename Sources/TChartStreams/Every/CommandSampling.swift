/// What `tchart --every INTERVAL -- CMD [ARGS…]` runs: the command's arguments (executed
/// directly, no shell), how often, and how long one run may take.
public struct CommandSampling: Sendable, Equatable {
  /// The program and its arguments.
  public var arguments: [String]
  /// Seconds from the start of one run to the start of the next.
  public var interval: Double
  /// Seconds a run may take before it is stopped (at most ``interval``: runs never overlap).
  public var timeout: Double

  public init(arguments: [String], interval: Double, timeout: Double? = nil) {
    self.arguments = arguments
    self.interval = interval
    self.timeout = Swift.min(timeout ?? interval, interval)
  }

  /// The command as the title shows it: its words, shortened past 40 characters.
  public var name: String {
    let text = arguments.joined(separator: " ")
    return text.count > 40 ? String(text.prefix(39)) + "…" : text
  }

  /// The program's base name (`vmstat` for `/usr/bin/vmstat`).
  public var program: String {
    String(arguments.first?.split(separator: "/").last ?? "value")
  }
}

import Foundation
import TChartHTTP
import TChartPrometheus
import TChartSources

/// `tchart-bench --prometheus [--samples N]`: the explorer on a Prometheus server the bench
/// starts (Debian's `prometheus` on a free loopback port, its data backfilled with `promtool
/// tsdb create-blocks-from openmetrics`): four gauge series of N samples in all (10^6 unless
/// told), one a second (promtool writes a block per two hours: denser data makes fewer),
/// with one-sample spikes and a gap each. The figures are
/// ``TableExplorerBench``'s (keypress → frame, median and p99) and the bytes of the answers
/// per frame (``PrometheusBackend/bytesFetched``). Skipped, with a message, when `prometheus`
/// or `promtool` is not installed.
enum PrometheusBench {
  static func run(_ arguments: [String]) {
    let samples = Int(arguments.value(after: "--samples") ?? "") ?? 1_000_000
    guard let prometheus = BenchPrometheusServer.executable("prometheus"),
      let promtool = BenchPrometheusServer.executable("promtool")
    else {
      return print(
        "Prometheus: skipped (prometheus and promtool are not installed; make deps installs them)")
    }
    let clock = BenchClock.now()
    let data = backfill(samples: samples, end: Int64(Date().timeIntervalSince1970) - 7200)
    let server: BenchPrometheusServer
    do {
      server = try BenchPrometheusServer(
        openMetrics: data.text, prometheus: prometheus, promtool: promtool)
    } catch {
      return print("Prometheus: skipped (\(error))")
    }
    defer { server.stop() }
    let started = BenchClock.now()
    print(
      "Prometheus \(samples) samples backfilled and served in"
        + " \(TableExplorerBench.ms(started - clock)) ms")
    fflush(nil)
    let end = Double(data.last) + 600
    let backend = PrometheusBackend(
      location: PrometheusLocation(scheme: "http", host: "127.0.0.1", port: server.port),
      endpoint: server.endpoint,
      options: .init(queries: ["spiky"], since: end - Double(data.first) + 600, timeout: 60),
      clock: { end })
    TableExplorerBench.run(
      backend: backend, label: "Prometheus spiky (4 series)", since: started,
      bytes: { backend.bytesFetched })
  }

  /// Four random-walk gauges `spiky{instance=…}` of `samples` samples in all, one a second
  /// ending at `end`, a spike of ±1000 one sample in 5000, a gap of six minutes each;
  /// OpenMetrics.
  static func backfill(samples: Int, end: Int64) -> (text: String, first: Int64, last: Int64) {
    let instances = ["a:9100", "b:9100", "c:9100", "d:9100"]
    let perSeries = samples / instances.count
    let interval: Int64 = 1
    let last = end / interval * interval
    let first = last - Int64(perSeries + 360) * interval
    var text = "# HELP spiky A bench gauge.\n# TYPE spiky gauge\n"
    text.reserveCapacity(samples * 48)
    var seed: UInt64 = 28
    func unit() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    for (index, instance) in instances.enumerated() {
      let gap = first + Int64(index + 1) * Int64(perSeries / 5) * interval
      var value = 13.0
      var time = first
      var written = 0
      while written < perSeries {
        defer { time += interval }
        if time >= gap && time < gap + 360 { continue }
        value = min(16, max(10, value + (unit() * 2 - 1) * 0.4))
        let spike = unit() < 0.0002
        let sample = spike ? (unit() < 0.5 ? 1000 : -1000) : (value * 1000).rounded() / 1000
        text += "spiky{job=\"t\",instance=\"\(instance)\"} \(sample) \(time)\n"
        written += 1
      }
    }
    return (text + "# EOF\n", first, last)
  }
}

/// A Prometheus server for the bench: its own folder, a free loopback port, data backfilled
/// before it starts; ``stop()`` ends it (SIGTERM, then SIGKILL) and removes the folder.
final class BenchPrometheusServer {
  let folder: String
  let port: Int
  private let process: Process

  static func executable(_ name: String) -> String? {
    ["/usr/bin", "/usr/local/bin", "/usr/sbin"].map { $0 + "/" + name }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  struct Failed: Error, CustomStringConvertible {
    var description: String
  }

  var endpoint: HTTPEndpoint { HTTPEndpoint(scheme: "http", host: "127.0.0.1", port: port) }

  init(openMetrics: String, prometheus: String, promtool: String) throws {
    folder = NSTemporaryDirectory() + "tchart-bench-prom-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(
      atPath: folder + "/data", withIntermediateDirectories: true)
    port = try Self.freePort()
    let config = """
      global: {scrape_interval: 15s}
      scrape_configs:
        - job_name: self
          static_configs: [{targets: ['127.0.0.1:\(port)']}]
      """
    try config.write(toFile: folder + "/prom.yml", atomically: true, encoding: .utf8)
    try openMetrics.write(toFile: folder + "/backfill.om", atomically: true, encoding: .utf8)
    let tool = Process()
    tool.executableURL = URL(fileURLWithPath: promtool)
    tool.arguments = [
      "tsdb", "create-blocks-from", "openmetrics", folder + "/backfill.om", folder + "/data",
    ]
    tool.standardOutput = FileHandle.nullDevice
    tool.standardError = FileHandle.nullDevice
    try tool.run()
    tool.waitUntilExit()
    guard tool.terminationStatus == 0 else { throw Failed(description: "promtool failed") }
    process = Process()
    process.executableURL = URL(fileURLWithPath: prometheus)
    process.arguments = [
      "--config.file=\(folder)/prom.yml", "--storage.tsdb.path=\(folder)/data",
      "--web.listen-address=127.0.0.1:\(port)", "--storage.tsdb.retention.time=3650d",
      "--log.level=error",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let client = HTTPClient(endpoint: endpoint)
    for _ in 0..<600 {
      if let answer = try? client.get("/-/ready", timeout: 1), answer.status == 200 { return }
      guard process.isRunning else { break }
      usleep(100_000)
    }
    stop()
    throw Failed(description: "prometheus did not become ready")
  }

  func stop() {
    if process.isRunning {
      process.terminate()
      for _ in 0..<100 where process.isRunning { usleep(100_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// A loopback port nobody listens on (the kernel's pick for port 0).
  static func freePort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else { throw Failed(description: "no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}

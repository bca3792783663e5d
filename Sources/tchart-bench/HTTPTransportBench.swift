import TChartClickHouse
import TChartHTTP

/// `tchart-bench --http clickhouse[+https]://HOST:PORT/DB/TABLE [--cacert FILE] [--small N]`
/// `[--large ROWS]`: the HTTP client (libcurl) on one ClickHouse server: the latency of a small
/// query (`SELECT 1`, median and p99 of N, 400 by default) and the throughput of a large answer
/// (ROWS rows of TabSeparated, 5,000,000 by default: ~97 MB; median of 5).
enum HTTPTransportBench {
  static func run(_ arguments: [String]) {
    guard let url = arguments.value(after: "--http"),
      let location = try? ClickHouseLocation.parse(url)
    else { return print("tchart-bench --http needs a clickhouse:// URL") }
    let small = Int(arguments.value(after: "--small") ?? "") ?? 400
    let large = Int(arguments.value(after: "--large") ?? "") ?? 5_000_000
    let client = HTTPClient(
      endpoint: location.endpoint(caCertificate: arguments.value(after: "--cacert")))
    let post = { (body: [UInt8]) -> Int in
      do {
        return try client.post("/", body: body, timeout: 300).body.count
      } catch {
        print("tchart-bench --http: \(error)")
        return -1
      }
    }
    let smallQuery = Array("SELECT 1".utf8)
    let largeQuery = Array(
      "SELECT number, toString(number * 7919) FROM numbers(\(large)) FORMAT TabSeparated".utf8)
    guard post(smallQuery) > 0 else { return }
    let latencies = (0..<small).map { _ in BenchClock.milliseconds { _ = post(smallQuery) } }
      .sorted()
    var bytes = 0
    let rates = (0..<5).map { _ in
      let time = BenchClock.milliseconds { bytes = post(largeQuery) }
      return Double(bytes) / 1e6 / (time / 1000)
    }.sorted()
    print(
      "HTTP (libcurl) on ClickHouse \(location.place)\(location.secure ? " over TLS" : ""): "
        + "small query median \(BenchTable.fixed(latencies[small / 2], 3)) ms, "
        + "p99 \(BenchTable.fixed(latencies[min(small - 1, small * 99 / 100)], 3)) ms; "
        + "large answer (\(bytes) bytes) \(BenchTable.fixed(rates[2], 0)) MB/s")
  }
}

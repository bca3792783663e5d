import TChartClickHouse
import TChartHTTP

/// `tchart-bench --http clickhouse://HOST:PORT/DB/TABLE [--small N] [--large ROWS]`: the two
/// HTTP transports side by side on one ClickHouse server, in alternating rounds: the latency of
/// a small query (`SELECT 1`, median and p99 of N) and the throughput of a large answer (ROWS
/// rows of TabSeparated, median of 5): the hand-written socket client and libcurl.
enum HTTPTransportBench {
  static func run(_ arguments: [String]) {
    guard let url = arguments.value(after: "--http"),
      let location = try? ClickHouseLocation.parse(url)
    else { return print("tchart-bench --http needs a clickhouse:// URL") }
    let small = Int(arguments.value(after: "--small") ?? "") ?? 400
    let large = Int(arguments.value(after: "--large") ?? "") ?? 5_000_000
    let socket = BlockingHTTPClient(host: location.host, port: location.port)
    let curl = HTTPClient(endpoint: location.endpoint())
    let post: [(String, ([UInt8]) -> Int)] = [
      (
        "socket",
        { body in (try? socket.post("/", headers: [], body: body, timeout: 300))?.body.count ?? -1 }
      ),
      ("libcurl", { body in (try? curl.post("/", body: body, timeout: 300))?.body.count ?? -1 }),
    ]
    let smallQuery = Array("SELECT 1".utf8)
    let largeQuery = Array(
      "SELECT number, toString(number * 7919) FROM numbers(\(large)) FORMAT TabSeparated".utf8)
    var latencies = [[Double]](repeating: [], count: post.count)
    var throughputs = [[Double]](repeating: [], count: post.count)
    var bytes = 0
    for (_, send) in post { _ = send(smallQuery) }
    for round in 0..<10 {
      for index in post.indices {
        let which = (index + round) % post.count
        for _ in 0..<(small / 10) {
          latencies[which].append(BenchClock.milliseconds { _ = post[which].1(smallQuery) })
        }
      }
      if round % 2 == 0 {
        for index in post.indices {
          let which = (index + round / 2) % post.count
          var count = 0
          let time = BenchClock.milliseconds { count = post[which].1(largeQuery) }
          bytes = count
          throughputs[which].append(Double(count) / 1e6 / (time / 1000))
        }
      }
    }
    print(
      "HTTP transports on ClickHouse \(location.place): \(small) x SELECT 1, 5 x \(bytes) bytes")
    for index in post.indices {
      let sorted = latencies[index].sorted()
      let median = sorted[sorted.count / 2]
      let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
      let rate = throughputs[index].sorted()[throughputs[index].count / 2]
      print(
        post[index].0 + String(repeating: " ", count: 8 - post[index].0.count)
          + " small query median \(BenchTable.fixed(median, 3)) ms, p99 \(BenchTable.fixed(p99, 3)) ms;"
          + " large answer \(BenchTable.fixed(rate, 0)) MB/s")
    }
  }
}

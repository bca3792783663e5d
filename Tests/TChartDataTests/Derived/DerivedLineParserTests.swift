import Testing

@testable import TChartData

@Suite("DerivedLineParser")
struct DerivedLineParserTests {
  @Test("a --y list: plain names and every form, split at commas outside parentheses")
  func forms() throws {
    let terms = try DerivedLineParser.parse(
      "cpu, rate(rx_bytes),deriv(t),diff(t),cumsum(n),avg(cpu,1h),avg(cpu, 20),log(m),ratio(a,b),a - b"
    )
    #expect(
      terms.map(\.name) == [
        "cpu", "rate(rx_bytes)", "deriv(t)", "diff(t)", "cumsum(n)", "avg(cpu,1h)", "avg(cpu,20)",
        "log(m)", "ratio(a,b)", "a - b",
      ])
    #expect(terms[0] == .plain("cpu"))
    #expect(
      terms[5] == .derived(DerivedLineSpec(transform: .movingAverage(.span(3600)), inputs: ["cpu"]))
    )
    #expect(
      terms[6]
        == .derived(DerivedLineSpec(transform: .movingAverage(.samples(20)), inputs: ["cpu"])))
    #expect(terms[9] == .derived(DerivedLineSpec(transform: .difference, inputs: ["a", "b"])))
  }

  @Test("a name that looks like a call of no known function, or holds a hyphen, is a name")
  func names() throws {
    #expect(try DerivedLineParser.parse("temp (C)") == [.plain("temp (C)")])
    #expect(try DerivedLineParser.parse("rx-bytes") == [.plain("rx-bytes")])
    #expect(
      try DerivedLineParser.parse("rate(temp (C))") == [
        .derived(DerivedLineSpec(transform: .rate, inputs: ["temp (C)"]))
      ])
  }

  @Test("windows: samples and spans, written back short")
  func windows() {
    #expect(MovingWindow(text: "20") == .samples(20))
    #expect(MovingWindow(text: "5m") == .span(300))
    #expect(MovingWindow(text: "1.5d") == .span(129_600))
    #expect(MovingWindow(text: "500ms") == .span(0.5))
    #expect(MovingWindow(text: "0") == nil)
    #expect(MovingWindow(text: "-3") == nil)
    #expect(MovingWindow(text: "5x") == nil)
    #expect(MovingWindow.span(300).text == "5m")
    #expect(MovingWindow.span(90).text == "90s")
    #expect(MovingWindow.span(604_800).text == "1w")
    #expect(MovingWindow.span(129_600).text == "36h")
  }

  @Test("a bad expression is one line naming the place, the term and the forms")
  func errors() {
    func message(_ text: String) -> String {
      do {
        _ = try DerivedLineParser.parse(text)
        return "parsed"
      } catch { return error.message(place: "--y") }
    }
    let forms = DerivedLineError.forms
    #expect(
      message("avg(cpu)")
        == "--y 'avg(cpu)': avg needs a line and a window: avg(y,20) or avg(y,5m); the forms: \(forms)"
    )
    #expect(
      message("avg(cpu,5q)")
        == "--y 'avg(cpu,5q)': '5q' is no window (a count of samples, 20, or a span: 30s 5m 1h 1d 1w); the forms: \(forms)"
    )
    #expect(
      message("rate(a,b)") == "--y 'rate(a,b)': rate takes one line: rate(y); the forms: \(forms)")
    #expect(
      message("ratio(a)")
        == "--y 'ratio(a)': ratio needs two lines: ratio(a,b); the forms: \(forms)")
    #expect(message("rate(a") == "--y 'rate(a': a ( without its closing ); the forms: \(forms)")
    #expect(message("a,,b") == "--y 'a,,b': an empty term; the forms: \(forms)")
  }

  @Test("an unknown input names the lines")
  func unknown() {
    let spec = DerivedLineSpec(transform: .rate, inputs: ["rx"])
    #expect(throws: DerivedLineError.unknownLine(name: "rx", term: "rate(rx)", known: ["a", "b"])) {
      try spec.check(against: ["a", "b"])
    }
    let error = DerivedLineError.unknownLine(name: "rx", term: "rate(rx)", known: ["a", "b"])
    #expect(
      error.message(place: "--y") == "--y 'rx' (in 'rate(rx)'): no such line; the lines: a, b")
    #expect(throws: Never.self) { try spec.check(against: ["rx"]) }
  }
}

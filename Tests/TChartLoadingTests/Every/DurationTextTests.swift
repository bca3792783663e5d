import Testing

@testable import TChartStreams

/// `--every` and `--every-timeout` durations: units, bare seconds, and one line for bad ones.
@Suite struct DurationTextTests {
  @Test(arguments: [
    ("500ms", 0.5), ("2s", 2.0), ("1.5s", 1.5), ("1m", 60.0), ("1h", 3600.0), ("2", 2.0),
    (" 3s ", 3.0), ("10ms", 0.01), (".5s", 0.5),
  ])
  func readsUnitsAndBareSeconds(text: String, seconds: Double) throws {
    #expect(try DurationText.seconds(text, flag: "--every") == seconds)
  }

  @Test func zeroIsRefusedWithWhatToWrite() {
    #expect(throws: DurationText.Problem.self) { try DurationText.seconds("0", flag: "--every") }
    do {
      _ = try DurationText.seconds("0s", flag: "--every")
    } catch {
      #expect(error.description == "--every 0s: the interval must be above 0 (e.g. 500ms, 2s, 1m)")
    }
  }

  @Test(arguments: ["abc", "", "s", "2x", "-1s", "1e3s", "inf", "nan", "2 s", "1,5s", "0x10"])
  func notADuration(text: String) {
    do {
      _ = try DurationText.seconds(text, flag: "--every")
      Issue.record("\(text) read as a duration")
    } catch {
      #expect(error.description == "--every \(text): not a duration (e.g. 500ms, 2s, 1m)")
    }
  }

  @Test func tooShortToBeUseful() {
    do {
      _ = try DurationText.seconds("1ms", flag: "--every")
      Issue.record("1ms accepted")
    } catch {
      #expect(error.description == "--every 1ms: at least 10ms")
    }
  }

  @Test func writtenBackShort() {
    #expect(DurationText.text(0.5) == "500ms")
    #expect(DurationText.text(2) == "2s")
    #expect(DurationText.text(1.5) == "1.5s")
    #expect(DurationText.text(120) == "2m")
    #expect(DurationText.text(90) == "90s")
  }
}

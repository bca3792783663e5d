import Testing

@testable import TChartHTTP

/// `%XX` escapes in URL parts, as ClickHouse's and Prometheus's URLs read them.
@Suite("PercentDecoding")
struct PercentDecodingTests {
  @Test func escapesAreDecodedAsUTF8() {
    #expect(PercentDecoding.decoded("my%20table") == "my table")
    #expect(PercentDecoding.decoded("caf%C3%A9") == "café")
    #expect(PercentDecoding.decoded("plain") == "plain")
  }

  @Test func aBadEscapeOrBytesThatAreNotUTF8AreNil() {
    #expect(PercentDecoding.decoded("50%") == nil)
    #expect(PercentDecoding.decoded("%zz") == nil)
    #expect(PercentDecoding.decoded("%C3") == nil)
    #expect(PercentDecoding.decoded("%+f") == nil)
    #expect(PercentDecoding.decoded("%-0") == nil)
    #expect(PercentDecoding.decoded("%4a%4A") == "JJ")
  }
}

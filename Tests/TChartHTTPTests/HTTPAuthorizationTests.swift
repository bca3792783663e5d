import Testing

@testable import TChartHTTP

/// The credentials of a client never show in text: description, debug text, `dump`.
@Suite("HTTPAuthorization")
struct HTTPAuthorizationTests {
  @Test func theTokenAndThePasswordNeverShow() {
    let secrets: [HTTPAuthorization] = [
      .bearer("s3cret-token"), .basic(user: "alice", password: "s3cret-password"),
    ]
    for authorization in secrets {
      var dumped = ""
      dump(authorization, to: &dumped)
      for text in [
        "\(authorization)", String(reflecting: authorization), dumped,
        "\(HTTPEndpoint(scheme: "http", host: "h", port: 1)) \([authorization])",
      ] {
        #expect(!text.contains("s3cret"), "\(text)")
      }
    }
    #expect("\(HTTPAuthorization.basic(user: "alice", password: "x"))".contains("alice"))
  }
}

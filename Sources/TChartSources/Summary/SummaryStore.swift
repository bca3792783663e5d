/// Where block summaries are kept between opens (the column cache in tchart; a folder or
/// memory in tests).
public protocol SummaryStore: Sendable {
  func load(_ key: String) -> [UInt8]?
  func save(_ key: String, _ bytes: [UInt8])
}

@testable import TChartStreams

/// The CSV text `rows` make of `text` fed in pieces of `piece` bytes, then finished: what a
/// stream's reads give, split anywhere.
func csvText(of text: String, piece: Int, through rows: inout some LineRows) -> String {
  var out: [UInt8] = []
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let end = min(bytes.count, offset + piece)
    out += bytes[offset..<end].withUnsafeBytes { rows.transform($0) }
    offset = end
  }
  out += rows.finish()
  return String(decoding: out, as: UTF8.self)
}

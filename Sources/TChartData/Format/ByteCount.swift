/// A number of bytes as people read it: `512 bytes`, `1 KiB`, `1.5 MiB`, `4 GiB` (powers of
/// 1024, the largest unit that keeps at least 1, one decimal unless it is whole).
package enum ByteCount {
  /// `bytes` in the largest binary unit that keeps at least 1 of it.
  package static func text(_ bytes: Int) -> String {
    guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
    let units = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
    var unit = 0
    var scale = 1024.0
    while unit + 1 < units.count && Double(bytes) >= scale * 1024 {
      scale *= 1024
      unit += 1
    }
    let tenths = Int((Double(bytes) / scale * 10).rounded())
    let number = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    return number + " " + units[unit]
  }
}

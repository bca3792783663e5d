extension String {
  /// Pads with leading zeros to `width` characters: `"7".leftPadded(to: 2)` → `07`.
  public func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

extension String {
  /// Every occurrence of `target` replaced by `replacement` (no Foundation in the model).
  package func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    result.reserveCapacity(count)
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}

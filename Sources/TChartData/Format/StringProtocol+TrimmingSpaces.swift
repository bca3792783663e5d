extension StringProtocol {
  /// Without leading and trailing spaces and tabs (no Foundation in the model).
  package var trimmingSpaces: String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: blank).reversed().drop(while: blank).reversed())
  }
}

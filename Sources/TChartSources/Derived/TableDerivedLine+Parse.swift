import TChartData

extension TableDerivedLine {
  /// The derived line `text` names, `nil` for a plain column name, or a usage error naming
  /// the forms known (`place` is where the text came from: the file or server).
  public static func parse(_ text: String, place: String) throws(SourceError) -> Self? {
    do {
      switch try DerivedLineParser.parseTerm(trimmedText(text)) {
      case .plain: return nil
      case .derived(let spec): return Self(spec)
      }
    } catch {
      throw SourceError(.usage, place: place, message: error.message(place: "--y"))
    }
  }

  static func trimmedText(_ text: String) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}

import ArgumentParser

/// `Rate,Views` or `3`: lines by their legend names or 1-based keys, comma separated
/// (`--right`); blanks around a name are dropped.
struct LineNameList: ExpressibleByArgument {
  var names: [String]

  init?(argument: String) {
    let names = argument.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    guard !names.isEmpty, !names.contains(where: { $0.isEmpty }) else { return nil }
    self.names = names
  }

  static var defaultValueDescription: String { "col[,col…]" }
}

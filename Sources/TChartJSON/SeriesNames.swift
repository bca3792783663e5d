/// Names for the series of one query: each named by the labels that tell it apart from the
/// others (`{instance="a:9100", job="node"}` beside `{instance="b:9100", job="node"}` is
/// `a:9100`; two differing labels give `a:9100 cpu0`), so hundreds of series stay readable in
/// the legend and the line picker. A lone series is named by its metric name, else its labels,
/// else the query.
public enum SeriesNames {
  /// One name per label set of `labelSets`, in order; names that would repeat get their full
  /// label text instead.
  public static func names(_ labelSets: [[PrometheusAnswer.Label]], query: String) -> [String] {
    guard labelSets.count > 1 else {
      guard let labels = labelSets.first else { return [] }
      if let name = labels.first(where: { $0.name == "__name__" })?.value,
        labels.count == 1
      {
        return [name]
      }
      return [labels.isEmpty ? query : fullText(labels)]
    }
    var differing: [String] = []
    var seen: Set<String> = []
    for labels in labelSets {
      for label in labels where !seen.contains(label.name) {
        seen.insert(label.name)
        let values = labelSets.map { set in set.first { $0.name == label.name }?.value }
        if Set(values).count > 1 { differing.append(label.name) }
      }
    }
    var names = labelSets.map { labels in
      differing.compactMap { name in labels.first { $0.name == name }?.value }
        .joined(separator: " ")
    }
    var counts: [String: Int] = [:]
    for name in names { counts[name, default: 0] += 1 }
    for index in names.indices where names[index].isEmpty || counts[names[index], default: 0] > 1 {
      names[index] = labelSets[index].isEmpty ? query : fullText(labelSets[index])
    }
    return names
  }

  /// `name{a="1", b="2"}`: the metric name (if any), then the other labels in quotes.
  public static func fullText(_ labels: [PrometheusAnswer.Label]) -> String {
    let name = labels.first { $0.name == "__name__" }?.value ?? ""
    let others = labels.filter { $0.name != "__name__" }
    guard !others.isEmpty else { return name }
    return name + "{"
      + others.map { "\($0.name)=\"\(escaped($0.value))\"" }.joined(separator: ", ") + "}"
  }

  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }
}

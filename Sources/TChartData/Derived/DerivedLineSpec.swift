/// A derived line: its transform, the names of its input lines and its display name, which is
/// also how it is written (`rate(rx_bytes)`, `avg(cpu,1h)`, `ratio(a,b)`, `a - b`) and saved.
public struct DerivedLineSpec: Sendable, Hashable {
  /// What it computes.
  public var transform: LineTransform
  /// The input lines' names, ``LineTransform/arity`` of them.
  public var inputs: [String]

  public init(transform: LineTransform, inputs: [String]) {
    precondition(inputs.count == transform.arity, "a \(transform.keyword) reads \(transform.arity)")
    self.transform = transform
    self.inputs = inputs
  }

  /// The expression, as the legend, the picker and the session write it.
  public var name: String {
    switch transform {
    case .difference: return "\(inputs[0]) - \(inputs[1])"
    case .ratio: return "ratio(\(inputs[0]),\(inputs[1]))"
    case .movingAverage(let window): return "avg(\(inputs[0]),\(window.text))"
    default: return "\(transform.keyword)(\(inputs[0]))"
    }
  }
}

import TChartData

extension ValueFormatter {
  /// A formatter for `selection`: decimals from its precision, date resolution from its step
  /// (a thousandth of the range when continuous).
  public init(_ kind: Kind, for selection: RangeSelection) {
    let resolution = selection.step ?? (selection.maximum - selection.minimum) / 1000
    self.init(kind, decimals: selection.decimals, resolution: resolution)
  }
}

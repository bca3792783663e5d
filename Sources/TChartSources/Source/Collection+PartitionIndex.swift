extension RandomAccessCollection where Index == Int {
  /// The first index where `isBefore` stops holding, in a collection it splits into a prefix
  /// where it holds and a suffix where it does not (a binary search).
  func partitionIndex(where isBefore: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = (low + high) / 2
      if isBefore(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

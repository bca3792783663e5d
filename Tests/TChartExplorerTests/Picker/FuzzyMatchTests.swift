import Testing

@testable import TChartExplorer

@Suite struct FuzzyMatchTests {
  @Test func charactersInOrderMatchCaseInsensitively() {
    #expect(FuzzyMatch.score("mfg", in: "Manufacturing") != nil)
    #expect(FuzzyMatch.score("MANU", in: "manufacturing") != nil)
    #expect(FuzzyMatch.score("gfm", in: "Manufacturing") == nil)
    #expect(FuzzyMatch.score("", in: "anything") == 0)
  }

  @Test func runsAndWordStartsRankFirst() {
    let names = [
      "Private service", "Professional and business", "Leisure", "Government", "Prisons",
    ]
    // Contiguous "pri" first (the shorter name on a tie), then "p·r·…i" spread in a word.
    #expect(FuzzyMatch.ranked("pri", names: names) == [4, 0, 1])
    #expect(FuzzyMatch.ranked("gov", names: names).first == 3)
    // "pb": the word starts of "Professional and business" beat letters inside a word.
    #expect(FuzzyMatch.ranked("pb", names: names).first == 1)
    #expect(FuzzyMatch.ranked("", names: names) == [0, 1, 2, 3, 4])
  }
}

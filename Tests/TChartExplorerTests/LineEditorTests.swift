import Testing

@testable import TChartExplorer

@Suite("LineEditor")
struct LineEditorTests {
  func edited(_ start: String, _ edits: [LineEditor.Edit]) -> (String, Int) {
    var editor = LineEditor(text: start)
    for edit in edits { editor.apply(edit) }
    return (editor.text, editor.cursor)
  }

  @Test("typing inserts at the cursor, which moves by character")
  func typing() {
    #expect(edited("", [.insert("a"), .insert("b"), .left, .insert("é")]) == ("aéb", 2))
    #expect(edited("abc", [.home, .insert("x"), .end, .insert("y")]) == ("xabcy", 5))
    #expect(edited("ab", [.right, .right, .left, .left, .left]) == ("ab", 0))
  }

  @Test("backspace, delete, clear before the cursor, delete the word before it")
  func deleting() {
    #expect(edited("abc", [.backspace]) == ("ab", 2))
    #expect(edited("abc", [.home, .backspace, .delete]) == ("bc", 0))
    #expect(edited("abc", [.delete]) == ("abc", 3))
    #expect(edited("2019-03-08 14:05", [.left, .left, .clearBefore]) == ("05", 0))
    #expect(edited("go to  2019 ", [.deleteWord]) == ("go to  ", 7))
    #expect(edited("one two", [.deleteWord, .deleteWord, .deleteWord]) == ("", 0))
  }
}

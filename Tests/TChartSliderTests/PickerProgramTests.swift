import TChartCells
import TChartData
import TChartProgram
import TChartRange
import TChartSlider
import Testing

@Suite struct PickerProgramTests {
  func picker(label: String? = nil, width: Int = 40) throws -> PickerProgram {
    let selection = try RangeSelection(
      minimum: 0, maximum: 2_000_000, step: 10_000, lower: 250_000, upper: 1_500_000)
    var program = PickerProgram(
      selection: selection, formatter: ValueFormatter(.price, for: selection), label: label)
    program.handle(.resize(Size(width: width, height: program.height)), at: 0)
    return program
  }

  @Test func rendersLabelSliderAndHint() throws {
    let program = try picker(label: "Price range", width: 52)
    #expect(program.height == 4)
    #expect(
      program.render(size: Size(width: 52, height: 4)).lines == [
        "Price range                                         ",
        "   $250,000                      $1,500,000         ",
        " ──────●━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●──────────── ",
        "←/→ move · Tab switch · Enter accept · Esc cancel   ",
      ])
  }

  @Test func inASCIITheSliderAndHintAreASCII() throws {
    var program = try picker(label: "Prix · été", width: 52)
    program.glyphs = .ascii
    #expect(
      program.render(size: Size(width: 52, height: 4)).lines == [
        "Prix | ?t?                                          ",
        "   $250,000                      $1,500,000         ",
        " ------o==============================o------------ ",
        "</> move | Tab switch | Enter accept | Esc cancel   ",
      ])
  }

  @Test func withoutALabelTheSliderStartsAtTheTop() throws {
    let program = try picker(width: 30)
    #expect(program.height == 3)
    #expect(
      program.render(size: Size(width: 30, height: 3)).lines == [
        "$250,000        $1,500,000    ",
        " ───●━━━━━━━━━━━━━━━━●─────── ",
        "←/→ move · Tab switch · Enter…",
      ])
  }

  @Test func aLabelWiderThanTheScreenIsCutWithAnEllipsis() throws {
    let program = try picker(label: "Price range for the new flat", width: 20)
    #expect(
      program.render(size: Size(width: 20, height: 4)).lines == [
        "Price range for the…",
        "$250,000 $1,500,000 ",
        " ──●━━━━━━━━━━●──── ",
        "←/→ move · Tab swit…",
      ])
  }

  @Test func controlCharactersInTheLabelShowAsSpaces() throws {
    let program = try picker(label: "Price\trange\n\u{1B}[31mred", width: 30)
    #expect(program.label == "Price range  [31mred")
    #expect(
      program.render(size: Size(width: 30, height: 4)).lines[0] == "Price range  [31mred          ")
  }

  @Test func enterPrintsLowerAndUpper() throws {
    var program = try picker()
    program.handle(.key(.right), at: 0)
    program.handle(.key(.tab), at: 0)
    program.handle(.key(.shiftLeft), at: 0)
    #expect(program.exit == nil)
    program.handle(.key(.enter), at: 0)
    #expect(program.exit == ProgramExit(code: 0, output: "260000 1400000"))
  }

  @Test(arguments: [Key.escape, .character("q"), .control("c")])
  func cancelKeysExitWith130AndNoOutput(key: Key) throws {
    var program = try picker()
    program.handle(.key(key), at: 0)
    #expect(program.exit == .cancelled)
    #expect(program.exit?.code == 130 && program.exit?.output == nil)
    program.handle(.key(.enter), at: 0)  // nothing after the exit
    #expect(program.exit == .cancelled)
  }

  @Test func mouseDragsInProgramCoordinates() throws {
    var program = try picker(label: "Price", width: 43)
    // 43 columns: the track spans columns 1…41, 50,000 per column; rows 1–2 are the slider.
    program.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 31, y: 2))), at: 0)
    program.handle(.mouse(MouseEvent(.drag, at: Point(x: 35, y: 2))), at: 0)
    program.handle(.mouse(MouseEvent(.release, at: Point(x: 37, y: 0))), at: 0)
    // A press on the --label line is not on the slider.
    program.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 30, y: 0))), at: 0)
    program.handle(.key(.enter), at: 0)
    #expect(program.exit == ProgramExit(code: 0, output: "250000 1800000"))
  }

  @Test func decimalsFollowTheStep() throws {
    let selection = try RangeSelection(minimum: 0, maximum: 1, step: 0.1, lower: 0.2, upper: 0.7)
    var program = PickerProgram(
      selection: selection, formatter: ValueFormatter(.plain, for: selection))
    program.handle(.key(.right), at: 0)
    program.handle(.key(.enter), at: 0)
    #expect(program.exit?.output == "0.3 0.7")
  }

  @Test func neverTrapsAtTinySizes() throws {
    let program = try picker(label: "L")
    for width in 0...12 {
      for height in 0...5 {
        let buffer = program.render(size: Size(width: width, height: height))
        #expect(buffer.size == Size(width: width, height: height))
      }
    }
  }
}

import TChartCells
import TChartProgram
import TChartTerminal
import Testing

@Suite struct MouseDecoderTests {
  /// Distinct bits, as in any ABI: the decoder must only rely on the masks it is given.
  let masks = MouseMasks(
    leftPressed: 1 << 1, middlePressed: 1 << 7, rightPressed: 1 << 13, released: 1 << 0 | 1 << 6,
    wheelUp: 1 << 19, wheelDown: 1 << 25, position: 1 << 28)

  func decode(_ state: UInt) -> MouseEvent? {
    MouseDecoder.event(state: state, x: 9, y: 4, masks: masks)
  }

  @Test func pressesByButton() {
    #expect(decode(1 << 1) == MouseEvent(.press(.left), at: Point(x: 9, y: 4)))
    #expect(decode(1 << 7) == MouseEvent(.press(.middle), at: Point(x: 9, y: 4)))
    #expect(decode(1 << 13) == MouseEvent(.press(.right), at: Point(x: 9, y: 4)))
  }

  @Test func releaseOfAnyButton() {
    #expect(decode(1 << 0) == MouseEvent(.release, at: Point(x: 9, y: 4)))
    #expect(decode(1 << 6) == MouseEvent(.release, at: Point(x: 9, y: 4)))
  }

  @Test func motionIsADragEvenWithAButtonBit() {
    #expect(decode(1 << 28) == MouseEvent(.drag, at: Point(x: 9, y: 4)))
    #expect(decode(1 << 28 | 1 << 1) == MouseEvent(.drag, at: Point(x: 9, y: 4)))
  }

  @Test func wheel() {
    #expect(decode(1 << 19) == MouseEvent(.wheelUp, at: Point(x: 9, y: 4)))
    #expect(decode(1 << 25) == MouseEvent(.wheelDown, at: Point(x: 9, y: 4)))
  }

  @Test func unknownStatesAreIgnored() {
    #expect(decode(0) == nil)
    #expect(decode(1 << 30) == nil)
  }

  @Test func requestedIsEveryMaskTogether() {
    let bits: [UInt] = [1, 7, 13, 0, 6, 19, 25, 28]
    let expected = bits.reduce(UInt(0)) { $0 | 1 << $1 }
    #expect(masks.requested == expected)
  }

  @Test func theLinkedNcursesMasksAreDistinct() {
    let real = MouseMasks.ncurses
    let all = [
      real.leftPressed, real.middlePressed, real.rightPressed, real.wheelUp, real.position,
    ]
    #expect(all.allSatisfy { $0 != 0 })
    #expect(Set(all).count == all.count)
    #expect(real.released & real.leftPressed == 0)
  }
}

import CNcurses
import TChartCells
import TChartProgram

/// The ncurses mouse masks tchart understands. Read from the headers at run time (their values
/// differ between mouse ABI versions), or built by hand in tests.
public struct MouseMasks: Sendable, Equatable {
  public var leftPressed: UInt
  public var middlePressed: UInt
  public var rightPressed: UInt
  /// Any button released.
  public var released: UInt
  public var wheelUp: UInt
  public var wheelDown: UInt
  /// Motion (with a button held, in drag mode 1002).
  public var position: UInt

  /// Everything tchart asks ncurses for (`mousemask`): these states and nothing else.
  public var requested: UInt {
    leftPressed | middlePressed | rightPressed | released | wheelUp | wheelDown | position
  }

  public init(
    leftPressed: UInt, middlePressed: UInt, rightPressed: UInt, released: UInt, wheelUp: UInt,
    wheelDown: UInt, position: UInt
  ) {
    self.leftPressed = leftPressed
    self.middlePressed = middlePressed
    self.rightPressed = rightPressed
    self.released = released
    self.wheelUp = wheelUp
    self.wheelDown = wheelDown
    self.position = position
  }

  /// The masks of the ncurses this binary is linked with.
  public static var ncurses: MouseMasks {
    MouseMasks(
      leftPressed: UInt(tchart_button1_pressed()),
      middlePressed: UInt(tchart_button2_pressed()),
      rightPressed: UInt(tchart_button3_pressed()),
      released: UInt(
        tchart_button1_released() | tchart_button2_released() | tchart_button3_released()),
      wheelUp: UInt(tchart_button4_pressed()),
      wheelDown: UInt(tchart_button5_pressed()),
      position: UInt(tchart_report_mouse_position()))
  }
}

/// Turns an ncurses `MEVENT` (button state and 0-based cell) into a ``MouseEvent``.
public enum MouseDecoder {
  /// The event for `state` at column `x`, row `y`; nil for states tchart ignores.
  public static func event(state: UInt, x: Int, y: Int, masks: MouseMasks) -> MouseEvent? {
    let at = Point(x: x, y: y)
    func has(_ mask: UInt) -> Bool { mask != 0 && state & mask != 0 }
    if has(masks.wheelUp) { return MouseEvent(.wheelUp, at: at) }
    if has(masks.wheelDown) { return MouseEvent(.wheelDown, at: at) }
    // Drag motion carries no button bit; checked before the buttons in case a terminal adds one.
    if has(masks.position) { return MouseEvent(.drag, at: at) }
    if has(masks.leftPressed) { return MouseEvent(.press(.left), at: at) }
    if has(masks.middlePressed) { return MouseEvent(.press(.middle), at: at) }
    if has(masks.rightPressed) { return MouseEvent(.press(.right), at: at) }
    if has(masks.released) { return MouseEvent(.release, at: at) }
    return nil
  }
}

import TChartCells
import TChartProgram

/// A debugging aid for the terminal layer (`tchart debug-input`): shows each input event as it
/// was decoded, the screen size and a few styled and wide cells. `q` quits; `a` starts or stops a
/// spinner that animates (the loop then ticks); `!` traps on purpose (to check that the
/// terminal is restored after a crash); `Ctrl-C` cancels (exit 130).
public struct InputEchoProgram: TerminalProgram {
  /// The most recent events, newest last, as text.
  public private(set) var log: [String] = []
  public private(set) var exit: ProgramExit?
  public private(set) var isAnimating = false
  private var ticks = 0
  private var lastTime = 0.0

  public init() {}

  public mutating func handle(_ event: InputEvent, at time: Double) {
    log.append(Self.describe(event))
    if log.count > 200 { log.removeFirst(log.count - 200) }
    switch event {
    case .key(.character("q")): exit = ProgramExit(code: 0, output: "\(log.count) events")
    case .key(.control("c")): exit = .cancelled
    case .key(.character("a")): isAnimating.toggle()
    case .key(.character("!")): fatalError("debug-input: trap requested with '!'")
    default: break
    }
  }

  public mutating func tick(at time: Double) {
    if time - lastTime >= 0.1 {
      ticks += 1
      lastTime = time
    }
  }

  public func render(size: Size) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: size)
    let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"][ticks % 10]
    buffer.write(
      "tchart input  \(size.width)x\(size.height)  \(spinner)  q quit · a animate", x: 0, y: 0,
      style: Style(attributes: .bold))
    buffer.write("colours:", x: 0, y: 1)
    var x = 9
    for index in [1, 2, 4, 196, 46, 21, 244] as [UInt8] {
      x = buffer.write("██", x: x, y: 1, style: Style(foreground: .indexed(index)))
    }
    x = buffer.write(" dim", x: x, y: 1, style: Style(attributes: .dim))
    x = buffer.write(" rev", x: x, y: 1, style: Style(attributes: .reverse))
    buffer.write(" 宽字 ⣿⡇", x: x, y: 1)
    let visible = max(0, size.height - 3)
    for (row, line) in log.suffix(visible).enumerated() {
      buffer.write(line, x: 0, y: row + 3)
    }
    return buffer
  }

  /// A short text for an event, as shown on screen: `key right`, `mouse drag 12,5`, `resize 80x24`.
  public static func describe(_ event: InputEvent) -> String {
    switch event {
    case .key(let key): return "key \(key)"
    case .mouse(let mouse):
      // A button is named alone (`press(left)`): interpolating the kind would also name the
      // module the type lives in.
      let kind =
        if case .press(let button) = mouse.kind { "press(\(button))" } else { "\(mouse.kind)" }
      return "mouse \(kind) \(mouse.position.x),\(mouse.position.y)"
    case .resize(let size): return "resize \(size.width)x\(size.height)"
    }
  }
}

import TChartModel
import TChartRender

/// The explorer's frame: a pure function of the state and the screen size.
public enum ExplorerScreen {
  /// Draws `state` on a screen of `size`.
  public static func render(state: ExplorerState, size: Size) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: size)
    let layout = ExplorerLayout(size: size, state: state)
    if layout.isTooSmall {
      buffer.write(layout.tooSmallMessage, x: 0, y: 0)
      return buffer
    }
    buffer.write(state.chartSet.name, x: layout.title.x, y: layout.title.y)
    return buffer
  }
}

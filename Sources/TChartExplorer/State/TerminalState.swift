import Synchronization
import TChartCells

/// What the terminal layer tells the explorer of the world outside: the time and the screen's
/// size (``InputAction/tick(_:)`` and ``InputAction/resize(_:)``), and the geometry of the state
/// laid out on that screen once worked out (``KeptGeometry``).
public struct TerminalState: Sendable, Equatable {
  /// The time of the last tick or input, in seconds.
  public var now: Double = 0
  /// The terminal size from the last resize.
  public var size: Size {
    didSet { if size != oldValue { geometry = KeptGeometry() } }
  }
  /// The state's geometry on this screen, once built: a memo, never part of `==`, forgotten
  /// when the state changes in a way that can move a rectangle (see ``ExplorerState``).
  var geometry = KeptGeometry()
  /// Whether the terminal is known to take a copy to the clipboard (OSC 52; see
  /// `ClipboardSequence` of TChartProgram): `Y` copies, else shows the text.
  public var takesCopies = false

  public init(now: Double = 0, size: Size) {
    self.now = now
    self.size = size
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.now == rhs.now && lhs.size == rhs.size && lhs.takesCopies == rhs.takesCopies
  }
}

/// A state's geometry once built, shared by the copies of the state until one changes (each
/// change gives the changed copy an empty one, except a feed's that leaves its
/// ``DataFeed/geometryMark`` as it is): the hit tests of an event, the frame after it and the
/// next event's hit tests read one geometry instead of building their own.
struct KeptGeometry: Sendable {
  /// The geometry built, whether it has the hit areas (the legend's tokens; in the list and
  /// cards the `one` layout input is tested with) or is a frame's (the panels), and the mark of
  /// the feed it was built from.
  private struct Kept: Sendable {
    var geometry: ExplorerGeometry
    var hitAreas: Bool
    var feed: DataFeed.GeometryMark
  }

  private final class Box: Sendable {
    let kept = Mutex<Kept?>(nil)
  }

  private let box = Box()

  /// The geometry kept, if any, and whether it has the hit areas.
  var kept: (geometry: ExplorerGeometry, hitAreas: Bool)? {
    box.kept.withLock { kept in kept.map { ($0.geometry, $0.hitAreas) } }
  }

  /// Whether a geometry is kept, built from a feed with mark `feed`.
  func isKept(from feed: DataFeed.GeometryMark) -> Bool {
    box.kept.withLock { $0?.feed == feed }
  }

  /// Keeps `geometry` (with or without the hit areas), built from a feed with mark `feed`, and
  /// returns it.
  func keep(_ geometry: ExplorerGeometry, hitAreas: Bool, feed: DataFeed.GeometryMark)
    -> ExplorerGeometry
  {
    box.kept.withLock { $0 = Kept(geometry: geometry, hitAreas: hitAreas, feed: feed) }
    return geometry
  }
}

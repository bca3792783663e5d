import TChartCells
import TChartData

/// The canvases ``SeriesRasterizer/draw(x:lines:hidden:visible:mapping:caches:on:)`` remembers
/// in the caller's ``RenderCaches``, so that a frame which draws exactly the same lines again
/// (the mini-map on every frame, the graph when only the indicator moved) copies them instead
/// of rasterising.
///
/// Never stale: an entry is used only when everything the drawing
/// depends on is identical — the same `x` and line arrays (same storage and count: the entry
/// retains them, so their storage cannot be freed and reused by other arrays, and a mutated
/// copy gets new storage), the same hidden lines, visible range, mapping and canvas size —
/// and the canvas given is blank. A pyramid is always built from its values (``Series`` keeps
/// them together), so equal values mean an equal pyramid. A hit returns the
/// canvas the drawing would produce, bit for bit. The renderer stays a pure function of its
/// inputs; the memo only trades a lookup of a few words for the rasterisation.
enum CanvasMemo {
  /// What a drawing depends on.
  struct Key {
    var x: Column<Double>
    var lines: [Column<Double>]
    var hidden: Set<Int>
    var visible: Range<Int>
    var mapping: DotMapping
    var size: Size
    /// Whether the samples are points (``PointRasterizer``), not joined.
    var points = false

    /// Same inputs: identical array storage, equal everything else.
    func matches(_ other: Key) -> Bool {
      sameStorage(x, other.x) && sameStorage(lines, other.lines) && hidden == other.hidden
        && visible == other.visible && mapping == other.mapping && size == other.size
        && points == other.points
    }
  }

}

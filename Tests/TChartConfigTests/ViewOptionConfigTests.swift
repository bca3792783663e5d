import TChartConfig
import TChartExplorer
import Testing

/// The config keys of the view options come from their descriptions (``ViewOption/config``).
@Suite struct ViewOptionConfigTests {
  @Test func everyViewOptionWithAConfigIsAKeyNamedAsItsFlag() throws {
    for option in ViewOption.all {
      guard let config = option.config else {
        #expect(ConfigKey(option: option) == nil, "\(option)")
        #expect(ConfigKey(rawValue: option.name) == nil, "\(option)")
        continue
      }
      let key = try #require(ConfigKey(option: option), "\(option)")
      #expect(ConfigKey.allCases.contains(key))
      #expect(key.rawValue == option.name)
      #expect(key.row.option == option.flag)
      #expect(key.row.summary == config.summary)
      #expect(key.row.defaultValue == config.defaultValue)
      #expect(key.row.accepts(config.defaultValue))
    }
  }

  @Test func theViewKeysAreTheOnesOfTheTable() {
    let viewKeys = ViewOption.all.compactMap { ConfigKey(option: $0)?.rawValue }
    #expect(Set(viewKeys) == ["theme", "animation", "y-scale", "layout", "glyphs"])
    #expect(ConfigKey.glyphs.row.choices == ["auto", "braille", "blocks", "ascii"])
    #expect(ConfigKey.animation.row.type == .boolean && ConfigKey.animation.row.accepts("false"))
    // `tchart explore --help` lists them.
    #expect(
      ConfigKey.listed
        == "theme, animation, hints, y-scale, tz, keep, layout, glyphs, cache, cache-size and "
        + "max-answer")
  }
}

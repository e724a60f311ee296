import CSDL2
import CSDL2TTF

/// A line whose characters the text font lacks in part (a Japanese song title): cut into
/// runs by the font that draws them, and rendered run by run onto one surface.
extension TextRenderer {
  /// `text` cut where the font that has its characters changes: the text font wherever it
  /// has the glyph, else the first fallback that has it.
  func runs(_ text: String, pointSize: Int) -> [(text: String, font: OpaquePointer)] {
    guard let main = fonts[pointSize] else { return [] }
    let others = fallbacks[pointSize] ?? []
    if others.isEmpty { return [(text, main)] }
    var runs: [(text: String, font: OpaquePointer)] = []
    for character in text {
      let scalar = character.unicodeScalars.first?.value ?? 0
      let font =
        TTF_GlyphIsProvided32(main, scalar) != 0 || character.isWhitespace
        ? main : others.first { TTF_GlyphIsProvided32($0, scalar) != 0 } ?? main
      if let last = runs.last, last.font == font {
        runs[runs.count - 1].text.append(character)
      } else {
        runs.append((String(character), font))
      }
    }
    return runs
  }

  /// One line in several fonts: each run rendered, then copied side by side onto one
  /// surface, their baselines lined up.
  func renderRuns(
    _ runs: [(text: String, font: OpaquePointer)], color: SDL_Color
  ) -> UnsafeMutablePointer<SDL_Surface>? {
    let surfaces = runs.map { (TTF_RenderUTF8_Blended($0.font, $0.text, color), $0.font) }
    defer { for (surface, _) in surfaces { surface.map(SDL_FreeSurface) } }
    let ascent = runs.map { TTF_FontAscent($0.font) }.max() ?? 0
    let width = surfaces.reduce(Int32(0)) { $0 + ($1.0?.pointee.w ?? 0) }
    let height = surfaces.map { ($0.0?.pointee.h ?? 0) + ascent - TTF_FontAscent($0.1) }.max() ?? 0
    guard width > 0, height > 0,
      let line = SDL_CreateRGBSurfaceWithFormat(
        0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    var x: Int32 = 0
    for (surface, font) in surfaces {
      guard let surface else { continue }
      // Copied as they are, alpha included, not blended onto the empty line.
      SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
      var place = SDL_Rect(
        x: x, y: ascent - TTF_FontAscent(font), w: surface.pointee.w, h: surface.pointee.h)
      SDL_UpperBlit(surface, nil, line, &place)
      x += surface.pointee.w
    }
    return line
  }
}

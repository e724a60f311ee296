import CSDL2
import Foundation

// The frame-rate limit of this machine for the game's frames (issue 35, item 11): a bare
// SDL loop, in a window of the game's size with the game's renderer choice, drawing per
// frame what the game's `--stats` says one of its frames drew (its "drawn per frame" line):
// the same shapes and triangles covering the same pixels in the same number of batches,
// the same number of text copies over the same pixels, and a present, without vsync. It
// prints the frames per second it reached; `frame-rate.sh` divides the game's by it.
//
// Usage: RenderBenchmarks --stats-line "drawn per frame (mean): ..." [--seconds S]
//   [--text-textures each|one]

struct FrameLoad {
  var shapes = 0
  var triangles = 0
  var shapePixels = 0.0
  var batches = 1
  var texts = 0
  var textPixels = 0.0

  /// The numbers of the game's line, in the order it prints them.
  init?(statsLine: String) {
    let numbers = statsLine.split(whereSeparator: { !$0.isNumber }).compactMap { Double($0) }
    guard numbers.count >= 7 else { return nil }
    shapes = Int(numbers[0])
    triangles = Int(numbers[1])
    shapePixels = numbers[2]
    batches = max(1, Int(numbers[3]))
    texts = Int(numbers[4])
    textPixels = numbers[5]
  }
}

let arguments = CommandLine.arguments
func value(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap {
    arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
  }
}
guard let line = value("--stats-line"), let load = FrameLoad(statsLine: line) else {
  FileHandle.standardError.write(
    Data(
      "usage: RenderBenchmarks --stats-line LINE [--seconds S] [--text-textures each|one]\n"
        .utf8))
  exit(64)
}
let seconds = Double(value("--seconds") ?? "10") ?? 10
let width: Int32 = 1280
let height: Int32 = 720

guard SDL_Init(SDL_INIT_VIDEO) == 0,
  let window = SDL_CreateWindow(
    "bare loop", Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK), width,
    height, SDL_WINDOW_SHOWN.rawValue),
  let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
    ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
else {
  FileHandle.standardError.write(Data("SDL: \(String(cString: SDL_GetError()))\n".utf8))
  exit(1)
}
SDL_RenderSetLogicalSize(renderer, width, height)
SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
SDL_RenderSetVSync(renderer, 0)

/// The shapes as quads (two triangles each) in a grid over the screen, each covering its
/// share of the pixels, cut into `batches` geometry calls; built once, as a bare loop would.
func shapeBatches() -> [(vertices: [SDL_Vertex], indices: [Int32])] {
  let quads = max(1, load.triangles / 2)
  let side = Float(max(1, (load.shapePixels / Double(quads)).squareRoot()))
  let color = SDL_Color(r: 90, g: 140, b: 230, a: 200)
  let columns = max(1, Int(Float(width) / max(1, side)))
  var batches = [(vertices: [SDL_Vertex], indices: [Int32])](
    repeating: ([], []), count: load.batches)
  for quad in 0..<quads {
    let batch = quad % load.batches
    let x = Float(quad % columns) * side
    let y = Float((quad / columns) % max(1, Int(Float(height) / max(1, side)))) * side
    let first = Int32(batches[batch].vertices.count)
    for (dx, dy) in [(0, 0), (1, 0), (1, 1), (0, 1)] as [(Float, Float)] {
      batches[batch].vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: min(x + dx * side, Float(width)), y: y + dy * side),
          color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
    }
    batches[batch].indices += [first, first + 1, first + 2, first, first + 2, first + 3]
  }
  return batches
}

/// White textures of a text's average size, copied `texts` times down the screen: one
/// texture per text, as the game has (each string is its own texture), or with
/// `--text-textures one` a single one for them all (what this loop drew at first; a
/// renderer then never switches textures between copies).
func textTextures() -> [(texture: OpaquePointer, width: Int32, height: Int32)] {
  guard load.texts > 0 else { return [] }
  let area = max(1, load.textPixels / Double(load.texts))
  let textHeight = Int32(16)
  let textWidth = Int32(max(1, area / Double(textHeight)))
  let count = value("--text-textures") == "one" ? 1 : load.texts
  return (0..<count).compactMap { _ in
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, textWidth, textHeight, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    defer { SDL_FreeSurface(surface) }
    SDL_FillRect(surface, nil, 0xFFFF_FFFF)
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return (texture, textWidth, textHeight)
  }
}

let batches = shapeBatches()
let texts = textTextures()
var frames = 0
var event = SDL_Event()
let warmUp = 1.0
let start = Date()
var measuredFrom: Date?
while true {
  while SDL_PollEvent(&event) != 0 {}
  SDL_SetRenderDrawColor(renderer, 8, 10, 24, 255)
  SDL_RenderClear(renderer)
  for batch in batches where !batch.indices.isEmpty {
    SDL_RenderGeometry(
      renderer, nil, batch.vertices, Int32(batch.vertices.count), batch.indices,
      Int32(batch.indices.count))
  }
  if !texts.isEmpty {
    for index in 0..<load.texts {
      let text = texts[index % texts.count]
      var place = SDL_Rect(
        x: Int32(index * 37 % Int(width - text.width)), y: Int32(index * 23 % Int(height - 20)),
        w: text.width, h: text.height)
      SDL_SetTextureColorMod(text.texture, 230, 236, 255)
      SDL_RenderCopy(renderer, text.texture, nil, &place)
    }
  }
  SDL_RenderPresent(renderer)
  let elapsed = Date().timeIntervalSince(start)
  if measuredFrom == nil, elapsed >= warmUp { measuredFrom = Date() }
  if measuredFrom != nil { frames += 1 }
  if elapsed >= warmUp + seconds { break }
}
let measured = Date().timeIntervalSince(measuredFrom ?? start)
print(String(format: "bare loop: %.1f fps over %.1f s", Double(frames) / measured, measured))
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()

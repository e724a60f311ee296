import CSDL2
import Foundation
import Testing

@testable import StarlightPlatform

/// A banner is drawn at its true colours over its panel: the panel's shapes, queued in the
/// batch before the banner, were drawn after it and dimmed it to a quarter of its
/// brightness (orange 237,121,60 read back as 61,43,47).
@Suite(.serialized, .sdlExclusive) struct BannerColourTests {
  /// A 4 x 4 picture of one colour, as an uncompressed 24-bit BMP (SDL reads it itself).
  static func bmp(red: UInt8, green: UInt8, blue: UInt8) -> [UInt8] {
    let side = 4
    let rowBytes = side * 3  // 12: already a multiple of 4, no padding
    let pixelBytes = rowBytes * side
    func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    var bytes: [UInt8] = [0x42, 0x4D] + le32(54 + pixelBytes) + le32(0) + le32(54)
    bytes += le32(40) + le32(side) + le32(side) + le16(1) + le16(24) + le32(0)
    bytes += le32(pixelBytes) + le32(2_835) + le32(2_835) + le32(0) + le32(0)
    for _ in 0..<(side * side) { bytes += [blue, green, red] }
    return bytes
  }

  @Test func aBannerOverItsPanelKeepsItsColours() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("banner-\(UUID().uuidString).bmp").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(Self.bmp(red: 237, green: 121, blue: 60)).write(to: URL(fileURLWithPath: path))
    let sdl = try SDLContext()
    let canvas = try Canvas(sdl: sdl, title: "banner", fullscreen: false)
    canvas.clear(Color(10, 10, 20))
    StoryChrome.panel(x: 100, y: 100, width: 200, height: 100, on: canvas)
    #expect(canvas.drawImage(path, x: 104, y: 104, width: 192, height: 92))
    canvas.flushShapes()
    var rect = SDL_Rect(x: 200, y: 150, w: 1, h: 1)
    var bytes = [UInt8](repeating: 0, count: 4)
    _ = bytes.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        canvas.renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress, 4)
    }
    withExtendedLifetime(sdl) {}
    #expect(Array(bytes.prefix(3)) == [237, 121, 60])
  }
}

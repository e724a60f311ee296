import Testing

@testable import StarlightPlatform

@Suite("Screenshot path")
struct ScreenshotPathTests {
  @Test(
    "a bare or relative --screenshot name lands in the folder the command started in",
    arguments: [
      ("shot.png", "/home/p/shot.png"), ("out/shot.png", "/home/p/out/shot.png"),
      ("/tmp/shot.png", "/tmp/shot.png"),
    ])
  func resolve(path: String, expected: String) {
    #expect(ScreenshotService.resolve(path, currentDirectory: "/home/p") == expected)
  }
}

import CSDL2
import Testing

@testable import StarlightPlatform

/// The boxes that decide whether a shape may be drawn before a waiting text: grown by a
/// pixel, since a triangle's edge colours the pixel it crosses.
@Suite struct PlaneBoxTests {
  @Test func theEmptyBoxMeetsNothingAndAddsNothingToAUnion() {
    let box = PlaneBox(SDL_FRect(x: 10, y: 10, w: 20, h: 20))
    #expect(!PlaneBox.empty.meets(box))
    #expect(!box.meets(.empty))
    #expect(PlaneBox.empty.union(box) == box)
    #expect(PlaneBox(around: []) == .empty)
  }

  @Test func boxesThatTouchOrComeWithinAPixelMeet() {
    let text = PlaneBox(SDL_FRect(x: 100, y: 100, w: 50, h: 20))
    // Touching the text's right edge, and a pixel beyond it: either may colour its pixels.
    #expect(text.meets(PlaneBox(SDL_FRect(x: 150, y: 100, w: 10, h: 10))))
    #expect(text.meets(PlaneBox(SDL_FRect(x: 151, y: 100, w: 10, h: 10))))
    #expect(!text.meets(PlaneBox(SDL_FRect(x: 153, y: 100, w: 10, h: 10))))
    // A triangle whose corners surround the text.
    #expect(text.meets(PlaneBox(around: [(90, 90), (200, 90), (90, 200)])))
    #expect(!text.meets(PlaneBox(around: [(300, 300), (400, 300), (300, 400)])))
  }

  @Test func aFansCentreCountsTowardItsBox() {
    let rim = PlaneBox(around: [(0, 0), (10, 0), (10, 10)])
    #expect(rim.including((50, 50)).right == 51)
    #expect(rim.including((5, 5)) == rim)
  }
}

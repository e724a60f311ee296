import Foundation

/// `Assets/Haptics` in the repository, found from this file's location.
let shippedHapticsDirectory: URL = URL(fileURLWithPath: #filePath)
  .resolvingSymlinksInPath()
  .deletingLastPathComponent()  // Haptics
  .deletingLastPathComponent()  // StarlightPlatformTests
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()  // the package root
  .appendingPathComponent("Assets")
  .appendingPathComponent("Haptics")

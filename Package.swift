// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "StarlightSync",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "starlight-sync", targets: ["StarlightSync"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.0"),
  ],
  targets: [
    // C libraries, one system-library target each.
    .systemLibrary(
      name: "CSDL2",
      pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev"])]
    ),
    .systemLibrary(
      name: "CSDL2Mixer",
      pkgConfig: "SDL2_mixer",
      providers: [.apt(["libsdl2-mixer-dev"])]
    ),
    .systemLibrary(
      name: "CSDL2TTF",
      pkgConfig: "SDL2_ttf",
      providers: [.apt(["libsdl2-ttf-dev"])]
    ),

    // Pure core: no SDL. Time, beat maps, judgement, Firewall rules, replays.
    .target(
      name: "StarlightCore",
      dependencies: [
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Algorithms", package: "swift-algorithms"),
      ]
    ),
    // Pure pixels: the fallback bitmap font and the PNG encoder (no SDL).
    .target(name: "StarlightPixels"),
    // Pure haptics: AHAP parsing and rendering to motor envelopes (no SDL).
    .target(
      name: "StarlightHaptics",
      dependencies: [.product(name: "Algorithms", package: "swift-algorithms")]
    ),

    // Thin platform layer over SDL2 / SDL_mixer / SDL_ttf.
    .target(
      name: "StarlightPlatform",
      dependencies: [
        "CSDL2", "CSDL2Mixer", "CSDL2TTF", "StarlightCore", "StarlightPixels", "StarlightHaptics",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // Composition root and command line.
    .executableTarget(
      name: "StarlightSync",
      dependencies: [
        "StarlightCore", "StarlightPlatform", "StarlightHaptics",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // Deterministic asset generator: synthesizes the audio and writes the Chapter 4 map.
    .executableTarget(
      name: "AssetGenerator",
      path: "tools/AssetGenerator"
    ),

    // Figures for the notes (re-simulation speed, autoplay error); never part of tests.
    .executableTarget(
      name: "StarlightBenchmarks",
      dependencies: ["StarlightCore"],
      path: "Benchmarks/StarlightBenchmarks"
    ),

    .testTarget(name: "StarlightCoreTests", dependencies: ["StarlightCore"]),
    .testTarget(name: "StarlightPixelsTests", dependencies: ["StarlightPixels"]),
    .testTarget(name: "StarlightHapticsTests", dependencies: ["StarlightHaptics"]),
    .testTarget(
      name: "StarlightPlatformTests",
      dependencies: ["StarlightPlatform", "StarlightCore", "StarlightHaptics"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

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
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // Quaver's charts (.qua) are YAML.
    .package(url: "https://github.com/jpsim/Yams", "5.0.1"..<"6.0.0"),
    // Archives of charts (osu!'s .osz, StepMania packs' .zip); it links zlib (zlib1g-dev).
    .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
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
    // Song art (banners, backgrounds: PNG and JPEG) in Free Play.
    .systemLibrary(
      name: "CSDL2Image",
      pkgConfig: "SDL2_image",
      providers: [.apt(["libsdl2-image-dev"])]
    ),
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),
    .systemLibrary(
      name: "CLZMA",
      pkgConfig: "liblzma",
      providers: [.apt(["liblzma-dev"])]
    ),
    // linux/input.h: evdev's event layout and ioctl requests (headers only, no library).
    .systemLibrary(
      name: "CEvdev",
      providers: [.apt(["linux-libc-dev"])]
    ),
    // The X display's socket behind SDL's window (SDL_syswm.h and Xlib's names kept apart).
    .systemLibrary(
      name: "CSDL2X11",
      providers: [.apt(["libsdl2-dev", "libx11-dev"])]
    ),
    // libdbus: real time asked of RealtimeKit on the system bus (SDL's own request never
    // reached it; see `RealtimeKitClient`).
    .systemLibrary(
      name: "CDBus",
      pkgConfig: "dbus-1",
      providers: [.apt(["libdbus-1-dev"])]
    ),
    // The sound servers' own figures for the game's output latency: PulseAudio's
    // introspection and PipeWire's profiler, each read on its library's own thread.
    .systemLibrary(
      name: "CPulse",
      pkgConfig: "libpulse",
      providers: [.apt(["libpulse-dev"])]
    ),
    .systemLibrary(
      name: "CPipeWire",
      pkgConfig: "libpipewire-0.3",
      providers: [.apt(["libpipewire-0.3-dev"])]
    ),
    .target(name: "CServerLatency", dependencies: ["CPulse", "CPipeWire"]),
    // The game's own PipeWire and PulseAudio streams, with the server's time (issue 33).
    .target(name: "CServerStreams", dependencies: ["CPulse", "CPipeWire"]),
    // The real-time threads' SIGXCPU handler: C, as a signal handler must be.
    .target(name: "CThreadGuard"),
    .systemLibrary(
      name: "CRubberBand",
      pkgConfig: "rubberband",
      providers: [.apt(["librubberband-dev"])]
    ),

    // Small helpers shared by the game and its tools: one WAV writer, one percentile, one
    // atomic file write (Foundation only, no SDL).
    .target(name: "StarlightSupport"),

    // Pure core: no SDL. Time, beat maps, judgement, Firewall rules, replays.
    .target(
      name: "StarlightCore",
      dependencies: [
        "StarlightSupport",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Algorithms", package: "swift-algorithms"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // Pure pixels: the fallback bitmap font and PNG writing through libpng (no SDL).
    .target(name: "StarlightPixels", dependencies: ["CPNG"]),
    // Pure haptics: AHAP parsing and rendering to motor envelopes (no SDL).
    .target(
      name: "StarlightHaptics",
      dependencies: [.product(name: "Algorithms", package: "swift-algorithms")]
    ),

    // Rubber Band behind the core's `TimeStretching`: practice at a rate with the pitch kept,
    // injected into the live mixer and the offline render alike.
    .target(name: "StarlightStretch", dependencies: ["CRubberBand", "StarlightCore"]),

    // liblzma behind the core's `CompressedDataDecoder`: the LZMA data of osu! and Quaver
    // replays (the core reads the files, this decompresses them).
    .target(name: "StarlightLZMA", dependencies: ["CLZMA", "StarlightCore"]),

    // Thin platform layer over SDL2 / SDL_mixer / SDL_ttf (and evdev for gamepads).
    .target(
      name: "StarlightPlatform",
      dependencies: [
        "CSDL2", "CSDL2Mixer", "CSDL2TTF", "CSDL2Image", "CSDL2X11", "CEvdev", "CThreadGuard",
        "CDBus", "CServerLatency", "CServerStreams", "StarlightCore",
        "StarlightPixels",
        "StarlightHaptics", "StarlightSupport",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // The chart library: folder import, and its index in SQLite through GRDB (whose own
    // system-library target names libsqlite3-dev). Kept out of the pure core.
    .target(
      name: "StarlightLibrary",
      dependencies: [
        "StarlightCore", "StarlightSupport", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ZIPFoundation", package: "ZIPFoundation"),
      ]
    ),

    // Composition root and command line.
    .executableTarget(
      name: "StarlightSync",
      dependencies: [
        "StarlightCore", "StarlightPlatform", "StarlightHaptics", "StarlightSupport",
        "StarlightStretch",
        "StarlightLibrary", "StarlightLZMA",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),

    // Deterministic asset generator: synthesizes the audio, writes the Chapter 4 map and
    // draws the desktop icon (PNG through libpng, the game's own writer).
    .executableTarget(
      name: "AssetGenerator",
      dependencies: ["StarlightSupport", "StarlightPixels"],
      path: "tools/AssetGenerator"
    ),

    // Figures for the notes (re-simulation speed, autoplay error); never part of tests.
    .executableTarget(
      name: "StarlightBenchmarks",
      dependencies: ["StarlightCore", "StarlightLibrary", "StarlightSupport"],
      path: "Benchmarks/StarlightBenchmarks"
    ),
    // Issue 35's frame-rate limit: a bare SDL loop drawing what one of the game's frames drew.
    .executableTarget(
      name: "RenderBenchmarks",
      dependencies: ["CSDL2"],
      path: "Benchmarks/Render",
      exclude: ["frame-rate.sh"]
    ),
    // Issue 3's audio figures (preload, callback CPU, clock drift, offline render speed).
    .executableTarget(
      name: "AudioBenchmarks",
      dependencies: ["StarlightCore", "StarlightPlatform", "StarlightStretch", "StarlightSupport"],
      path: "Benchmarks/Audio"
    ),

    .testTarget(name: "StarlightCoreTests", dependencies: ["StarlightCore", "StarlightSupport"]),
    .testTarget(
      name: "StarlightLibraryTests",
      dependencies: [
        "StarlightLibrary", "StarlightCore", "StarlightSupport",
        .product(name: "ZIPFoundation", package: "ZIPFoundation"),
      ]
    ),
    .testTarget(
      name: "StarlightLZMATests", dependencies: ["StarlightLZMA", "StarlightCore"]),
    .testTarget(name: "StarlightPixelsTests", dependencies: ["StarlightPixels", "CPNG"]),
    .testTarget(name: "StarlightSupportTests", dependencies: ["StarlightSupport"]),
    // The command line itself: option parsing (the executable's types, imported @testable).
    .testTarget(
      name: "StarlightSyncTests",
      dependencies: [
        "StarlightSync", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "StarlightHapticsTests", dependencies: ["StarlightHaptics"]),
    .testTarget(
      name: "StarlightStretchTests", dependencies: ["StarlightStretch", "StarlightCore"]),
    .testTarget(
      name: "StarlightPlatformTests",
      dependencies: [
        "StarlightPlatform", "StarlightCore", "StarlightHaptics", "StarlightSupport", "CDBus",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

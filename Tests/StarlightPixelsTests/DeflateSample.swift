/// Inputs that stress different parts of the compressor; named cases keep the test log readable
/// where the raw bytes would flood it.
enum DeflateSample: String, CaseIterable, CustomStringConvertible {
  case empty
  case oneByte
  case twoBytes
  case wikipedia
  case everyByteValue
  case repeatedText
  case zeros
  case random
  case farRepeats
  case exactlyOneBlock
  case oneBlockPlusOneByte
  case shortPeriod

  var description: String { rawValue }

  var bytes: [UInt8] {
    switch self {
    case .empty: []
    case .oneByte: [42]
    case .twoBytes: [0, 255]
    case .wikipedia: Array("Wikipedia".utf8)
    case .everyByteValue: (0...255).map { UInt8($0) }
    case .repeatedText: Self.text(repeating: 2_000)
    case .zeros: [UInt8](repeating: 0, count: 150_000)
    case .random: Self.randomBytes(140_000, seed: 1)
    case .farRepeats: Self.farRepeats()
    case .exactlyOneBlock: Self.randomBytes(65_535, seed: 9)
    case .oneBlockPlusOneByte: Array(Self.text(repeating: 1_200).prefix(65_536))
    case .shortPeriod: (0..<100_000).map { UInt8($0 % 7) }
    }
  }

  static func text(repeating count: Int) -> [UInt8] {
    let line = "Note 17 hit at 12.345 s: PERFECT (+300), combo 42, lane 3. "
    return Array(String(repeating: line, count: count).utf8)
  }

  static func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
    var generator = SeededGenerator(seed: seed)
    return generator.bytes(count)
  }

  /// Random data followed by copies of itself, some more than 64 KiB later but within the
  /// 32 KiB window of the previous copy, so matches cross block boundaries and use long
  /// distances.
  private static func farRepeats() -> [UInt8] {
    let chunk = randomBytes(20_000, seed: 3)
    return chunk + randomBytes(12_000, seed: 4) + chunk + chunk + randomBytes(40_000, seed: 5)
      + chunk
  }
}

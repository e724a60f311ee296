import Testing

@testable import StarlightCore

/// osu!'s column mods undone: .NET's seeded `Random` bit for bit (its published sequences),
/// lazer's Random shuffle drawn from it, Mirror, and both in the order they were applied.
@Suite("Mania column mods")
struct ManiaColumnModTests {
  @Test(".NET's Random(seed).Next() gives .NET's own sequences")
  func dotNetSequences() {
    let expected: [Int32: [Int32]] = [
      0: [
        1_559_595_546, 1_755_192_844, 1_649_316_166, 1_198_642_031, 442_452_829, 1_200_195_957,
        1_945_678_308, 949_569_752, 2_099_272_109, 587_775_847,
      ],
      1: [
        534_011_718, 237_820_880, 1_002_897_798, 1_657_007_234, 1_412_011_072, 929_393_559,
        760_389_092, 2_026_928_803, 217_468_053, 1_379_662_799,
      ],
      // A negative seed is its absolute value.
      -1: [534_011_718, 237_820_880, 1_002_897_798, 1_657_007_234],
    ]
    for (seed, values) in expected {
      var random = DotNetLegacyRandom(seed: seed)
      #expect(values.map { _ in random.nextInt() } == values, "seed \(seed)")
    }
  }

  @Test("lazer's Random orders the columns by one draw each: seed 0 on 4K puts lane 0 in column 3")
  func lazerShuffle() {
    // Draws 1559595546, 1755192844, 1649316166, 1198642031: ascending, columns 3, 0, 2, 1.
    #expect(ManiaColumnMod.random(seed: 0).placement(columns: 4) == [3, 0, 2, 1])
    #expect(ManiaColumnMod.lanes(of: [.random(seed: 0)], columns: 4) == [1, 3, 2, 0])
    for columns in 1...10 {
      let placement = ManiaColumnMod.random(seed: 12_345).placement(columns: columns)
      #expect(placement.sorted() == Array(0..<columns))
    }
  }

  @Test("Mirror then Random is undone in the reverse order")
  func composed() {
    let shown = ManiaColumnMod.shownColumns(of: [.mirror, .random(seed: 0)], columns: 4)
    // Mirror sends lane 0 to column 3, which Random shows in column 1.
    #expect(shown == [1, 2, 0, 3])
    let lanes = ManiaColumnMod.lanes(of: [.mirror, .random(seed: 0)], columns: 4)
    #expect((0..<4).allSatisfy { lanes[shown[$0]] == $0 })
  }
}

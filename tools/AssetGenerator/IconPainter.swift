import Foundation

/// Draws the game's icon: Chapter 4's four lanes under the story's night sky, threats (the
/// game's pink diamonds) falling at the cyan firewall line. Colours are the game's own
/// (`Palette`, `StoryPalette`). Each size is drawn at that size with 4x4 supersampling
/// rather than scaled down, so a 16 px icon keeps crisp lanes; details too small to read
/// (stars, the far threat) are left out of the small sizes.
struct IconPainter {
  /// The sizes desktop icon themes look up (hicolor), in pixels.
  static let sizes = [16, 24, 32, 48, 64, 128, 256, 512]
  private static let samples = 4

  private struct RGBA {
    var r, g, b, a: Double
    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
      (self.r, self.g, self.b, self.a) = (r / 255, g / 255, b / 255, a)
    }
    /// `top` over `self` with coverage `alpha`.
    func under(_ top: RGBA, alpha: Double) -> RGBA {
      let a = top.a * alpha
      var out = self
      out.r = top.r * a + r * (1 - a)
      out.g = top.g * a + g * (1 - a)
      out.b = top.b * a + b * (1 - a)
      out.a = a + self.a * (1 - a)
      return out
    }
  }

  private static let skyTop = RGBA(5, 6, 18)
  private static let skyBottom = RGBA(18, 14, 44)
  private static let nebulaViolet = RGBA(140, 60, 200)
  private static let nebulaCyan = RGBA(40, 140, 220)
  private static let laneFill = RGBA(20, 26, 52)
  private static let laneDivider = RGBA(64, 200, 255, 0.55)
  private static let firewall = RGBA(64, 200, 255)
  private static let threat = RGBA(255, 80, 110)
  private static let threatCore = RGBA(255, 200, 210)
  private static let star = RGBA(235, 240, 255)

  let size: Int

  /// The icon as straight RGBA rows, top first.
  func rgba() -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: size * size * 4)
    let n = Self.samples
    for y in 0..<size {
      for x in 0..<size {
        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
        for sy in 0..<n {
          for sx in 0..<n {
            let u = (Double(x) + (Double(sx) + 0.5) / Double(n)) / Double(size)
            let v = (Double(y) + (Double(sy) + 0.5) / Double(n)) / Double(size)
            let c = color(u, v)
            sum.r += c.r * c.a
            sum.g += c.g * c.a
            sum.b += c.b * c.a
            sum.a += c.a
          }
        }
        let count = Double(n * n)
        let alpha = sum.a / count
        let index = (y * size + x) * 4
        // Averaged premultiplied, stored straight (PNG's convention).
        let unpremultiply = alpha > 0 ? 1 / (sum.a) : 0
        bytes[index] = Self.byte(sum.r * unpremultiply)
        bytes[index + 1] = Self.byte(sum.g * unpremultiply)
        bytes[index + 2] = Self.byte(sum.b * unpremultiply)
        bytes[index + 3] = Self.byte(alpha)
      }
    }
    return bytes
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(max(0, min(255, (value * 255).rounded())))
  }

  private var detailed: Bool { size >= 48 }

  /// The colour at (u, v) in 0...1, v down.
  private func color(_ u: Double, _ v: Double) -> RGBA {
    guard Self.insideRoundedSquare(u, v, margin: 0.03, radius: 0.2) else {
      return RGBA(0, 0, 0, 0)
    }
    var c = Self.mix(Self.skyTop, Self.skyBottom, v)
    c = c.under(Self.nebulaViolet, alpha: 0.45 * Self.glow(u, v, at: (0.25, 0.22), radius: 0.35))
    c = c.under(Self.nebulaCyan, alpha: 0.35 * Self.glow(u, v, at: (0.8, 0.3), radius: 0.3))
    if detailed {
      for (sx, sy, r) in [(0.2, 0.14, 0.012), (0.78, 0.12, 0.01), (0.88, 0.42, 0.008)] {
        c = c.under(Self.star, alpha: Self.disc(u, v, at: (sx, sy), radius: r))
      }
    }
    // The lane field: a trapezoid from the vanishing point down to the bottom.
    let top = 0.18
    let bottom = 0.9
    let halfTop = 0.1
    let halfBottom = 0.36
    if v >= top && v <= bottom {
      let t = (v - top) / (bottom - top)
      let half = halfTop + (halfBottom - halfTop) * t
      let offset = u - 0.5
      if abs(offset) <= half {
        c = c.under(Self.laneFill, alpha: 0.85)
        let lane = (offset / half + 1) * 2
        let nearest = lane.rounded()
        let lineWidth = (detailed ? 0.05 : 0.09) * (0.6 + t)
        if abs(lane - nearest) < lineWidth {
          c = c.under(Self.laneDivider, alpha: 1)
        }
      }
    }
    // Threats falling to the line, then the line and its glow on top.
    let threats: [(lane: Double, v: Double, r: Double, far: Bool)] = [
      (1, 0.66, 0.085, false), (2, 0.46, 0.065, false), (0, 0.32, 0.05, true),
    ]
    for item in threats where detailed || !item.far {
      let t = (item.v - top) / (bottom - top)
      let half = halfTop + (halfBottom - halfTop) * t
      let center = 0.5 + ((item.lane + 0.5) / 2 - 1) * half
      let d = abs(u - center) + abs(v - item.v)
      c = c.under(Self.threat, alpha: Self.edge(item.r - d, width: 0.008))
      c = c.under(Self.threatCore, alpha: Self.edge(item.r * 0.45 - d, width: 0.008))
    }
    let lineY = 0.78
    c = c.under(Self.firewall, alpha: 0.45 * Self.edge(0.06 - abs(v - lineY), width: 0.05))
    if abs(u - 0.5) < 0.42 {
      c = c.under(Self.firewall, alpha: Self.edge(0.022 - abs(v - lineY), width: 0.006))
    }
    return c
  }

  private static func insideRoundedSquare(_ u: Double, _ v: Double, margin: Double, radius: Double)
    -> Bool
  {
    let lo = margin + radius
    let hi = 1 - margin - radius
    let dx = max(lo - u, 0, u - hi)
    let dy = max(lo - v, 0, v - hi)
    return dx * dx + dy * dy <= radius * radius
  }

  private static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
    var c = a
    c.r += (b.r - a.r) * t
    c.g += (b.g - a.g) * t
    c.b += (b.b - a.b) * t
    return c
  }

  private static func glow(_ u: Double, _ v: Double, at p: (Double, Double), radius: Double)
    -> Double
  {
    let d = ((u - p.0) * (u - p.0) + (v - p.1) * (v - p.1)).squareRoot()
    return max(0, 1 - d / radius)
  }

  private static func disc(_ u: Double, _ v: Double, at p: (Double, Double), radius: Double)
    -> Double
  {
    let d = ((u - p.0) * (u - p.0) + (v - p.1) * (v - p.1)).squareRoot()
    return edge(radius - d, width: radius * 0.5)
  }

  /// 1 well inside (distance > width), 0 outside, linear in between.
  private static func edge(_ distance: Double, width: Double) -> Double {
    max(0, min(1, distance / width + 0.5))
  }
}

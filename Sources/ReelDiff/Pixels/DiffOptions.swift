/// How frames are compared and when a frame fails.
public struct DiffOptions: Sendable, Equatable {
    /// pixelmatch's threshold (0…1): a pixel differs when its YIQ delta exceeds 35215·t². 0 (the default) is exact.
    public var threshold: Double
    /// Count anti-aliased pixels as differences too.
    public var includeAA: Bool
    /// A frame passes with at most this many different pixels.
    public var maxDiffPixels: Int?
    /// A frame passes with at most this fraction of its pixels different.
    public var maxDiffRatio: Double?
    /// Ignored rectangles.
    public var masks: [DiffMask]

    /// Options; with neither limit set a frame passes only with no counted differences.
    public init(
        threshold: Double = 0, includeAA: Bool = false, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
        masks: [DiffMask] = []
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.masks = masks
    }

    /// How many different pixels a frame of `pixelCount` pixels may have (the stricter limit when both are set).
    public func allowedDifferences(pixelCount: Int) -> Int {
        var allowed = Int.max
        if let maxDiffPixels { allowed = min(allowed, maxDiffPixels) }
        if let maxDiffRatio { allowed = min(allowed, Int((maxDiffRatio * Double(pixelCount)).rounded(.down))) }
        return allowed == .max ? 0 : allowed
    }
}

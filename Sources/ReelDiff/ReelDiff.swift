/// Pixel diffs with pixelmatch semantics, goldens and timeline diffs (being built).

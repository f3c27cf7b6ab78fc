/// Render-and-compare assertions (being built).

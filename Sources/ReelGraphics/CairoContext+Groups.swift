import CCairo

extension CairoContext {
    /// Draws what `body` draws into a group, then composites it at `alpha` (0 transparent … 1 opaque): how a view
    /// fading out is drawn over what lies beneath it.
    package func drawGroup(alpha: Double, _ body: () -> Void) {
        cairo_push_group(handle)
        body()
        cairo_pop_group_to_source(handle)
        cairo_paint_with_alpha(handle, min(1, max(0, alpha)))
    }
}

import CCairo

extension CairoContext {
    /// The pinned family for all text, installed by fonts-dejavu-core.
    static let fontFamily = "DejaVu Sans"
    /// The ellipsis appended when text is truncated.
    static let ellipsis = "\u{2026}"

    /// Selects DejaVu Sans at the given size and weight (font options are pinned in init): the font files loaded by
    /// `PinnedFont`, else the family looked up by name.
    func selectFont(size: Double, bold: Bool) {
        if let faces = PinnedFont.faces {
            cairo_set_font_face(handle, bold ? faces.bold : faces.regular)
        } else {
            cairo_select_font_face(
                handle, Self.fontFamily, CAIRO_FONT_SLANT_NORMAL,
                bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        }
        cairo_set_font_size(handle, size)
    }

    /// Text extents of `text` in the currently selected font.
    func extents(_ text: String) -> cairo_text_extents_t {
        var extents = cairo_text_extents_t()
        cairo_text_extents(handle, text, &extents)
        return extents
    }

    /// Text in DejaVu Sans with pinned font options (antialias GRAY, hint style NONE, hint metrics OFF) so output is
    /// identical across machines.
    package func drawText(
        _ text: String, x: Double, baseline: Double, size: Double, bold: Bool = false, maxWidth: Double? = nil
    ) {
        guard !text.isEmpty, size > 0 else { return }
        selectFont(size: size, bold: bold)
        let shown = maxWidth.map { fitted(text, maxWidth: $0) } ?? text
        guard !shown.isEmpty else { return }
        cairo_new_path(handle)
        cairo_move_to(handle, x, baseline)
        cairo_show_text(handle, shown)
        cairo_new_path(handle)
    }

    /// The advance width of `text` in user units at the given size and weight.
    package func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        guard !text.isEmpty, size > 0 else { return 0 }
        selectFont(size: size, bold: bold)
        return extents(text).x_advance
    }

    /// `text` unchanged when it fits, else the longest character prefix plus "…" that fits (possibly just "…" or
    /// empty).
    func fitted(_ text: String, maxWidth: Double) -> String {
        if extents(text).x_advance <= maxWidth { return text }
        let characters = Array(text)
        // Binary search the longest prefix whose truncated form fits.
        var low = 0
        var high = characters.count - 1
        var best: String?
        while low <= high {
            let mid = (low + high) / 2
            let candidate = String(characters[0..<mid]).trimmingTrailingSpaces() + Self.ellipsis
            if extents(candidate).x_advance <= maxWidth {
                best = candidate
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return best ?? ""
    }
}

extension String {
    /// Drops trailing spaces so truncation reads "Hello…" rather than "Hello …".
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = Substring(self)
        while copy.last == " " { copy = copy.dropLast() }
        return String(copy)
    }
}

extension CairoContext {
    /// The largest point size the app's text is measured and drawn at; larger (or not a number) draws nothing.
    static let largestAppTextSize = 10_000.0

    /// Selects the app's font (`AppFont`: Inter) at `weight` (100...900) and slant, else DejaVu Sans (bold from 600).
    func selectAppFont(size: Double, weight: Int, italic: Bool) {
        if let face = AppFont.face(weight: weight, italic: italic) {
            cairo_set_font_face(handle, face)
            cairo_set_font_size(handle, size)
        } else {
            selectFont(size: size, bold: weight >= 600)
        }
    }

    /// A line of the app's text (a label's, a button's title) in the app's font, with the pinned font options.
    package func drawAppText(_ text: String, x: Double, baseline: Double, size: Double, weight: Int, italic: Bool) {
        guard !text.isEmpty, size > 0, size <= Self.largestAppTextSize else { return }
        selectAppFont(size: size, weight: weight, italic: italic)
        cairo_new_path(handle)
        cairo_move_to(handle, x, baseline)
        cairo_show_text(handle, text)
        cairo_new_path(handle)
    }

    /// The advance width of `text` in the app's font.
    package func appTextWidth(_ text: String, size: Double, weight: Int, italic: Bool) -> Double {
        // A size cairo's font matrix cannot take would put the (shared) measuring context in an error state.
        guard !text.isEmpty, size > 0, size <= Self.largestAppTextSize else { return 0 }
        selectAppFont(size: size, weight: weight, italic: italic)
        return extents(text).x_advance
    }
}

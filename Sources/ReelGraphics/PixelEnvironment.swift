import CCairo
import Foundation

/// What decides the pixels reel draws on this machine, besides the scenario and reel itself: the cairo library
/// loaded (its rasteriser and, from 1.17, its scaling filters), the font files text is drawn with, and who runs the
/// GOOD scaling filter of thumbnails (reel's own port of cairo 1.16's when cairo is 1.16, else cairo). `reel
/// self-test` prints it beside its verdict.
package struct PixelEnvironment: Sendable, Equatable {
    /// The cairo version loaded, `major.minor.micro`.
    package var cairo: String
    /// The regular font file text is drawn with; nil when DejaVu Sans was not found (cairo's family-name lookup).
    package var font: String?
    /// Who scales thumbnails: `reel (cairo 1.16 GOOD filter)` or `cairo <version> GOOD filter`.
    package var scaling: String
    /// The regular file of the font a gallery's own labels are drawn in (Inter); nil when it was not found.
    package var appFont: String?

    package init(cairo: String, font: String?, scaling: String, appFont: String? = nil) {
        self.cairo = cairo
        self.font = font
        self.scaling = scaling
        self.appFont = appFont
    }

    /// This process's environment (opens cairo if it is not open yet).
    package static var current: PixelEnvironment {
        let version = Int(cairo_version())
        let cairo = "\(version / 10000).\(version / 100 % 100).\(version % 100)"
        let font = PinnedFont.folder().map { $0 + "/" + PinnedFont.regularFile }
        let scaling = GoodFilterPlan.cairoMatches ? "reel (cairo 1.16 GOOD filter)" : "cairo \(cairo) GOOD filter"
        let appFont = AppFont.folder.map { $0 + "/" + AppFont.fileName(weight: 400, italic: false) }
        return PixelEnvironment(cairo: cairo, font: font, scaling: scaling, appFont: appFont)
    }

    /// One line: `cairo 1.16.0, font /usr/share/fonts/…/DejaVuSans.ttf, scaling reel (cairo 1.16 GOOD filter)`.
    package var description: String {
        "cairo \(cairo), font \(font ?? "DejaVu Sans not found (fontconfig's choice)"), app font "
            + "\(appFont ?? "Inter not found (DejaVu Sans)"), scaling \(scaling)"
    }
}

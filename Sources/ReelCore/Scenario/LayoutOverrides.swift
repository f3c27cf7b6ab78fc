/// A scenario's `layout` object: settings of the template's layout that this scenario changes.
package struct LayoutOverrides: Sendable, Equatable {
    /// The height used for an item until its cell is measured (self-sizing templates only); nil keeps the template's.
    package var estimatedHeight: Double?

    /// The accepted range of `estimated_height`, in points (as in templates).
    static let estimatedHeightRange = 1.0...10_000

    package init(estimatedHeight: Double? = nil) {
        self.estimatedHeight = estimatedHeight
    }

    /// `template` with these overrides applied; an override the template cannot take is an error at `path`.
    package func applied(to template: Template, file: String, path: String) throws(InputError) -> Template {
        var template = template
        if let estimatedHeight {
            let key = "\(path).estimated_height"
            guard template.layout.kind != .grid else {
                throw InputError(
                    file: file, path: key,
                    message:
                        "template \"\(template.name)\" is a grid, which does not self-size "
                        + "(estimated_height applies to feed and masonry)"
                )
            }
            guard Self.estimatedHeightRange.contains(estimatedHeight) else {
                let range = JSONReader.describe(Self.estimatedHeightRange)
                throw InputError(
                    file: file, path: key,
                    message: "expected a number in \(range), got \(JSONReader.describe(estimatedHeight))")
            }
            template.layout.estimatedHeight = estimatedHeight
        }
        return template
    }
}

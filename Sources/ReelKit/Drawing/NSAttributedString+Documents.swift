import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
    /// UIKit's document reading for attributed strings (Foundation on Linux has neither the types nor the
    /// initializer): plain text and the text of HTML; the styles HTML gives (fonts, colours, links) are not kept.
    extension NSAttributedString {
        /// A document format.
        public struct DocumentType: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }

            public static let plain = DocumentType(rawValue: "NSPlainText")
            public static let rtf = DocumentType(rawValue: "NSRTF")
            public static let rtfd = DocumentType(rawValue: "NSRTFD")
            public static let html = DocumentType(rawValue: "NSHTML")
        }

        /// An option of `init(data:options:documentAttributes:)`.
        public struct DocumentReadingOptionKey: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }

            /// The format (a `DocumentType`); without it the data is read as plain text.
            public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
            /// Attributes given to the whole text (a `[NSAttributedString.Key: Any]`).
            public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
            /// The text's encoding (a `String.Encoding` raw value); UTF-8 when not given.
            public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        }

        /// The text of `data`: plain text, or the text an HTML document shows (`HTMLText`), with the
        /// `defaultAttributes` option's attributes over the whole of it. RTF is not read (it throws), and
        /// `documentAttributes` is left as it is.
        public convenience init(
            data: Data, options: [DocumentReadingOptionKey: Any] = [:],
            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?
        ) throws {
            let type = options[.documentType] as? DocumentType ?? .plain
            guard type == .plain || type == .html else { throw CocoaError(.fileReadCorruptFile) }
            let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
            guard let text = String(data: data, encoding: encoding) ?? String(data: data, encoding: .isoLatin1)
            else { throw CocoaError(.fileReadInapplicableStringEncoding) }
            let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any]
            self.init(string: type == .html ? HTMLText.text(of: text) : text, attributes: attributes)
        }
    }
#endif

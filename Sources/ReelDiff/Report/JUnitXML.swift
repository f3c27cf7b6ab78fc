/// Builds JUnit XML (one `<testsuite>` of `<testcase>`s) with no timestamps or durations, so equal results give equal
/// bytes.
package struct JUnitXML: Sendable {
    /// One test case: its name and, when it failed, a one-line message and details.
    package struct Case: Sendable {
        package var name: String
        package var className: String
        package var failure: (message: String, details: String)?

        /// A case; `failure` nil means it passed.
        package init(name: String, className: String, failure: (message: String, details: String)? = nil) {
            self.name = name
            self.className = className
            self.failure = failure
        }
    }

    package var suite: String
    package var cases: [Case]

    /// A suite of cases.
    package init(suite: String, cases: [Case]) {
        self.suite = suite
        self.cases = cases
    }

    /// The XML document.
    package var xml: String {
        let failures = cases.filter { $0.failure != nil }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"reel\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        out +=
            "  <testsuite name=\"\(Self.escape(suite))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
            + "errors=\"0\" skipped=\"0\">\n"
        for item in cases {
            let open = "    <testcase name=\"\(Self.escape(item.name))\" classname=\"\(Self.escape(item.className))\""
            if let failure = item.failure {
                out += open + ">\n"
                out +=
                    "      <failure message=\"\(Self.escape(failure.message))\">"
                    + "\(Self.escape(failure.details))</failure>\n"
                out += "    </testcase>\n"
            } else {
                out += open + "/>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// XML text/attribute escaping.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension DiffReport {
    /// JUnit XML: one test case per frame.
    var junitXML: String {
        let cases = frames.map { frame in
            JUnitXML.Case(
                name: "frame \(frame.index)", className: "reel.diff",
                failure: frame.failed
                    ? (
                        "\(frame.diff.differentPixels) pixels differ",
                        "\(frame.diff.differentPixels) of \(frame.pixelCount) pixels differ "
                            + "in \(frame.diff.bounds.map(\.description) ?? "–")"
                            + (frame.diffImage.map { "; diff image \($0)" } ?? "")
                    ) : nil
            )
        }
        return JUnitXML(suite: "\(expected) vs \(actual)", cases: cases).xml
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// The width the argument parser wraps help at, worked out as its `Platform.terminalWidth` does: `COLUMNS` when it
/// holds a number, else the width the terminal on standard output reports, else 80.
enum HelpWidth {
    /// The parser's width for help printed now; nil where this cannot be worked out the same way (then only the
    /// parser's own text is used).
    static func current() -> Int? {
        #if canImport(Glibc)
            if let value = getenv("COLUMNS") {
                if let columns = Int(String(cString: value)) { return columns }
            }
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
            return 80
        #else
            return nil
        #endif
    }
}

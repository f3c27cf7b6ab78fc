import Testing

/// The tags `make` selects tests by, declared once for every test target; a suite's tag applies to all its tests.
/// `scripts/run-tests.sh --only-tags NAME,… / --skip-tags NAME,…` runs by them (scripts/tagged-tests.py: this
/// toolchain's `swift test --filter` matches test names only).
extension Tag {
    /// Renders whole scenarios, starts `reel` or a gallery's own process, or runs an outside oracle program:
    /// `make test` runs these; `make test-quick` leaves them out.
    @Tag public static var endToEnd: Self
    /// Times real transfers, idle timeouts or wall-clock budgets, so it needs the machine to itself: never in
    /// `make test-quick`'s parallel run; `make test` runs it one test at a time.
    @Tag public static var timing: Self
    /// Runs many seeded, mutated inputs through a parser, decoder or server: `make test` runs a short run,
    /// `make fuzz` many cases (scripts/fuzz.sh); never in `make test-quick`.
    @Tag public static var fuzz: Self
    /// Concurrency-heavy (threads, servers, executors, signals): `make tsan` runs these under ThreadSanitizer.
    @Tag public static var concurrency: Self
    /// Compares a generated part of docs/ with the table it is generated from (`GeneratedText`):
    /// `make references` rewrites them all.
    @Tag public static var reference: Self
}

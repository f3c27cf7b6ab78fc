import CCairo

/// Cairo's own PNG writer (cairo_surface_write_to_png_stream), kept only as the benchmark baseline.
package enum CairoPNGWriter {
    /// Collects the bytes cairo streams out.
    private final class Sink {
        var bytes: [UInt8] = []
    }

    /// Encodes the surface with cairo's libpng-based writer; returns an empty array if cairo fails.
    package static func encode(_ surface: CairoSurface) -> [UInt8] {
        let sink = Sink()
        let status = withExtendedLifetime(sink) { () -> cairo_status_t in
            let closure = Unmanaged.passUnretained(sink).toOpaque()
            return cairo_surface_write_to_png_stream(
                surface.handle,
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, closure)
        }
        return status == CAIRO_STATUS_SUCCESS ? sink.bytes : []
    }
}

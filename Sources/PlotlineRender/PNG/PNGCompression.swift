/// How PNG output is compressed: the zlib level and the row filters libspng may choose from.
///
/// The default was chosen by measurement (bench/png, reported in docs/png-encoding.md): row filters cost more
/// time than they save bytes on charts, whose rows are mostly flat colour.
struct PNGCompression: Hashable, Sendable {
    /// The zlib compression level, 0 (store) … 9 (smallest).
    var level: Int32
    /// The libspng filter choice bits (`SPNG_FILTER_CHOICE_*`); 8 is "none" only.
    var filterChoice: Int32

    /// zlib level 4 without row filters.
    static let standard = PNGCompression(level: 4, filterChoice: 8)
    /// zlib level 1 without row filters, for a live chart's repaints (records appended to a shown chart): they
    /// replace each other up to `session.frameRate` times a second, so time matters more than 15–35 % of size
    /// (docs/png-encoding.md: 8 ms against 14 ms for a million-point line at 1280 × 800).
    static let live = PNGCompression(level: 1, filterChoice: 8)
}

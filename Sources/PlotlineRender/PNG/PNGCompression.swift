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
}

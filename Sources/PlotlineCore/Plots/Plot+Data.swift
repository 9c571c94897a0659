import PlotlineValues

extension Plot {
    /// The source the plot reads: its `dataSource`, or its own arrays.
    public var effectiveDataSource: any PlotDataSource {
        dataSource ?? arrays
    }

    /// The number of records in the cache (Core Plot's `cachedDataCount`), without fetching.
    public var cachedDataCount: Int { cache.count }

    /// The cached numbers of a field, or nil when the source does not supply it (Core Plot's
    /// `cachedNumbersForField:`).
    public func cachedNumbers(forField field: PlotField) -> [Double]? {
        cache.numbers(for: field)
    }

    /// One cached number; NaN when the field has no column or the index is out of range.
    public func cachedDouble(forField field: PlotField, recordIndex index: Int) -> Double {
        cache.number(for: field, at: index) ?? .nan
    }

    /// The cached style a style binding gives a record (`.none` when the source gives it none).
    public func cachedStyle(for binding: PlotBinding, recordIndex index: Int) -> RecordStyle {
        cache.style(for: binding, at: index)
    }

    /// The cached label texts of the records, or nil when the source gives none.
    public var cachedDataLabels: [String?]? { cache.labels }

    /// Stores an array for a field in the plot's own arrays and shows them (detaching any data source).
    public func setNumbers(_ values: [Double], for field: PlotField) {
        arrays.setNumbers(values, for: field)
        if dataSource != nil { dataSource = nil }
        reloadArrays()
    }

    /// Stores the label texts of the records in the plot's own arrays, or nil for formatted values.
    public func setDataLabels(_ labels: [String?]?) {
        arrays.labels = labels
        if dataSource != nil { dataSource = nil }
        reloadArrays()
    }

    /// Marks the cache stale so that the next drawing fetches everything again (Core Plot's
    /// `setDataNeedsReloading`).
    public func setDataNeedsReloading() {
        dataNeedsReloading = true
        invalidate()
    }

    /// Fetches everything again if the cache is stale.
    ///
    /// - Throws: the data source's error; the cache is left as it was.
    public func reloadDataIfNeeded() throws {
        guard dataNeedsReloading else { return }
        try reloadData()
    }

    /// Fetches every record again (Core Plot's `reloadData`).
    ///
    /// - Throws: the data source's error; the cache is left as it was.
    public func reloadData() throws {
        let count = try recordCount()
        let records = try fetchRecords(in: 0..<count)
        cache.replaceAll(with: records)
        dataRewrites &+= 1
        dataNeedsReloading = false
        invalidate()
    }

    /// Fetches the records in `range` again, keeping the record count (Core Plot's `reloadDataInIndexRange:`).
    /// A stale cache is fetched whole instead (it already holds the source's new values then).
    ///
    /// - Throws: `ValueError` for a range outside the records, or the data source's error.
    public func reloadData(in range: Range<Int>) throws {
        if dataNeedsReloading { return try reloadData() }
        guard range.lowerBound >= 0, range.upperBound <= cache.count else {
            throw ModelError(
                .valueError, "records \(range.lowerBound)..<\(range.upperBound) are outside the \(cache.count) records",
                hint: "reload records between 0 and \(cache.count)")
        }
        guard !range.isEmpty else { return }
        cache.replace(range, with: try fetchRecords(in: range))
        dataRewrites &+= 1
        invalidate()
    }

    /// Fetches `numberOfRecords` new records that the data source now has at `index`, moving later ones up
    /// (Core Plot's `insertDataAtIndex:numberOfRecords:`); only the new records are fetched. A stale cache is
    /// fetched whole instead: the source already counts the new records, so inserting them again would double them.
    ///
    /// - Throws: `ValueError` for an index past the end, or the data source's error.
    public func insertData(at index: Int, numberOfRecords: Int) throws {
        if dataNeedsReloading { return try reloadData() }
        guard index >= 0, index <= cache.count, numberOfRecords >= 0 else {
            throw ModelError(
                .valueError, "cannot insert \(numberOfRecords) records at index \(index) of \(cache.count)",
                hint: "insert at an index between 0 and \(cache.count)")
        }
        guard numberOfRecords > 0 else { return }
        let records = try fetchRecords(in: index..<(index + numberOfRecords))
        let appends = index == cache.count
        if !appends { dataRewrites &+= 1 }
        cache.insert(records, at: index)
        if appends, let graph = owningGraph {
            graph.appendingRecords { invalidate() }
        } else {
            invalidate()
        }
    }

    /// Drops the cached records in `range` without fetching anything (Core Plot's `deleteDataInIndexRange:`);
    /// the range is clamped to the records there are.
    public func deleteData(in range: Range<Int>) {
        if dataNeedsReloading, (try? reloadData()) != nil { return }
        guard !range.clamped(to: 0..<cache.count).isEmpty else { return }
        cache.remove(range)
        dataRewrites &+= 1
        invalidate()
    }

    /// Updates the cache for a change reported by the data source.
    ///
    /// - Throws: the data source's error, or `ValueError` for a change that does not fit the cached records.
    public func apply(_ change: PlotDataChange) throws {
        switch change {
        case .inserted(let range): try insertData(at: range.lowerBound, numberOfRecords: range.count)
        case .removed(let range): deleteData(in: range)
        case .replaced(let range): try reloadData(in: range)
        case .reloaded: try reloadData()
        }
    }

    /// Reads the records in `range` from the data source: every field this plot draws, and the label texts.
    ///
    /// - Throws: the data source's error, or `DataError` when it returns the wrong number of values.
    public func fetchRecords(in range: Range<Int>) throws -> PlotDataCache.Records {
        let source = effectiveDataSource
        var records = PlotDataCache.Records(count: range.count)
        guard !range.isEmpty else { return records }
        for field in type(of: self).dataFields {
            guard let values = try source.numbers(for: self, field: field, in: range) else { continue }
            guard values.count == range.count else {
                throw ModelError(
                    .dataError,
                    "the data source gave \(values.count) values of \(field.summary) for \(range.count) records",
                    hint: "return one value per record, nil (NaN) for a missing one")
            }
            records.columns[field] = values
        }
        for binding in type(of: self).styleBindings {
            guard let styles = try source.recordStyles(for: self, binding: binding, in: range) else { continue }
            guard styles.count == range.count else {
                throw ModelError(
                    .dataError, "the data source gave \(styles.count) \(binding.rawValue) for \(range.count) records")
            }
            records.styles[binding] = styles
        }
        if let labels = try source.dataLabels(for: self, in: range) {
            guard labels.count == range.count else {
                throw ModelError(
                    .dataError, "the data source gave \(labels.count) labels for \(range.count) records")
            }
            records.labels = labels
        }
        return records
    }

    private func recordCount() throws -> Int {
        let count = try effectiveDataSource.numberOfRecords(for: self)
        guard count >= 0 else {
            throw ModelError(.dataError, "the data source reported \(count) records", hint: "report 0 or more")
        }
        return count
    }

    /// Reloads from the plot's own arrays, which cannot fail.
    private func reloadArrays() {
        let count = arrays.count
        var records = PlotDataCache.Records(count: count)
        for field in type(of: self).dataFields {
            if let values = arrays.numbers(for: self, field: field, in: 0..<count) { records.columns[field] = values }
        }
        records.labels = arrays.dataLabels(for: self, in: 0..<count)
        cache.replaceAll(with: records)
        dataRewrites &+= 1
        dataNeedsReloading = false
        invalidate()
    }
}

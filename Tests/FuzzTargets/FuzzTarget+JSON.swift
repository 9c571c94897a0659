import InterchangeFormats
import PlotlineFeeds

extension FuzzTarget {
    /// The JSON parser: what it accepts, the writer writes back to text that parses to the same value.
    static let json = FuzzTarget(
        name: "json", summary: "a JSON document parsed, written back and parsed again to the same value"
    ) { bytes in
        guard let value = try? JSONParser.parse(Array(bytes)) else { return false }
        guard let written = try? JSONWriter.serialize(value) else {
            require(false, "a parsed value cannot be written back")
            return false
        }
        let reread = try? JSONParser.parse(written)
        require(reread == value, "written back as \(String(decoding: written, as: UTF8.self)), it reads differently")
        return true
    }

    /// The feed's JSON readers: a document of records, newline-delimited records, and a live source's message.
    static let jsonRecords = FuzzTarget(
        name: "json-records", summary: "a JSON file, an NDJSON file and a live message read as feed records"
    ) { bytes in
        let readers = [
            JSONRecordReader.records(fromJSON:source:), JSONRecordReader.records(fromNDJSON:source:),
            JSONRecordReader.records(fromMessage:source:),
        ]
        // Crashing, hanging or exhausting memory are what this target looks for: any error thrown is an answer.
        return readers.map { read in (try? read(bytes, "fuzz.json")) != nil }.contains(true)
    }
}

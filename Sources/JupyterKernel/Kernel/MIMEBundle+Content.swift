import InterchangeFormats

extension MIMEBundle {
    /// The content of a `display_data`, `update_display_data` or (with the count added) `execute_result`:
    /// `{data, metadata, transient}`; `transient` carries `display_id` when there is one.
    func displayContent(displayID: String?) -> JSONObject {
        [
            "data": .object(data),
            "metadata": .object(metadata),
            "transient": .object(displayID.map { ["display_id": .string($0)] } ?? [:]),
        ]
    }
}

import InterchangeFormats

extension ExecuteRequest {
    /// Reads an `execute_request` content leniently: unknown keys are ignored, optional fields take Jupyter's
    /// defaults, and `silent` forces `store_history` off. The execution count is left for the kernel to assign.
    /// - Throws: `RequestError` when `code` is missing or a field has the wrong type.
    init(content: JSONObject) throws {
        guard let codeValue = content["code"] else { throw RequestError.missing("code") }
        guard let code = codeValue.stringValue else { throw RequestError.wrongType("code", expected: "a string") }
        let silent = try Self.flag("silent", in: content, default: false)
        let storeHistory = try Self.flag("store_history", in: content, default: true)
        self.init(
            code: code,
            silent: silent,
            storeHistory: storeHistory && !silent,
            userExpressions: try Self.userExpressions(in: content),
            allowStdin: try Self.flag("allow_stdin", in: content, default: true),
            stopOnError: try Self.flag("stop_on_error", in: content, default: true),
            executionCount: 0
        )
    }

    /// Reads the cell ids JupyterLab and Notebook 7 put in an `execute_request`'s metadata (`cellId`,
    /// `deletedCells`); other front ends send none, and malformed ones are ignored.
    mutating func readCellIDs(from metadata: JSONObject) {
        cellID = metadata["cellId"]?.stringValue
        deletedCellIDs = metadata["deletedCells"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    private static func flag(_ field: String, in content: JSONObject, default value: Bool) throws -> Bool {
        guard let json = content[field], json != .null else { return value }
        guard let flag = json.boolValue else { throw RequestError.wrongType(field, expected: "true or false") }
        return flag
    }

    private static func userExpressions(in content: JSONObject) throws -> [(name: String, code: String)] {
        guard let json = content["user_expressions"], json != .null else { return [] }
        guard let object = json.objectValue else {
            throw RequestError.wrongType("user_expressions", expected: "an object of strings")
        }
        return try object.members.map { member in
            guard let code = member.value.stringValue else {
                throw RequestError.wrongType("user_expressions.\(member.key)", expected: "a string")
            }
            return (name: member.key, code: code)
        }
    }
}

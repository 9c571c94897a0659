import InterchangeFormats

extension KernelInfo {
    /// The content of `kernel_info_reply`.
    var replyContent: JSONObject {
        [
            "status": "ok",
            "protocol_version": .string(MessageHeader.protocolVersion),
            "implementation": .string(implementation),
            "implementation_version": .string(implementationVersion),
            "language_info": .object(languageInfo),
            "banner": .string(banner),
            "help_links": .array(helpLinks.map { ["text": .string($0.text), "url": .string($0.url)] }),
            "supported_features": .array(supportedFeatures.map(JSONValue.string)),
        ]
    }
}

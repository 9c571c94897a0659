import PlotlineValues

/// The model uses an instance in a protocol's place only when its class adopts the protocol.
extension UserObject: ProtocolAdopting {
    func adopts(_ protocolName: String) -> Bool {
        userClass.adopts(protocolName)
    }
}

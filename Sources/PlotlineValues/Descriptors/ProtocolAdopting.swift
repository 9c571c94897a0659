/// An object of a type declared in the language, which adopts the model's protocols (`PlotDataSource`,
/// `Formatter`, `AxisDelegate`) by name: the Swift class conforms to all of them, and the model asks before using
/// it in a protocol's place, so an object serves as a data source only when its type adopts `PlotDataSource` (in
/// its declaration or in an extension, whenever the object was made).
public protocol ProtocolAdopting: AnyObject {
    /// True when the object's type adopts the protocol called `protocolName`.
    func adopts(_ protocolName: String) -> Bool
}

extension Value {
    /// True unless the value is an object whose type was declared in the language without adopting `protocolName`.
    public func mayServe(as protocolName: String) -> Bool {
        guard case .object(let object as any ProtocolAdopting) = self else { return true }
        return object.adopts(protocolName)
    }
}

import PlotlineCore
import PlotlineScript

extension SessionSettings {
    /// `session.formats` as image formats, in the order given (unknown names are refused when set).
    var imageFormats: [ImageFormat] {
        formats.compactMap(ImageFormat.init(rawValue:))
    }
}

import PlotlineScript

/// A session answers the line editor's questions with its own completion and completeness services.
extension Session: EditorServices {}

import Foundation

/// A fenced code example in a Markdown file: ```swift blocks run; ```swift error blocks must fail with the
/// error the ```text block after them shows; a block followed by an image link (`![…](images/x.png)`) must draw
/// that picture.
struct MarkdownExample {
    /// What the example is expected to do.
    enum Expectation: Equatable {
        /// Runs without an error.
        case runs
        /// Fails; each non-location line of `expectedError` appears in the rendered error.
        case fails(expectedError: String?)
    }

    /// The Markdown file, relative to the package root (`docs/language.md`).
    let file: String
    /// The line of the opening fence, counting from 1.
    let line: Int
    /// The code between the fences.
    let code: String
    /// Run, or fail with an error.
    let expectation: Expectation
    /// The picture the block draws, relative to the package root, when an image link follows the block.
    let picture: String?

    /// `docs/language.md:42`, the place failures name.
    var place: String { "\(file):\(line)" }

    /// The languages whose blocks run.
    static let runnableLanguages: Set<String> = ["swift", "plotline"]
}

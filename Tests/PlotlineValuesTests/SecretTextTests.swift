import PlotlineValues
import XCTest

/// Passwords written into URLs are found anywhere in a text and masked; everything else is left as it was.
final class SecretTextTests: XCTestCase {
    func testPasswordsInURLsAreMaskedWhereverTheyStand() {
        XCTAssertEqual(
            SecretText.masked("let db = Database(\"postgresql://ana:s3cret@db.local:5432/metrics\")"),
            "let db = Database(\"postgresql://ana:•••@db.local:5432/metrics\")")
        XCTAssertEqual(
            SecretText.masked("a postgres://x:1@h/d and b postgresql://y:p@ss@h2/d"),
            "a postgres://x:•••@h/d and b postgresql://y:•••@h2/d", "an @ in the password ends at the last one")
        XCTAssertEqual(SecretText.masked("postgresql://ana:pw@h/d", keepingLength: true), "postgresql://ana:••@h/d")
    }

    func testTextWithoutAPasswordIsUnchanged() {
        for text in ["postgresql://ana@db.local/metrics", "sqlite:data/runs.db", "https://example.com/a:b@c",
                     "see http://h:8080/x", "ratio 3:2 @ noon", "postgresql://:@h/d"] {
            XCTAssertEqual(SecretText.masked(text), text)
            XCTAssertFalse(SecretText.containsPassword(text))
        }
        XCTAssertTrue(SecretText.containsPassword("postgresql://ana:pw@h/d"))
    }
}

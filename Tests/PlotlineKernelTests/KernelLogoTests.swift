import Foundation
import PlotlineRender
import XCTest

@testable import PlotlineKernel

final class KernelLogoTests: XCTestCase {
    private let kernelspec = RepositoryPaths.url("kernelspec")

    func testTheLogosAreSquarePNGsOfTheirNamedSizesAndAnSVG() throws {
        let files = try KernelLogo.files(renderer: CairoGraphRenderer())
        XCTAssertEqual(Set(files.keys), ["logo-32x32.png", "logo-64x64.png", "logo-svg.svg"])
        let small = try RasterImage(pngData: try XCTUnwrap(files["logo-32x32.png"]))
        let large = try RasterImage(pngData: try XCTUnwrap(files["logo-64x64.png"]))
        XCTAssertEqual([small.width, small.height, large.width, large.height], [32, 32, 64, 64])
        let svg = String(decoding: try XCTUnwrap(files["logo-svg.svg"]), as: UTF8.self)
        XCTAssertTrue(svg.contains("<svg") && svg.contains("width=\"64"))
        XCTAssertEqual(large.channels(x: 0, y: 0).alpha, 0, "the tile's corners are rounded off")
        XCTAssertEqual(large.channels(x: 32, y: 32).alpha, 255, "the tile is opaque")
    }

    func testTheLogosInTheRepositoryAreTheOnesPlotlineDraws() throws {
        let files = try KernelLogo.files(renderer: CairoGraphRenderer())
        for name in ["logo-32x32.png", "logo-64x64.png"] {
            let committed = try RasterImage(pngData: Array(try Data(contentsOf: kernelspec.appendingPathComponent(name))))
            let drawn = try RasterImage(pngData: try XCTUnwrap(files[name]))
            let difference = drawn.difference(from: committed, threshold: 16)
            XCTAssertTrue((difference?.differingFraction ?? 0) < 0.01,
                          "\(name) differs from KernelLogo (\(difference?.summary ?? "")): run `make kernelspec-logos`")
        }
    }
}

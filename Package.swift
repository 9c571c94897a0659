// swift-tools-version:6.0

import PackageDescription

// Plotline: a Jupyter kernel whose language is a small Swift-flavoured chart language.
//
// Layers, each knowing only the one after it (see docs/architecture.md):
//   PlotlineScript ─► PlotlineCore ◄─ PlotlineRender ─► CCairo, CFreeType, CSPNG
//   PlotlineKernel (glue) ─► JupyterKernel ◄─ JupyterZMQ ─► CZeroMQ
//   PlotlineREPL (the terminal REPL) ─► PlotlineKernel, PlotlineScript, PlotlineRender
//   PlotlineLauncher (the wheel's `plotline`) ─► PlotlineRuntime (libraries, install layout) ◄─ PlotlineKernel

let package = Package(
    name: "Plotline",
    products: [
        .executable(name: "plotline", targets: ["plotline"]),
        .executable(name: "plotline-launcher", targets: ["PlotlineLauncher"]),
        .library(name: "PlotlineCore", targets: ["PlotlineCore"]),
        .library(name: "PlotlineRender", targets: ["PlotlineRender"]),
        .library(name: "PlotlineScript", targets: ["PlotlineScript"]),
        .library(name: "JupyterKernel", targets: ["JupyterKernel"]),
        .library(name: "JupyterZMQ", targets: ["JupyterZMQ"]),
        .library(name: "PlotlineREPL", targets: ["PlotlineREPL"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        // MARK: - C libraries

        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CSPNG",
            pkgConfig: "spng",
            providers: [.apt(["libspng-dev"])]
        ),
        .systemLibrary(
            name: "CZeroMQ",
            pkgConfig: "libzmq",
            providers: [.apt(["libzmq3-dev"])]
        ),

        // MARK: - Charting

        .target(
            name: "PlotlineCore",
            dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]
        ),
        .target(
            name: "PlotlineRender",
            dependencies: ["PlotlineCore", "CCairo", "CFreeType", "CSPNG"]
        ),

        // MARK: - Language

        .target(
            name: "PlotlineScript",
            dependencies: ["PlotlineCore"]
        ),

        // MARK: - Kernel

        .target(
            name: "JupyterKernel",
            dependencies: [.product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(
            name: "JupyterZMQ",
            dependencies: ["JupyterKernel", "CZeroMQ"]
        ),
        .target(
            name: "PlotlineKernel",
            dependencies: ["JupyterKernel", "PlotlineScript", "PlotlineRender", "PlotlineCore", "PlotlineRuntime"]
        ),

        // MARK: - Terminal

        .target(
            name: "PlotlineREPL",
            dependencies: ["PlotlineKernel", "PlotlineScript", "PlotlineRender", "PlotlineCore"]
        ),

        // MARK: - Executable

        .executableTarget(
            name: "plotline",
            dependencies: [
                "PlotlineKernel", "PlotlineREPL", "JupyterZMQ", "JupyterKernel", "PlotlineScript", "PlotlineRender",
                "PlotlineCore", "PlotlineRuntime", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Installed runtime (DESIGN §12): Glibc only, so the launcher starts when a library is missing

        .target(name: "PlotlineRuntime"),
        .executableTarget(name: "PlotlineLauncher", dependencies: ["PlotlineRuntime"]),

        // MARK: - Tests

        .target(name: "PlotlineTestSupport", path: "Tests/PlotlineTestSupport"),

        .testTarget(name: "PlotlineCoreTests", dependencies: ["PlotlineCore"]),
        .testTarget(
            name: "PlotlineRenderTests",
            dependencies: ["PlotlineRender", "PlotlineCore"]
        ),
        .testTarget(
            name: "PlotlineScriptTests",
            dependencies: ["PlotlineTestSupport", "PlotlineScript", "PlotlineCore"]
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: ["PlotlineScript", "PlotlineRender", "PlotlineCore"],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "JupyterKernelTests", dependencies: ["JupyterKernel"]),
        .testTarget(name: "JupyterZMQTests", dependencies: ["JupyterZMQ", "JupyterKernel"]),
        .testTarget(
            name: "PlotlineKernelTests",
            dependencies: [
                "PlotlineKernel", "JupyterKernel", "PlotlineScript", "PlotlineCore", "PlotlineRender",
                "PlotlineRuntime", "PlotlineTestSupport",
            ]
        ),
        .testTarget(name: "PlotlineRuntimeTests", dependencies: ["PlotlineRuntime"]),
        .testTarget(
            name: "PlotlineREPLTests",
            dependencies: ["PlotlineREPL", "PlotlineKernel", "PlotlineScript", "PlotlineRender", "PlotlineCore"]
        ),
    ]
)

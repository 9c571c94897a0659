// swift-tools-version:6.0

import PackageDescription

// Plotline: a Jupyter kernel whose language is a small Swift-flavoured chart language.
//
// Layers, each knowing only the ones below it (see docs/architecture.md):
//   InterchangeFormats (JSON, the ISO 8601 timestamp writer, the civil calendar; no dependency at all)
//   PlotlineValues (values, key paths, dates, number text) ─► InterchangeFormats
//   PlotlineFeeds (feeds, parsers, live sources, SQL databases, gzip files) ─► PlotlineValues, InterchangeFormats,
//   CSQLite, CLibPQ, CZlib
//   PlotlineCore (the chart model) ─► PlotlineFeeds, PlotlineValues
//   PlotlineScript ─► PlotlineCore, PlotlineValues;  PlotlineRender ─► PlotlineCore, CCairo, CFreeType, CSPNG, CZlib
//   JupyterKernel (generic: no Plotline module) ─► InterchangeFormats (JSON, header dates), swift-crypto
//   PlotlineKernel (glue) ─► JupyterKernel ◄─ JupyterZMQ ─► CZeroMQ
//   PlotlineREPL (the terminal REPL) ─► PlotlineScript, PlotlineRender, PlotlineRuntime (the version)
//   PlotlineLauncher (the wheel's `plotline`) ─► PlotlineRuntime (libraries, install layout) ◄─ PlotlineKernel

let package = Package(
    name: "Plotline",
    products: [
        .executable(name: "plotline", targets: ["plotline"]),
        .executable(name: "plotline-launcher", targets: ["PlotlineLauncher"]),
        .executable(name: "plotline-fuzz", targets: ["plotline-fuzz"]),
        .library(name: "InterchangeFormats", targets: ["InterchangeFormats"]),
        .library(name: "PlotlineValues", targets: ["PlotlineValues"]),
        .library(name: "PlotlineFeeds", targets: ["PlotlineFeeds"]),
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
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CZeroMQ",
            pkgConfig: "libzmq",
            providers: [.apt(["libzmq3-dev"])]
        ),

        // MARK: - Formats shared by the kernel protocol and the charting layers (a leaf: no dependency)

        .target(name: "InterchangeFormats"),

        // MARK: - Charting

        .target(
            name: "PlotlineValues",
            dependencies: ["InterchangeFormats", .product(name: "OrderedCollections", package: "swift-collections")]
        ),
        .target(
            name: "PlotlineFeeds",
            dependencies: [
                "PlotlineValues", "InterchangeFormats", "CSQLite", "CLibPQ", "CZlib",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "PlotlineCore",
            dependencies: [
                "PlotlineValues", "PlotlineFeeds", .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "PlotlineRender",
            dependencies: ["PlotlineCore", "PlotlineValues", "CCairo", "CFreeType", "CSPNG", "CZlib"]
        ),

        // MARK: - Language

        .target(
            name: "PlotlineScript",
            dependencies: [
                "PlotlineCore", "PlotlineValues", .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),

        // MARK: - Kernel

        .target(
            name: "JupyterKernel",
            dependencies: ["InterchangeFormats", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(
            name: "JupyterZMQ",
            dependencies: ["JupyterKernel", "CZeroMQ", "PlotlineRuntime"]
        ),
        .target(
            name: "PlotlineKernel",
            dependencies: [
                "JupyterKernel", "PlotlineScript", "PlotlineRender", "PlotlineCore", "PlotlineFeeds", "PlotlineValues",
                "InterchangeFormats", "PlotlineRuntime",
            ],
            // The interactive chart's ES module, compiled into the binary (`PackageResources.chart_view_js`).
            resources: [.embedInCode("Widgets/chart-view.js"), .embedInCode("Widgets/feed-grid.js")]
        ),

        // MARK: - Terminal

        .target(
            name: "PlotlineREPL",
            dependencies: [
                "PlotlineScript", "PlotlineRender", "PlotlineCore", "PlotlineFeeds", "PlotlineValues", "PlotlineRuntime",
            ]
        ),

        // MARK: - Executable

        .executableTarget(
            name: "plotline",
            dependencies: [
                "PlotlineKernel", "PlotlineREPL", "JupyterZMQ", "JupyterKernel", "PlotlineScript", "PlotlineRender",
                "PlotlineCore", "PlotlineFeeds", "PlotlineValues", "PlotlineRuntime", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Installed runtime (docs/packaging.md): Glibc only, so the launcher starts when a library is missing

        .target(name: "PlotlineRuntime"),
        .executableTarget(name: "PlotlineLauncher", dependencies: ["PlotlineRuntime"]),

        // MARK: - Tests

        .target(
            name: "PlotlineTestSupport",
            dependencies: ["PlotlineScript", "PlotlineCore", "PlotlineFeeds", "PlotlineValues"],
            path: "Tests/PlotlineTestSupport"
        ),

        // The fuzz targets (docs/fuzzing.md): a library of targets, the driver libFuzzer links (or that replays
        // inputs when built plainly), and the tests that replay the seed corpus and every regression.
        .target(
            name: "PlotlineFuzzTargets",
            dependencies: [
                "PlotlineFeeds", "PlotlineValues", "InterchangeFormats", "JupyterKernel", "PlotlineRender", "CZlib",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            path: "Tests/FuzzTargets"
        ),
        .target(name: "CFuzzer", path: "Tests/Fuzz/CFuzzer"),
        .executableTarget(name: "plotline-fuzz", dependencies: ["PlotlineFuzzTargets", "CFuzzer"], path: "Tests/Fuzz/Driver"),
        .testTarget(name: "PlotlineFuzzTargetsTests", dependencies: ["PlotlineFuzzTargets"]),

        .testTarget(name: "InterchangeFormatsTests", dependencies: ["InterchangeFormats"]),
        .testTarget(name: "PlotlineValuesTests", dependencies: ["PlotlineValues"]),
        .testTarget(
            name: "PlotlineFeedsTests",
            dependencies: ["PlotlineFeeds", "PlotlineValues", "InterchangeFormats", "PlotlineTestSupport"]
        ),
        .testTarget(
            name: "PlotlineCoreTests",
            dependencies: ["PlotlineCore", "PlotlineFeeds", "PlotlineValues", "PlotlineTestSupport"]
        ),
        .testTarget(
            name: "PlotlineRenderTests",
            dependencies: ["PlotlineRender", "PlotlineCore", "PlotlineFeeds", "PlotlineValues", "CZlib", "PlotlineFuzzTargets"]
        ),
        .testTarget(
            name: "PlotlineScriptTests",
            dependencies: [
                "PlotlineTestSupport", "PlotlineScript", "PlotlineCore", "PlotlineFeeds", "PlotlineValues", "InterchangeFormats",
            ]
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "PlotlineScript", "PlotlineRender", "PlotlineCore", "PlotlineFeeds", "PlotlineValues", "PlotlineTestSupport",
            ],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "JupyterKernelTests", dependencies: ["JupyterKernel", "InterchangeFormats"]),
        .testTarget(name: "JupyterZMQTests", dependencies: ["JupyterZMQ", "JupyterKernel", "InterchangeFormats"]),
        // A kernel made of the generic layers alone: proof that they need no Plotline module.
        .testTarget(name: "EchoKernelTests", dependencies: ["JupyterKernel", "JupyterZMQ", "InterchangeFormats"]),
        .testTarget(
            name: "PlotlineKernelTests",
            dependencies: [
                "PlotlineKernel", "JupyterKernel", "InterchangeFormats", "PlotlineScript", "PlotlineCore", "PlotlineFeeds",
                "PlotlineValues", "PlotlineRender", "PlotlineRuntime", "PlotlineTestSupport",
            ]
        ),
        .testTarget(name: "PlotlineRuntimeTests", dependencies: ["PlotlineRuntime"]),
        .testTarget(
            name: "PlotlineREPLTests",
            dependencies: ["PlotlineREPL", "PlotlineScript", "PlotlineRender", "PlotlineCore", "PlotlineValues"]
        ),
    ]
)

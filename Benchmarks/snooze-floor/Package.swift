// swift-tools-version:6.0
// The least a `mynd snooze` can cost with mynd's parts (Benchmarks/snooze-floor.sh):
// `store-only` opens the database as mynd does (GRDB, WAL), reads the goal, makes one write
// and closes; `with-parser` does the same behind ArgumentParser with one small subcommand.
import PackageDescription

let package = Package(
    name: "snooze-floor",
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        .target(name: "StoreWork", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        .executableTarget(name: "store-only", dependencies: ["StoreWork"]),
        .executableTarget(
            name: "with-parser", dependencies: ["StoreWork", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    ]
)

// swift-tools-version:6.0
// Can mynd's binary leave out ICU's data (34 MB of its 68 MB)? Built like mynd (release,
// `-static-stdlib`) by Benchmarks/icu-probe.sh, each probe prints what it can still do with
// time zones and with the day and month names mynd writes in en_GB, de_DE, es_ES and fr_FR:
// - essentials-only: FoundationEssentials alone (no ICU linked);
// - essentials-grdb: FoundationEssentials in the probe's code, GRDB beside it;
// - foundation-grdb: Foundation and GRDB, as mynd;
// - no-icu-data: the same, with ICU's data replaced by an empty package (what "leaving the
//   data out" means for a binary that still links ICU's code).
import PackageDescription

let package = Package(
    name: "icu-probe",
    dependencies: [.package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")],
    targets: [
        .executableTarget(name: "essentials-only"),
        .executableTarget(name: "essentials-grdb", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "ProbeChecks", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        .executableTarget(name: "foundation-grdb", dependencies: ["ProbeChecks"]),
        // ICU finds its data through this one symbol; defined here, the linker never pulls
        // the 34 MB object that defines it in the toolchain's lib_FoundationICU.a.
        .target(name: "EmptyICUData"),
        .executableTarget(name: "no-icu-data", dependencies: ["EmptyICUData", "ProbeChecks"]),
    ]
)

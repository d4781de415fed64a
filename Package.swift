// swift-tools-version: 6.1
import PackageDescription

// Hygiene shared by every target: Swift 6 mode (strict concurrency) plus the
// upcoming features that keep imports and existentials explicit.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "mynd",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mynd", targets: ["mynd"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // Functional core: values and pure policy. Foundation only; no I/O.
        .target(name: "MyndCore", swiftSettings: swiftSettings),
        // The one GRDB store.
        .target(
            name: "MyndStore",
            dependencies: ["MyndCore", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings
        ),
        // Message texts: built-in Mustache templates and the user's overrides, checked on load.
        .target(
            name: "MyndTemplates",
            dependencies: [.product(name: "Mustache", package: "swift-mustache")],
            swiftSettings: swiftSettings
        ),
        // libcurl, wrapped once: the HTTP, SMTP and IMAP transports. Only MyndCurl imports CMyndCurl.
        // Loaded on first use rather than linked (see its header); curl.h is libcurl4-openssl-dev's.
        .target(name: "CMyndCurl"),
        .target(name: "MyndCurl", dependencies: ["CMyndCurl"], swiftSettings: swiftSettings),
        // libsystemd, wrapped once: sd-bus, sd_notify, the journal. Only MyndSystemd imports CMyndSystemd.
        // Loaded on first use rather than linked (see its header); the headers are libsystemd-dev's.
        .target(name: "CMyndSystemd"),
        .target(name: "MyndSystemd", dependencies: ["CMyndSystemd"], swiftSettings: swiftSettings),
        // libical, wrapped once: parsing iCalendar and expanding recurrences. Only MyndCalendar
        // imports CMyndICal. Loaded on first use rather than linked (see its header).
        .target(name: "CMyndICal"),
        // The person's calendar: its sources (a vdir folder, an iCalendar URL) read into the
        // instances of a window, through libical.
        .target(
            name: "MyndCalendar", dependencies: ["CMyndICal", "MyndCore", "MyndCurl", "MyndPOSIX"], swiftSettings: swiftSettings),
        // libc and the kernel's files, wrapped once: processes, signals, poll, the uevent socket,
        // power and network state, errno.
        .target(name: "MyndPOSIX", dependencies: ["MyndCore"], swiftSettings: swiftSettings),
        // Claude: the Messages API's wire types and client, the prompts, and the writer that
        // picks Claude's text or the fallback. It takes values and a ledger (`AILedger`), never
        // the store.
        .target(
            name: "MyndAI", dependencies: ["MyndCore", "MyndCurl", "MyndTemplates", "MyndPOSIX"], swiftSettings: swiftSettings),
        // The outbox's ways out (desktop, helper program, terminal) and the one dispatcher that
        // sends a row and records what became of it.
        .target(
            name: "MyndDelivery",
            dependencies: ["MyndCore", "MyndStore", "MyndSystemd", "MyndPOSIX", "MyndCurl"],
            swiftSettings: swiftSettings
        ),
        // Mail, out and in: the MIME writer and the email channel (registered with the outbox as
        // a DeliveryChannel); reading replies, their commands, the inbox job and its answers.
        .target(
            name: "MyndMail",
            dependencies: ["MyndCore", "MyndStore", "MyndTemplates", "MyndCurl", "MyndPOSIX", "MyndDelivery"],
            swiftSettings: swiftSettings
        ),
        // A job run: gate, run record, expiration, sleep lock; refresh, digest and processing.
        .target(
            name: "MyndJobs",
            dependencies: [
                "MyndCore", "MyndStore", "MyndTemplates", "MyndSystemd", "MyndPOSIX", "MyndAI", "MyndDelivery", "MyndMail", "MyndCalendar",
            ],
            swiftSettings: swiftSettings
        ),
        // `mynd agent`: its event loop and the sources and handlers registered with it.
        .target(
            name: "MyndAgent",
            dependencies: ["MyndCore", "MyndStore", "MyndSystemd", "MyndPOSIX", "MyndDelivery"],
            swiftSettings: swiftSettings
        ),
        // The systemd user units mynd installs, and systemctl.
        .target(name: "MyndInstall", dependencies: ["MyndCore", "MyndPOSIX"], swiftSettings: swiftSettings),
        // The command line as a library, so argument parsing is testable with parseAsRoot.
        // The only module that sees ArgumentParser and TOMLKit.
        .target(
            name: "MyndCLI",
            dependencies: [
                "MyndCore", "MyndStore", "MyndTemplates", "MyndCurl", "MyndAI", "MyndSystemd", "MyndPOSIX",
                "MyndDelivery", "MyndMail", "MyndJobs", "MyndAgent", "MyndInstall", "MyndCalendar",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(name: "mynd", dependencies: ["MyndCLI"], swiftSettings: swiftSettings),

        // Test peers and fakes shared by the test targets (never linked into mynd).
        .target(
            name: "MyndTestSupport", dependencies: ["MyndSystemd", "MyndPOSIX"], path: "Tests/Support", swiftSettings: swiftSettings),
        .testTarget(
            name: "MyndCoreTests",
            dependencies: ["MyndCore", "MyndTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MyndStoreTests",
            dependencies: ["MyndStore", "MyndCore", "MyndTestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings
        ),
        // libical through the shim, against fixture calendars written for the tests.
        .testTarget(
            name: "MyndCalendarTests", dependencies: ["MyndCalendar", "MyndCore", "MyndCurl", "MyndTestSupport"], exclude: ["Fixtures"],
            swiftSettings: swiftSettings),
        .testTarget(name: "MyndCurlTests", dependencies: ["MyndCurl", "MyndTestSupport"], swiftSettings: swiftSettings),
        // Mail without the binary: MIME, replies and their commands, the channel, the inbox reader
        // over an in-memory mailbox (and libcurl's SMTP against aiosmtpd in the contract tests).
        .testTarget(
            name: "MyndMailTests",
            dependencies: ["MyndMail", "MyndCore", "MyndCurl", "MyndDelivery", "MyndStore", "MyndTemplates", "MyndTestSupport"],
            // Read from the source tree by path (golden files a test may rewrite, mail clients' HTML).
            exclude: ["Golden", "Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MyndAITests", dependencies: ["MyndAI", "MyndCore", "MyndCurl", "MyndStore", "MyndTemplates", "MyndTestSupport"],
            // Read from the source tree by path: the prompts' golden files (a test may rewrite them)
            // and the evaluation set.
            exclude: ["Golden", "Evaluation"], resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings),
        // The outbox's ways out and its dispatcher, over twins of the bus and the programs.
        .testTarget(
            name: "MyndDeliveryTests",
            dependencies: ["MyndDelivery", "MyndCore", "MyndStore", "MyndSystemd", "MyndPOSIX", "MyndCurl", "MyndTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MyndJobsTests",
            dependencies: [
                "MyndJobs", "MyndCore", "MyndStore", "MyndTemplates", "MyndAI", "MyndDelivery", "MyndSystemd", "MyndTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        // The agent in-process, on virtual time, against a private bus and real servers.
        .testTarget(
            name: "MyndAgentTests",
            dependencies: [
                "MyndAgent", "MyndCore", "MyndPOSIX", "MyndStore", "MyndSystemd", "MyndCurl", "MyndDelivery", "MyndTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "MyndInstallTests", dependencies: ["MyndInstall", "MyndCore", "MyndTestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "MyndPOSIXTests", dependencies: ["MyndPOSIX", "MyndCore", "MyndTestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "MyndSystemdTests", dependencies: ["MyndSystemd", "MyndTestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "MyndTemplatesTests", dependencies: ["MyndTemplates", "MyndTestSupport"], swiftSettings: swiftSettings),
        // Real peers: a systemd --user of the test's own (root only; skips elsewhere with the reason).
        .testTarget(name: "IntegrationTests", dependencies: ["mynd", "MyndTestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "MyndCLITests",
            // Depends on the executable so `swift test` builds the binary these tests run.
            dependencies: [
                "MyndCLI", "MyndCore", "MyndSystemd", "MyndTestSupport", "mynd",
                "MyndAI", "MyndPOSIX", "MyndDelivery", "MyndJobs", "MyndAgent", "MyndInstall", "MyndStore", "MyndTemplates",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)

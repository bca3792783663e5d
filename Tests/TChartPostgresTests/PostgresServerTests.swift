import Testing

/// Every test of the one local server (``PostgresTestServer``), one at a time: a restart must
/// not cut another test's query.
@Suite(.serialized, .enabled(if: PostgresTestServer.isInstalled)) enum PostgresServerTests {}

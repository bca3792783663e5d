#ifndef CBUILDINFO_H
#define CBUILDINFO_H

/// The git commit tchart was built from (`abc1234`, `abc1234-dirty`), or "" when unknown: a
/// build from a tarball, or `swift build` without `make`.
const char *tchart_build_commit(void);

#endif

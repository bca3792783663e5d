#include "CBuildInfo.h"

// `make` writes commit.generated.h (ignored by git) with the commit of the work tree, and
// rewrites it only when the commit changes, so only this file is compiled again. Without it
// (`swift build` alone, a tarball) the commit is unknown.
#if __has_include("commit.generated.h")
#include "commit.generated.h"
#endif

#ifndef TCHART_COMMIT
#define TCHART_COMMIT ""
#endif

const char *tchart_build_commit(void) { return TCHART_COMMIT; }

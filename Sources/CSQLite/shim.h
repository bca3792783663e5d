// The system's libsqlite3 for Swift; only TChartSQLite imports it.
#ifndef TCHART_CSQLITE_SHIM_H
#define TCHART_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a function-like cast that does not import into Swift.
static inline sqlite3_destructor_type tchart_sqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif

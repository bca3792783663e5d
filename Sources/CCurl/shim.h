// The system's libcurl for Swift; only TChartHTTP imports it. libcurl is not linked: it and the
// ~30 libraries it needs (TLS, HTTP/2, Kerberos, LDAP…) would be loaded at every start of
// tchart, for a file as for a server. `tchart_curl_load` opens it with dlopen on the first HTTP
// client instead and fills a table of its functions, which the wrappers below call.
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: the wrappers
// pass one argument of each type. Macros that do not import (casts, shifts) are functions here.
#ifndef TCHART_CCURL_SHIM_H
#define TCHART_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

// The libcurl functions tchart calls.
struct tchart_curl {
  __typeof__(&curl_global_init) global_init;
  __typeof__(&curl_easy_init) easy_init;
  __typeof__(&curl_easy_cleanup) easy_cleanup;
  __typeof__(&curl_easy_setopt) easy_setopt;
  __typeof__(&curl_easy_getinfo) easy_getinfo;
  __typeof__(&curl_easy_strerror) easy_strerror;
  __typeof__(&curl_multi_init) multi_init;
  __typeof__(&curl_multi_cleanup) multi_cleanup;
  __typeof__(&curl_multi_add_handle) multi_add_handle;
  __typeof__(&curl_multi_remove_handle) multi_remove_handle;
  __typeof__(&curl_multi_perform) multi_perform;
  __typeof__(&curl_multi_poll) multi_poll;
  __typeof__(&curl_multi_wakeup) multi_wakeup;
  __typeof__(&curl_multi_info_read) multi_info_read;
  __typeof__(&curl_slist_append) slist_append;
  __typeof__(&curl_slist_free_all) slist_free_all;
};

#if defined(__APPLE__)
#define TCHART_CURL_LIBRARY "libcurl.4.dylib"
#else
#define TCHART_CURL_LIBRARY "libcurl.so.4"
#endif

// Opens libcurl (never closed) and fills `table`; 0 on success, else -1 (the library is
// missing) or -2 (it lacks a function: older than 7.68).
static inline int tchart_curl_load(void *table) {
  struct tchart_curl *api = (struct tchart_curl *)table;
  void *library = dlopen(TCHART_CURL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return -1;
#define TCHART_CURL_FIND(field, name) \
  if ((*(void **)&api->field = dlsym(library, name)) == NULL) return -2;
  TCHART_CURL_FIND(global_init, "curl_global_init")
  TCHART_CURL_FIND(easy_init, "curl_easy_init")
  TCHART_CURL_FIND(easy_cleanup, "curl_easy_cleanup")
  TCHART_CURL_FIND(easy_setopt, "curl_easy_setopt")
  TCHART_CURL_FIND(easy_getinfo, "curl_easy_getinfo")
  TCHART_CURL_FIND(easy_strerror, "curl_easy_strerror")
  TCHART_CURL_FIND(multi_init, "curl_multi_init")
  TCHART_CURL_FIND(multi_cleanup, "curl_multi_cleanup")
  TCHART_CURL_FIND(multi_add_handle, "curl_multi_add_handle")
  TCHART_CURL_FIND(multi_remove_handle, "curl_multi_remove_handle")
  TCHART_CURL_FIND(multi_perform, "curl_multi_perform")
  TCHART_CURL_FIND(multi_poll, "curl_multi_poll")
  TCHART_CURL_FIND(multi_wakeup, "curl_multi_wakeup")
  TCHART_CURL_FIND(multi_info_read, "curl_multi_info_read")
  TCHART_CURL_FIND(slist_append, "curl_slist_append")
  TCHART_CURL_FIND(slist_free_all, "curl_slist_free_all")
#undef TCHART_CURL_FIND
  return 0;
}

// The table's size, for Swift to allocate it (Swift sees it as raw memory).
static inline size_t tchart_curl_table_size(void) { return sizeof(struct tchart_curl); }

#define T(table) ((const struct tchart_curl *)(table))

// The calls, through the table.

static inline CURLcode tchart_curl_global_init(const void *table) {
  return T(table)->global_init(CURL_GLOBAL_DEFAULT);
}

static inline CURL *tchart_curl_easy_init(const void *table) {
  return T(table)->easy_init();
}

static inline void tchart_curl_easy_cleanup(const void *table, CURL *handle) {
  T(table)->easy_cleanup(handle);
}

static inline CURLcode tchart_curl_setopt_long(
    const void *table, CURL *handle, CURLoption option, long value) {
  return T(table)->easy_setopt(handle, option, value);
}

static inline CURLcode tchart_curl_setopt_string(
    const void *table, CURL *handle, CURLoption option, const char *value) {
  return T(table)->easy_setopt(handle, option, value);
}

static inline CURLcode tchart_curl_setopt_pointer(
    const void *table, CURL *handle, CURLoption option, void *value) {
  return T(table)->easy_setopt(handle, option, value);
}

// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION take this type.
static inline CURLcode tchart_curl_setopt_callback(
    const void *table, CURL *handle, CURLoption option, curl_write_callback value) {
  return T(table)->easy_setopt(handle, option, value);
}

static inline CURLcode tchart_curl_getinfo_long(
    const void *table, CURL *handle, CURLINFO info, long *value) {
  return T(table)->easy_getinfo(handle, info, value);
}

static inline const char *tchart_curl_strerror(const void *table, CURLcode code) {
  return T(table)->easy_strerror(code);
}

static inline CURLM *tchart_curl_multi_init(const void *table) {
  return T(table)->multi_init();
}

static inline void tchart_curl_multi_cleanup(const void *table, CURLM *multi) {
  T(table)->multi_cleanup(multi);
}

static inline CURLMcode tchart_curl_multi_add(
    const void *table, CURLM *multi, CURL *handle) {
  return T(table)->multi_add_handle(multi, handle);
}

static inline CURLMcode tchart_curl_multi_remove(
    const void *table, CURLM *multi, CURL *handle) {
  return T(table)->multi_remove_handle(multi, handle);
}

static inline CURLMcode tchart_curl_multi_perform(
    const void *table, CURLM *multi, int *running) {
  return T(table)->multi_perform(multi, running);
}

static inline CURLMcode tchart_curl_multi_poll(
    const void *table, CURLM *multi, int milliseconds) {
  return T(table)->multi_poll(multi, NULL, 0, milliseconds, NULL);
}

static inline CURLMcode tchart_curl_multi_wakeup(const void *table, CURLM *multi) {
  return T(table)->multi_wakeup(multi);
}

// The result of the finished transfer on `multi` (CURLE_OK when none finished).
static inline CURLcode tchart_curl_multi_result(const void *table, CURLM *multi) {
  CURLcode result = CURLE_OK;
  int left = 0;
  CURLMsg *message;
  while ((message = T(table)->multi_info_read(multi, &left)) != NULL) {
    if (message->msg == CURLMSG_DONE) result = message->data.result;
  }
  return result;
}

static inline struct curl_slist *tchart_curl_slist_append(
    const void *table, struct curl_slist *list, const char *line) {
  return T(table)->slist_append(list, line);
}

static inline void tchart_curl_slist_free_all(
    const void *table, struct curl_slist *list) {
  T(table)->slist_free_all(list);
}

#undef T

static inline long tchart_curl_auth_basic(void) { return (long)CURLAUTH_BASIC; }
static inline long tchart_curl_error_size(void) { return CURL_ERROR_SIZE; }

#endif

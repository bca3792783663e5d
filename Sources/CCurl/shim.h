// The system's libcurl for Swift; only TChartHTTP imports it. curl_easy_setopt and
// curl_easy_getinfo are variadic, which Swift cannot call: the non-variadic wrappers below pass
// one argument of each type. Macros that do not import (casts, shifts) are functions here too.
#ifndef TCHART_CCURL_SHIM_H
#define TCHART_CCURL_SHIM_H

#include <curl/curl.h>

static inline CURLcode tchart_curl_setopt_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tchart_curl_setopt_string(
    CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tchart_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION take this type.
static inline CURLcode tchart_curl_setopt_callback(
    CURL *handle, CURLoption option, curl_write_callback value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode tchart_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline long tchart_curl_global_default(void) { return CURL_GLOBAL_DEFAULT; }
static inline long tchart_curl_auth_basic(void) { return (long)CURLAUTH_BASIC; }
static inline long tchart_curl_error_size(void) { return CURL_ERROR_SIZE; }

// The result of a finished transfer (a member of the message's anonymous union).
static inline CURLcode tchart_curl_message_result(const CURLMsg *message) {
  return message->data.result;
}

#endif

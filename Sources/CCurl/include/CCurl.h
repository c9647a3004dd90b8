#ifndef CCURL_H
#define CCURL_H

// Typed, non-variadic access to libcurl for Swift.
//
// Swift cannot call the variadic curl_easy_setopt / curl_easy_getinfo / curl_multi_setopt, and
// it does not import function-like or composite macros. Each wrapper below passes exactly one
// argument of one C type, so the compiler checks what libcurl's varargs cannot. Modelled on
// swift-corelibs-foundation's CFURLSessionInterface.

#include <curl/curl.h>
#include <stddef.h>

// MARK: - Global

/// Whether libcurl (libcurl.so.4) could be loaded; it is loaded with dlopen on first use, so
/// commands that never talk to a server do not load it at all.
int ccurl_available(void);

/// curl_global_init(CURL_GLOBAL_ALL). Not thread-safe in libcurl: call it exactly once, early
/// (the Swift side does so from a `static let`).
CURLcode ccurl_global_init_all(void);

// MARK: - Easy handle options

CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode ccurl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value);
/// libcurl copies the string (except for CURLOPT_POSTFIELDS, which the shim never uses).
CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
/// The list must outlive the transfer.
CURLcode ccurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);

/// The body callback: CURLOPT_WRITEFUNCTION.
CURLcode ccurl_easy_set_write_function(CURL *handle, curl_write_callback callback);
/// The header-line callback: CURLOPT_HEADERFUNCTION.
CURLcode ccurl_easy_set_header_function(CURL *handle, curl_write_callback callback);
/// The progress callback: CURLOPT_XFERINFOFUNCTION (and clears CURLOPT_NOPROGRESS when set).
CURLcode ccurl_easy_set_xferinfo_function(CURL *handle, curl_xferinfo_callback callback);

// MARK: - Easy handle information

CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode ccurl_easy_getinfo_double(CURL *handle, CURLINFO info, double *value);
CURLcode ccurl_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value);
/// The string belongs to the handle; copy it before the handle is cleaned up.
CURLcode ccurl_easy_getinfo_string(CURL *handle, CURLINFO info, const char **value);
/// For CURLINFO_PRIVATE.
CURLcode ccurl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value);

// MARK: - Multi handle

CURLMcode ccurl_multi_setopt_long(CURLM *handle, CURLMoption option, long value);
CURLMcode ccurl_multi_setopt_off_t(CURLM *handle, CURLMoption option, curl_off_t value);

/// Whether the message says a transfer has finished (msg == CURLMSG_DONE).
int ccurl_msg_is_done(const CURLMsg *message);
/// The finished transfer's result (the union member `data.result`).
CURLcode ccurl_msg_result(const CURLMsg *message);

// MARK: - Constants Swift does not import

/// CURL_ERROR_SIZE: the size CURLOPT_ERRORBUFFER must have.
extern const size_t ccurl_error_size;
/// CURL_SOCKET_BAD.
extern const curl_socket_t ccurl_socket_bad;

#endif

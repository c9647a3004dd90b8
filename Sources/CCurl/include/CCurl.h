#ifndef CCURL_H
#define CCURL_H

// Typed, non-variadic access to libcurl for Swift, every function under its own `ccurl_` name.
//
// libcurl is not linked: shim.c loads it with dlopen on first use and forwards each call below
// to the library's function of the same name without the `c`. This header takes only libcurl's
// types and constants from <curl/curl.h>; it defines none of libcurl's own `curl_*` functions,
// so a libcurl that another library brings into the process is never shadowed, and a direct
// call to a `curl_*` function from Swift fails to link instead of bypassing the loader.
//
// Swift cannot call the variadic curl_easy_setopt / curl_easy_getinfo / curl_multi_setopt, and
// it does not import function-like or composite macros. So there is one wrapper per kind of
// argument (a long, a curl_off_t, a string, a pointer, a header list, a write callback), each
// passing exactly one argument of one C type, which the compiler checks where libcurl's varargs
// cannot. Modelled on swift-corelibs-foundation's CFURLSessionInterface. Only what the Swift
// side calls is here.

#include <curl/curl.h>
#include <stddef.h>

// MARK: - Global

/// curl_global_init(CURL_GLOBAL_ALL), or CURLE_FAILED_INIT when libcurl (libcurl.so.4, 7.68 or
/// later) cannot be loaded. Not thread-safe in libcurl: call it exactly once, early (the Swift
/// side does so from a `static let`).
CURLcode ccurl_global_init_all(void);

/// curl_easy_strerror; a fixed text when libcurl cannot be loaded.
const char *ccurl_easy_strerror(CURLcode code);

// MARK: - Easy handle

CURL *ccurl_easy_init(void);
void ccurl_easy_cleanup(CURL *handle);

CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode ccurl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value);
/// libcurl copies the string (except for CURLOPT_POSTFIELDS, which the Swift side never sets).
CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
/// The list must outlive the transfer.
CURLcode ccurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
/// CURLOPT_WRITEFUNCTION or CURLOPT_HEADERFUNCTION.
CURLcode ccurl_easy_setopt_write_callback(CURL *handle, CURLoption option, curl_write_callback callback);

CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
/// For CURLINFO_PRIVATE.
CURLcode ccurl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value);

/// NULL when the list could not be extended (or libcurl cannot be loaded).
struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *line);
void ccurl_slist_free_all(struct curl_slist *list);
/// Frees what libcurl allocated (curl_url_get's parts).
void ccurl_free(void *pointer);

// MARK: - URL parser

CURLU *ccurl_url(void);
void ccurl_url_cleanup(CURLU *handle);
CURLUcode ccurl_url_set(CURLU *handle, CURLUPart part, const char *content, unsigned int flags);
CURLUcode ccurl_url_get(CURLU *handle, CURLUPart part, char **content, unsigned int flags);
const char *ccurl_url_strerror(CURLUcode code);

// MARK: - Multi handle

CURLM *ccurl_multi_init(void);
CURLMcode ccurl_multi_cleanup(CURLM *handle);
CURLMcode ccurl_multi_setopt_long(CURLM *handle, CURLMoption option, long value);
CURLMcode ccurl_multi_add_handle(CURLM *handle, CURL *easy);
CURLMcode ccurl_multi_remove_handle(CURLM *handle, CURL *easy);
CURLMcode ccurl_multi_perform(CURLM *handle, int *running);
CURLMcode ccurl_multi_poll(CURLM *handle, struct curl_waitfd extra_fds[], unsigned int extra_nfds, int timeout_ms,
                           int *numfds);
/// Safe from any thread.
CURLMcode ccurl_multi_wakeup(CURLM *handle);
CURLMsg *ccurl_multi_info_read(CURLM *handle, int *queued);

/// Whether the message says a transfer has finished (msg == CURLMSG_DONE).
int ccurl_msg_is_done(const CURLMsg *message);
/// The finished transfer's result (the union member `data.result`).
CURLcode ccurl_msg_result(const CURLMsg *message);

// MARK: - Constants Swift does not import

/// CURL_ERROR_SIZE: the size CURLOPT_ERRORBUFFER must have.
extern const size_t ccurl_error_size;

#endif

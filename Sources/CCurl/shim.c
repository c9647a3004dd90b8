#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>

// libcurl is loaded with dlopen on first use, not linked: a command that never talks to a
// server (most of them) does not pay for loading libcurl and its ~30 dependencies at start-up.
// Each ccurl_ function forwards to libcurl's function through a pointer looked up once; none
// of libcurl's own curl_* names is defined here.

static void *ccurl_library = NULL;
static pthread_once_t ccurl_once = PTHREAD_ONCE_INIT;

static CURLcode (*p_global_init)(long);
static const char *(*p_easy_strerror)(CURLcode);
static CURL *(*p_easy_init)(void);
static void (*p_easy_cleanup)(CURL *);
static CURLcode (*p_easy_setopt)(CURL *, CURLoption, ...);
static CURLcode (*p_easy_getinfo)(CURL *, CURLINFO, ...);
static struct curl_slist *(*p_slist_append)(struct curl_slist *, const char *);
static void (*p_slist_free_all)(struct curl_slist *);
static void (*p_free)(void *);
static CURLU *(*p_url)(void);
static void (*p_url_cleanup)(CURLU *);
static CURLUcode (*p_url_set)(CURLU *, CURLUPart, const char *, unsigned int);
static CURLUcode (*p_url_get)(CURLU *, CURLUPart, char **, unsigned int);
static const char *(*p_url_strerror)(CURLUcode);
static CURLM *(*p_multi_init)(void);
static CURLMcode (*p_multi_cleanup)(CURLM *);
static CURLMcode (*p_multi_setopt)(CURLM *, CURLMoption, ...);
static CURLMcode (*p_multi_add_handle)(CURLM *, CURL *);
static CURLMcode (*p_multi_remove_handle)(CURLM *, CURL *);
static CURLMcode (*p_multi_perform)(CURLM *, int *);
static CURLMcode (*p_multi_poll)(CURLM *, struct curl_waitfd[], unsigned int, int, int *);
static CURLMcode (*p_multi_wakeup)(CURLM *);
static CURLMsg *(*p_multi_info_read)(CURLM *, int *);

#define CCURL_LOAD(pointer, symbol) *(void **)(&pointer) = dlsym(ccurl_library, symbol)

static void ccurl_load(void) {
    ccurl_library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (ccurl_library == NULL) {
        ccurl_library = dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL);
    }
    if (ccurl_library == NULL) {
        return;
    }
    CCURL_LOAD(p_global_init, "curl_global_init");
    CCURL_LOAD(p_easy_strerror, "curl_easy_strerror");
    CCURL_LOAD(p_easy_init, "curl_easy_init");
    CCURL_LOAD(p_easy_cleanup, "curl_easy_cleanup");
    CCURL_LOAD(p_easy_setopt, "curl_easy_setopt");
    CCURL_LOAD(p_easy_getinfo, "curl_easy_getinfo");
    CCURL_LOAD(p_slist_append, "curl_slist_append");
    CCURL_LOAD(p_slist_free_all, "curl_slist_free_all");
    CCURL_LOAD(p_free, "curl_free");
    CCURL_LOAD(p_url, "curl_url");
    CCURL_LOAD(p_url_cleanup, "curl_url_cleanup");
    CCURL_LOAD(p_url_set, "curl_url_set");
    CCURL_LOAD(p_url_get, "curl_url_get");
    CCURL_LOAD(p_url_strerror, "curl_url_strerror");
    CCURL_LOAD(p_multi_init, "curl_multi_init");
    CCURL_LOAD(p_multi_cleanup, "curl_multi_cleanup");
    CCURL_LOAD(p_multi_setopt, "curl_multi_setopt");
    CCURL_LOAD(p_multi_add_handle, "curl_multi_add_handle");
    CCURL_LOAD(p_multi_remove_handle, "curl_multi_remove_handle");
    CCURL_LOAD(p_multi_perform, "curl_multi_perform");
    CCURL_LOAD(p_multi_poll, "curl_multi_poll");
    CCURL_LOAD(p_multi_wakeup, "curl_multi_wakeup");
    CCURL_LOAD(p_multi_info_read, "curl_multi_info_read");
    if (!p_global_init || !p_easy_strerror || !p_easy_init || !p_easy_cleanup || !p_easy_setopt || !p_easy_getinfo
        || !p_slist_append || !p_slist_free_all || !p_free || !p_url || !p_url_cleanup || !p_url_set || !p_url_get
        || !p_url_strerror || !p_multi_init || !p_multi_cleanup || !p_multi_setopt || !p_multi_add_handle
        || !p_multi_remove_handle || !p_multi_perform || !p_multi_poll || !p_multi_wakeup || !p_multi_info_read) {
        // A libcurl older than 7.68 (no curl_multi_poll/wakeup): treat it as missing.
        dlclose(ccurl_library);
        ccurl_library = NULL;
    }
}

static int ccurl_ready(void) {
    pthread_once(&ccurl_once, ccurl_load);
    return ccurl_library != NULL;
}

static const char *const ccurl_not_loaded = "libcurl (libcurl.so.4) could not be loaded";

// MARK: - Global

CURLcode ccurl_global_init_all(void) {
    return ccurl_ready() ? p_global_init(CURL_GLOBAL_ALL) : CURLE_FAILED_INIT;
}

const char *ccurl_easy_strerror(CURLcode code) {
    return ccurl_ready() ? p_easy_strerror(code) : ccurl_not_loaded;
}

// MARK: - Easy handle

CURL *ccurl_easy_init(void) {
    return ccurl_ready() ? p_easy_init() : NULL;
}

void ccurl_easy_cleanup(CURL *handle) {
    if (ccurl_ready()) p_easy_cleanup(handle);
}

CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return ccurl_ready() ? p_easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode ccurl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return ccurl_ready() ? p_easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return ccurl_ready() ? p_easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return ccurl_ready() ? p_easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode ccurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return ccurl_ready() ? p_easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode ccurl_easy_setopt_write_callback(CURL *handle, CURLoption option, curl_write_callback callback) {
    return ccurl_ready() ? p_easy_setopt(handle, option, callback) : CURLE_FAILED_INIT;
}

CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return ccurl_ready() ? p_easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

CURLcode ccurl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return ccurl_ready() ? p_easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *line) {
    return ccurl_ready() ? p_slist_append(list, line) : NULL;
}

void ccurl_slist_free_all(struct curl_slist *list) {
    if (ccurl_ready()) p_slist_free_all(list);
}

void ccurl_free(void *pointer) {
    if (ccurl_ready()) p_free(pointer);
}

// MARK: - URL parser

CURLU *ccurl_url(void) {
    return ccurl_ready() ? p_url() : NULL;
}

void ccurl_url_cleanup(CURLU *handle) {
    if (ccurl_ready()) p_url_cleanup(handle);
}

CURLUcode ccurl_url_set(CURLU *handle, CURLUPart part, const char *content, unsigned int flags) {
    return ccurl_ready() ? p_url_set(handle, part, content, flags) : CURLUE_OUT_OF_MEMORY;
}

CURLUcode ccurl_url_get(CURLU *handle, CURLUPart part, char **content, unsigned int flags) {
    return ccurl_ready() ? p_url_get(handle, part, content, flags) : CURLUE_OUT_OF_MEMORY;
}

const char *ccurl_url_strerror(CURLUcode code) {
    return ccurl_ready() ? p_url_strerror(code) : ccurl_not_loaded;
}

// MARK: - Multi handle

CURLM *ccurl_multi_init(void) {
    return ccurl_ready() ? p_multi_init() : NULL;
}

CURLMcode ccurl_multi_cleanup(CURLM *handle) {
    return ccurl_ready() ? p_multi_cleanup(handle) : CURLM_INTERNAL_ERROR;
}

CURLMcode ccurl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    return ccurl_ready() ? p_multi_setopt(handle, option, value) : CURLM_INTERNAL_ERROR;
}

CURLMcode ccurl_multi_add_handle(CURLM *handle, CURL *easy) {
    return ccurl_ready() ? p_multi_add_handle(handle, easy) : CURLM_INTERNAL_ERROR;
}

CURLMcode ccurl_multi_remove_handle(CURLM *handle, CURL *easy) {
    return ccurl_ready() ? p_multi_remove_handle(handle, easy) : CURLM_INTERNAL_ERROR;
}

CURLMcode ccurl_multi_perform(CURLM *handle, int *running) {
    return ccurl_ready() ? p_multi_perform(handle, running) : CURLM_INTERNAL_ERROR;
}

CURLMcode ccurl_multi_poll(CURLM *handle, struct curl_waitfd extra_fds[], unsigned int extra_nfds, int timeout_ms,
                           int *numfds) {
    return ccurl_ready() ? p_multi_poll(handle, extra_fds, extra_nfds, timeout_ms, numfds) : CURLM_INTERNAL_ERROR;
}

CURLMcode ccurl_multi_wakeup(CURLM *handle) {
    return ccurl_ready() ? p_multi_wakeup(handle) : CURLM_INTERNAL_ERROR;
}

CURLMsg *ccurl_multi_info_read(CURLM *handle, int *queued) {
    return ccurl_ready() ? p_multi_info_read(handle, queued) : NULL;
}

int ccurl_msg_is_done(const CURLMsg *message) {
    return message != NULL && message->msg == CURLMSG_DONE;
}

CURLcode ccurl_msg_result(const CURLMsg *message) {
    return message->data.result;
}

// MARK: - Constants

const size_t ccurl_error_size = CURL_ERROR_SIZE;

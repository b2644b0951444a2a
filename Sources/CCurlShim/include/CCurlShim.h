#ifndef CCURLSHIM_H
#define CCURLSHIM_H
#include <curl/curl.h>

/// Typed wrappers around the variadic curl_easy_setopt / curl_easy_getinfo, which Swift cannot call.
CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode ccurl_easy_setopt_offset(CURL *handle, CURLoption option, curl_off_t value);
CURLcode ccurl_easy_setopt_write_callback(CURL *handle, curl_write_callback callback);
CURLcode ccurl_easy_setopt_read_callback(CURL *handle, curl_read_callback callback);
CURLcode ccurl_easy_setopt_header_callback(CURL *handle, curl_write_callback callback);
CURLcode ccurl_easy_setopt_xferinfo_callback(CURL *handle, curl_xferinfo_callback callback);
CURLcode ccurl_easy_setopt_seek_callback(CURL *handle, curl_seek_callback callback);
CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode ccurl_easy_getinfo_string(CURL *handle, CURLINFO info, const char **value);
CURLcode ccurl_easy_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value);
CURLMcode ccurl_multi_setopt_long(CURLM *handle, CURLMoption option, long value);

/// A lock-free atomic word, in memory the caller allocates with `ccurl_atomic_size` bytes aligned to it,
/// for hand-offs between the transport's thread and a task. Loads acquire and stores release, so plain
/// memory written before a store is visible after a load that sees it.
long ccurl_atomic_size(void);
void ccurl_atomic_init(void *atomic, long value);
long ccurl_atomic_load(const void *atomic);
void ccurl_atomic_store(void *atomic, long value);
/// Hints the CPU that the caller is busy-waiting (x86 `pause`, arm64 `yield`).
void ccurl_cpu_relax(void);

/// What a transfer shares between its task and the transport's thread, in one allocation: a mutex, a
/// lock-free "resolved" flag (acquire load, release store) and libcurl's error buffer
/// (`CURL_ERROR_SIZE` + 1 bytes, starting empty). `create` returns NULL when memory runs out.
typedef struct ccurl_transfer_cell ccurl_transfer_cell;
ccurl_transfer_cell *ccurl_transfer_cell_create(void);
void ccurl_transfer_cell_destroy(ccurl_transfer_cell *cell);
void ccurl_transfer_cell_lock(ccurl_transfer_cell *cell);
void ccurl_transfer_cell_unlock(ccurl_transfer_cell *cell);
long ccurl_transfer_cell_is_resolved(const ccurl_transfer_cell *cell);
void ccurl_transfer_cell_set_resolved(ccurl_transfer_cell *cell);
char *ccurl_transfer_cell_error_buffer(ccurl_transfer_cell *cell);

/// Marks the calling thread as owned by `owner` (the transport's loop), for a cheap "am I on it" test.
void ccurl_thread_set_owner(const void *owner);
/// The owner the calling thread was marked with, or NULL.
const void *ccurl_thread_owner(void);
#endif

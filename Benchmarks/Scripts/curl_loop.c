/*
 * The plain C peer of the transport benchmark: N sequential keep-alive GETs with one libcurl easy
 * handle, the body written into a reusable buffer (as a transport that returns the body would).
 *
 *     cc -O2 -o curl_loop curl_loop.c -lcurl
 *     curl_loop URL COUNT [ROUNDS]
 *
 * Prints one line per round: "curl_loop requests=COUNT seconds=S rps=R bytes=B".
 */
#include <curl/curl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct sink {
    char *data;
    size_t length;
    size_t capacity;
};

static size_t collect(char *ptr, size_t size, size_t nmemb, void *userdata) {
    struct sink *sink = userdata;
    size_t count = size * nmemb;
    if (sink->length + count > sink->capacity) {
        size_t capacity = (sink->length + count) * 2;
        char *grown = realloc(sink->data, capacity);
        if (!grown) return 0;
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->length, ptr, count);
    sink->length += count;
    return count;
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s URL COUNT [ROUNDS]\n", argv[0]);
        return 2;
    }
    const char *url = argv[1];
    long count = strtol(argv[2], NULL, 10);
    long rounds = argc > 3 ? strtol(argv[3], NULL, 10) : 1;
    curl_global_init(CURL_GLOBAL_DEFAULT);
    CURL *easy = curl_easy_init();
    struct sink sink = {0};
    curl_easy_setopt(easy, CURLOPT_URL, url);
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, collect);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, &sink);
    curl_easy_setopt(easy, CURLOPT_TCP_NODELAY, 1L);
    for (long round = 0; round < rounds; round++) {
        size_t bytes = 0;
        double start = now();
        for (long i = 0; i < count; i++) {
            sink.length = 0;
            CURLcode code = curl_easy_perform(easy);
            long status = 0;
            curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status);
            if (code != CURLE_OK || status != 200) {
                fprintf(stderr, "request %ld failed: %s (status %ld)\n", i, curl_easy_strerror(code), status);
                return 1;
            }
            bytes += sink.length;
        }
        double seconds = now() - start;
        printf("curl_loop requests=%ld seconds=%.6f rps=%.1f bytes=%zu\n", count, seconds, count / seconds, bytes);
    }
    curl_easy_cleanup(easy);
    curl_global_cleanup();
    free(sink.data);
    return 0;
}

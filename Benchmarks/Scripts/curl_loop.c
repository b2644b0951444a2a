/*
 * The plain C peer of the transport benchmark: N keep-alive GETs, the body written into a reusable
 * buffer (as a transport that returns the body would). With PARALLEL 1 (the default) one easy handle
 * sends them one after the other (curl_easy_perform); with PARALLEL > 1 a multi handle keeps that many
 * easy handles busy at once on one thread (curl_multi_poll), which is what a C program would do for
 * concurrent requests.
 *
 *     cc -O2 -o curl_loop curl_loop.c -lcurl
 *     curl_loop URL COUNT [ROUNDS] [PARALLEL]
 *
 * Prints one line per round: "curl_loop requests=COUNT seconds=S rps=R bytes=B cpu=C", where C is the
 * process's user + system CPU time in the round (getrusage), in seconds.
 */
#include <curl/curl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
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

static double cpu_seconds(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

static CURL *make_easy(const char *url, struct sink *sink) {
    CURL *easy = curl_easy_init();
    curl_easy_setopt(easy, CURLOPT_URL, url);
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, collect);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, sink);
    curl_easy_setopt(easy, CURLOPT_TCP_NODELAY, 1L);
    curl_easy_setopt(easy, CURLOPT_PRIVATE, sink);
    return easy;
}

/* COUNT requests, PARALLEL at a time on one multi handle; returns the body bytes or -1 on a failure. */
static long long run_parallel(CURLM *multi, CURL **easies, struct sink *sinks, long parallel, long count) {
    long started = 0, finished = 0;
    long long bytes = 0;
    for (long i = 0; i < parallel && started < count; i++, started++) {
        sinks[i].length = 0;
        curl_multi_add_handle(multi, easies[i]);
    }
    while (finished < count) {
        int running = 0;
        curl_multi_perform(multi, &running);
        CURLMsg *message;
        int left = 0;
        while ((message = curl_multi_info_read(multi, &left))) {
            if (message->msg != CURLMSG_DONE) continue;
            CURL *easy = message->easy_handle;
            struct sink *sink = NULL;
            long status = 0;
            curl_easy_getinfo(easy, CURLINFO_PRIVATE, (char **)&sink);
            curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status);
            if (message->data.result != CURLE_OK || status != 200) {
                fprintf(stderr, "request failed: %s (status %ld)\n", curl_easy_strerror(message->data.result), status);
                return -1;
            }
            bytes += sink->length;
            finished++;
            curl_multi_remove_handle(multi, easy);
            if (started < count) {
                sink->length = 0;
                curl_multi_add_handle(multi, easy);
                started++;
            }
        }
        if (finished < count) curl_multi_poll(multi, NULL, 0, 1000, NULL);
    }
    return bytes;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s URL COUNT [ROUNDS]\n", argv[0]);
        return 2;
    }
    const char *url = argv[1];
    long count = strtol(argv[2], NULL, 10);
    long rounds = argc > 3 ? strtol(argv[3], NULL, 10) : 1;
    long parallel = argc > 4 ? strtol(argv[4], NULL, 10) : 1;
    curl_global_init(CURL_GLOBAL_DEFAULT);
    if (parallel > 1) {
        CURLM *multi = curl_multi_init();
        CURL **easies = calloc(parallel, sizeof(CURL *));
        struct sink *sinks = calloc(parallel, sizeof(struct sink));
        for (long i = 0; i < parallel; i++) easies[i] = make_easy(url, &sinks[i]);
        for (long round = 0; round < rounds; round++) {
            double start = now(), cpu = cpu_seconds();
            long long bytes = run_parallel(multi, easies, sinks, parallel, count);
            if (bytes < 0) return 1;
            double seconds = now() - start;
            printf("curl_loop requests=%ld seconds=%.6f rps=%.1f bytes=%lld cpu=%.6f parallel=%ld\n", count, seconds,
                   count / seconds, bytes, cpu_seconds() - cpu, parallel);
        }
        for (long i = 0; i < parallel; i++) {
            curl_easy_cleanup(easies[i]);
            free(sinks[i].data);
        }
        curl_multi_cleanup(multi);
        curl_global_cleanup();
        return 0;
    }
    CURL *easy = curl_easy_init();
    struct sink sink = {0};
    curl_easy_setopt(easy, CURLOPT_URL, url);
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, collect);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, &sink);
    curl_easy_setopt(easy, CURLOPT_TCP_NODELAY, 1L);
    for (long round = 0; round < rounds; round++) {
        size_t bytes = 0;
        double start = now(), cpu = cpu_seconds();
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
        printf("curl_loop requests=%ld seconds=%.6f rps=%.1f bytes=%zu cpu=%.6f\n", count, seconds, count / seconds, bytes,
               cpu_seconds() - cpu);
    }
    curl_easy_cleanup(easy);
    curl_global_cleanup();
    free(sink.data);
    return 0;
}

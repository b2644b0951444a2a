#include "CCurlShim.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

/* Everything a transfer shares between its task and the loop's thread, in one block: a transfer costs
 * one allocation here instead of four (a lock object and its mutex, an atomic word, an error buffer). */
struct ccurl_transfer_cell {
    pthread_mutex_t mutex;
    _Atomic long resolved;
    char error_buffer[CURL_ERROR_SIZE + 1];
};

ccurl_transfer_cell *ccurl_transfer_cell_create(void) {
    ccurl_transfer_cell *cell = malloc(sizeof(ccurl_transfer_cell));
    if (!cell) return NULL;
    if (pthread_mutex_init(&cell->mutex, NULL) != 0) {
        free(cell);
        return NULL;
    }
    atomic_init(&cell->resolved, 0);
    /* libcurl writes a terminated string and clears the first byte when a transfer starts; readers
     * only ever read up to the terminator, so the rest needs no clearing. */
    cell->error_buffer[0] = 0;
    cell->error_buffer[CURL_ERROR_SIZE] = 0;
    return cell;
}

void ccurl_transfer_cell_destroy(ccurl_transfer_cell *cell) {
    pthread_mutex_destroy(&cell->mutex);
    free(cell);
}

void ccurl_transfer_cell_lock(ccurl_transfer_cell *cell) {
    pthread_mutex_lock(&cell->mutex);
}

void ccurl_transfer_cell_unlock(ccurl_transfer_cell *cell) {
    pthread_mutex_unlock(&cell->mutex);
}

long ccurl_transfer_cell_is_resolved(const ccurl_transfer_cell *cell) {
    return atomic_load_explicit(&((ccurl_transfer_cell *)cell)->resolved, memory_order_acquire);
}

void ccurl_transfer_cell_set_resolved(ccurl_transfer_cell *cell) {
    atomic_store_explicit(&cell->resolved, 1, memory_order_release);
}

char *ccurl_transfer_cell_error_buffer(ccurl_transfer_cell *cell) {
    return cell->error_buffer;
}

#include "CCurlShim.h"
#include <stdatomic.h>

_Static_assert(sizeof(_Atomic long) == sizeof(long), "an atomic long is a plain word");
_Static_assert(ATOMIC_LONG_LOCK_FREE == 2, "an atomic long is always lock-free");

long ccurl_atomic_size(void) {
    return (long)sizeof(_Atomic long);
}

void ccurl_atomic_init(void *atomic, long value) {
    atomic_init((_Atomic long *)atomic, value);
}

long ccurl_atomic_load(const void *atomic) {
    return atomic_load_explicit((_Atomic long *)atomic, memory_order_acquire);
}

void ccurl_atomic_store(void *atomic, long value) {
    atomic_store_explicit((_Atomic long *)atomic, value, memory_order_release);
}

void ccurl_cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

static _Thread_local const void *thread_owner = 0;

void ccurl_thread_set_owner(const void *owner) {
    thread_owner = owner;
}

const void *ccurl_thread_owner(void) {
    return thread_owner;
}

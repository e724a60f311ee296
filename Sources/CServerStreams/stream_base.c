#include "stream_base.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void *starlight_stream_new(size_t size, const char *server_name,
                           void (*close)(starlight_stream *stream), starlight_stream_fill fill,
                           void *userdata, uint32_t rate, uint32_t channels, char *error,
                           size_t error_size) {
  starlight_stream *s = calloc(1, size);
  if (s == NULL) {
    snprintf(error, error_size, "out of memory for the %s stream", server_name);
    return NULL;
  }
  s->close = close;
  s->fill = fill;
  s->userdata = userdata;
  s->rate = rate;
  s->stride = channels * (uint32_t)sizeof(float);
  return s;
}

int64_t starlight_monotonic_ns(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

int starlight_stream_fail(starlight_stream *s, const char *reason) {
  if (__atomic_load_n(&s->state, __ATOMIC_ACQUIRE) == STARLIGHT_STREAM_FAILED) return 0;
  snprintf(s->error, sizeof s->error, "%s", reason);
  __atomic_store_n(&s->state, STARLIGHT_STREAM_FAILED, __ATOMIC_RELEASE);
  return 1;
}

void starlight_stream_set_state(starlight_stream *s, int state) {
  __atomic_store_n(&s->state, state, __ATOMIC_RELEASE);
}

int starlight_stream_state(starlight_stream *s) {
  return __atomic_load_n(&s->state, __ATOMIC_ACQUIRE);
}

// Only the server library's one thread writes a counter: a load and a store, no lock.
void starlight_stream_count(uint64_t *counter, uint64_t by) {
  __atomic_store_n(counter, __atomic_load_n(counter, __ATOMIC_RELAXED) + by, __ATOMIC_RELAXED);
}

void starlight_stream_note_gap(starlight_stream *s, uint64_t frames) {
  starlight_stream_count(&s->gaps, 1);
  if (frames > __atomic_load_n(&s->largest_gap_frames, __ATOMIC_RELAXED))
    __atomic_store_n(&s->largest_gap_frames, frames, __ATOMIC_RELAXED);
}

void starlight_stream_read(starlight_stream *s, starlight_stream_stats *out) {
  out->state = starlight_stream_state(s);
  if (out->state == STARLIGHT_STREAM_FAILED)
    snprintf(out->error, sizeof out->error, "%s", s->error);
  else
    out->error[0] = '\0';
  out->buffers = __atomic_load_n(&s->buffers, __ATOMIC_RELAXED);
  out->gaps = __atomic_load_n(&s->gaps, __ATOMIC_RELAXED);
  out->largest_gap_frames = __atomic_load_n(&s->largest_gap_frames, __ATOMIC_RELAXED);
  out->delay_ns = __atomic_load_n(&s->delay_ns, __ATOMIC_RELAXED);
  out->queued_frames = __atomic_load_n(&s->queued_frames, __ATOMIC_RELAXED);
}

void starlight_stream_close(starlight_stream *s) {
  if (s != NULL) s->close(s);
}

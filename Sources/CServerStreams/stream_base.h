#ifndef STARLIGHT_STREAM_BASE_H
#define STARLIGHT_STREAM_BASE_H

#include "server_streams.h"

// What both servers' streams share, first in each: how to close it, and the counters and
// state `starlight_stream_read` copies. Counters are written on the server library's thread
// and read from the game's: atomics. The error is written before the state says failed, and
// never after, so a reader that sees failed reads it whole.
struct starlight_stream {
  void (*close)(starlight_stream *stream);
  starlight_stream_fill fill;
  void *userdata;
  uint32_t rate;
  uint32_t stride;
  int state;
  uint64_t buffers;
  uint64_t gaps;
  uint64_t largest_gap_frames;
  int64_t delay_ns;
  uint32_t queued_frames;
  char error[160];
};

// Allocates a server's stream of `size` bytes (its base first) with the base filled in; NULL,
// with the reason in `error`, when memory runs out.
void *starlight_stream_new(size_t size, const char *server_name,
                           void (*close)(starlight_stream *stream), starlight_stream_fill fill,
                           void *userdata, uint32_t rate, uint32_t channels, char *error,
                           size_t error_size);
int64_t starlight_monotonic_ns(void);
// Sets the state to failed with `reason`, once; false if it had failed already.
int starlight_stream_fail(starlight_stream *stream, const char *reason);
void starlight_stream_set_state(starlight_stream *stream, int state);
int starlight_stream_state(starlight_stream *stream);
void starlight_stream_count(uint64_t *counter, uint64_t by);
void starlight_stream_note_gap(starlight_stream *stream, uint64_t frames);

#endif

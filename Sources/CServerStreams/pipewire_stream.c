#include "stream_base.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pipewire/pipewire.h>
#include <spa/param/audio/format-utils.h>
#include <spa/pod/builder.h>
#include <spa/utils/result.h>

struct pipewire_stream {
  starlight_stream base;
  struct pw_thread_loop *loop;
  struct pw_context *context;
  struct pw_core *core;
  struct pw_stream *stream;
  struct spa_hook core_listener;
  struct spa_hook stream_listener;
  // The real-time thread's own: the graph's position after the previous buffer.
  uint64_t last_ticks;
  uint64_t last_graph_frames;
  int has_ticks;
};

static pthread_once_t library_once = PTHREAD_ONCE_INIT;

static void library_init(void) { pw_init(NULL, NULL); }

// On the loop's thread (or the opening one, holding the loop's lock).
static void fail(struct pipewire_stream *p, const char *reason) {
  if (starlight_stream_fail(&p->base, reason)) pw_thread_loop_signal(p->loop, false);
}

// The graph's time for this cycle: when the buffer's first frame reaches the device, and
// how far the graph's clock moved past the previous buffer (cycles run without this stream).
static starlight_stream_cycle cycle_timing(struct pipewire_stream *p, uint32_t frames) {
  starlight_stream_cycle cycle = {.has_time = 0, .heard_in_ns = 0};
  struct pw_time time;
  memset(&time, 0, sizeof time);
  if (pw_stream_get_time_n(p->stream, &time, sizeof time) != 0 || time.rate.denom == 0 ||
      time.rate.num == 0 || time.now == 0)
    return cycle;
  int64_t delay_ns =
      time.delay * (int64_t)SPA_NSEC_PER_SEC * time.rate.num / (int64_t)time.rate.denom;
  cycle.has_time = 1;
  cycle.heard_in_ns = time.now + delay_ns - starlight_monotonic_ns();
  __atomic_store_n(&p->base.delay_ns, delay_ns, __ATOMIC_RELAXED);
  // The graph counts in its own rate; ours may differ (it converts).
  uint64_t rate = p->base.rate;
  uint64_t graph_frames = (uint64_t)frames * time.rate.denom / ((uint64_t)time.rate.num * rate);
  if (p->has_ticks && time.ticks > p->last_ticks + p->last_graph_frames) {
    uint64_t skipped = time.ticks - p->last_ticks - p->last_graph_frames;
    starlight_stream_note_gap(&p->base, skipped * time.rate.num * rate / time.rate.denom);
  }
  p->has_ticks = 1;
  p->last_ticks = time.ticks;
  p->last_graph_frames = graph_frames;
  return cycle;
}

// On PipeWire's real-time data thread (PW_STREAM_FLAG_RT_PROCESS): nothing here blocks or
// allocates; `fill` promises the same.
static void on_process(void *data) {
  struct pipewire_stream *p = data;
  struct pw_buffer *buffer = pw_stream_dequeue_buffer(p->stream);
  if (buffer == NULL) return;
  struct spa_data *plane = &buffer->buffer->datas[0];
  if (plane->data == NULL) {
    pw_stream_queue_buffer(p->stream, buffer);
    return;
  }
  uint32_t stride = p->base.stride;
  uint32_t frames = plane->maxsize / stride;
  if (buffer->requested != 0 && buffer->requested < frames) frames = (uint32_t)buffer->requested;
  starlight_stream_cycle cycle = cycle_timing(p, frames);
  p->base.fill(p->base.userdata, plane->data, frames, &cycle);
  plane->chunk->offset = 0;
  plane->chunk->stride = (int32_t)stride;
  plane->chunk->size = frames * stride;
  pw_stream_queue_buffer(p->stream, buffer);
  starlight_stream_count(&p->base.buffers, 1);
}

static void on_state_changed(
    void *data, enum pw_stream_state old, enum pw_stream_state state, const char *error) {
  struct pipewire_stream *p = data;
  (void)old;
  char reason[160];
  switch (state) {
  case PW_STREAM_STATE_STREAMING:
    if (starlight_stream_state(&p->base) == STARLIGHT_STREAM_CONNECTING) {
      starlight_stream_set_state(&p->base, STARLIGHT_STREAM_PLAYING);
      pw_thread_loop_signal(p->loop, false);
    }
    break;
  case PW_STREAM_STATE_ERROR:
    snprintf(reason, sizeof reason, "PipeWire refused the stream: %s",
             error != NULL ? error : "no reason given");
    fail(p, reason);
    break;
  case PW_STREAM_STATE_UNCONNECTED:
    fail(p, "PipeWire disconnected the stream");
    break;
  default:
    break;
  }
}

static void on_core_error(void *data, uint32_t id, int seq, int res, const char *message) {
  struct pipewire_stream *p = data;
  (void)seq;
  if (id != PW_ID_CORE) return;
  char reason[160];
  if (res == -EPIPE)
    snprintf(reason, sizeof reason, "the PipeWire daemon went away");
  else
    snprintf(reason, sizeof reason, "PipeWire: %s", message != NULL ? message : spa_strerror(res));
  fail(p, reason);
}

static const struct pw_core_events core_events = {
    PW_VERSION_CORE_EVENTS,
    .error = on_core_error,
};

static const struct pw_stream_events stream_events = {
    PW_VERSION_STREAM_EVENTS,
    .state_changed = on_state_changed,
    .process = on_process,
};

static void release(starlight_stream *base) {
  struct pipewire_stream *p = (struct pipewire_stream *)base;
  if (p->loop != NULL) {
    pw_thread_loop_lock(p->loop);
    if (p->stream != NULL) {
      spa_hook_remove(&p->stream_listener);
      pw_stream_disconnect(p->stream);
      pw_stream_destroy(p->stream);
    }
    if (p->core != NULL) {
      spa_hook_remove(&p->core_listener);
      pw_core_disconnect(p->core);
    }
    pw_thread_loop_unlock(p->loop);
    pw_thread_loop_stop(p->loop);
  }
  if (p->context != NULL) pw_context_destroy(p->context);
  if (p->loop != NULL) pw_thread_loop_destroy(p->loop);
  free(p);
}

// Connects the stream with the loop locked; 0, or -1 with the reason in the error.
static int connect_stream(struct pipewire_stream *p, const char *server, const char *app_name,
                          uint32_t channels, uint32_t frames) {
  char *error = p->base.error;
  size_t size = sizeof p->base.error;
  // Filled on the cycle before the one that plays it: one quantum ahead of the device.
  p->base.queued_frames = frames;
  struct pw_properties *remote =
      server == NULL ? NULL : pw_properties_new(PW_KEY_REMOTE_NAME, server, NULL);
  p->core = pw_context_connect(p->context, remote, 0);
  if (p->core == NULL) {
    snprintf(error, size, "no PipeWire daemon answers (%s)", strerror(errno));
    return -1;
  }
  pw_core_add_listener(p->core, &p->core_listener, &core_events, p);
  struct pw_properties *props = pw_properties_new(
      PW_KEY_MEDIA_TYPE, "Audio", PW_KEY_MEDIA_CATEGORY, "Playback", PW_KEY_MEDIA_ROLE, "Game",
      PW_KEY_APP_NAME, app_name, PW_KEY_NODE_NAME, app_name, PW_KEY_NODE_DESCRIPTION, app_name,
      PW_KEY_NODE_ALWAYS_PROCESS, "true", NULL);
  if (props == NULL) {
    snprintf(error, size, "out of memory for the stream's properties");
    return -1;
  }
  // The quantum asked for, at the game's rate, so the graph runs at it without resampling.
  pw_properties_setf(props, PW_KEY_NODE_LATENCY, "%u/%u", frames, p->base.rate);
  pw_properties_setf(props, PW_KEY_NODE_RATE, "1/%u", p->base.rate);
  p->stream = pw_stream_new(p->core, app_name, props);
  if (p->stream == NULL) {
    snprintf(error, size, "PipeWire made no stream (%s)", strerror(errno));
    return -1;
  }
  pw_stream_add_listener(p->stream, &p->stream_listener, &stream_events, p);
  uint8_t pod[1024];
  struct spa_pod_builder builder = SPA_POD_BUILDER_INIT(pod, sizeof pod);
  struct spa_audio_info_raw info;
  memset(&info, 0, sizeof info);
  info.format = SPA_AUDIO_FORMAT_F32;
  info.rate = p->base.rate;
  info.channels = channels;
  if (channels == 2) {
    info.position[0] = SPA_AUDIO_CHANNEL_FL;
    info.position[1] = SPA_AUDIO_CHANNEL_FR;
  } else {
    info.flags = SPA_AUDIO_FLAG_UNPOSITIONED;
  }
  const struct spa_pod *params[1] = {
      spa_format_audio_raw_build(&builder, SPA_PARAM_EnumFormat, &info)};
  int result = pw_stream_connect(
      p->stream, PW_DIRECTION_OUTPUT, PW_ID_ANY,
      PW_STREAM_FLAG_AUTOCONNECT | PW_STREAM_FLAG_MAP_BUFFERS | PW_STREAM_FLAG_RT_PROCESS, params,
      1);
  if (result < 0) {
    snprintf(error, size, "PipeWire did not connect the stream (%s)", spa_strerror(result));
    return -1;
  }
  return 0;
}

starlight_stream *starlight_pipewire_stream_open(
    const char *server, const char *app_name, uint32_t rate, uint32_t channels, uint32_t frames,
    starlight_stream_fill fill, void *userdata, unsigned timeout_ms, char *error,
    size_t error_size) {
  pthread_once(&library_once, library_init);
  struct pipewire_stream *p = starlight_stream_new(sizeof *p, "PipeWire", release, fill, userdata, rate,
                                          channels, error, error_size);
  if (p == NULL) return NULL;
  p->loop = pw_thread_loop_new("starlight-pw", NULL);
  if (p->loop == NULL) {
    snprintf(error, error_size, "PipeWire's loop did not start (%s)", strerror(errno));
    release(&p->base);
    return NULL;
  }
  // client-rt.conf loads PipeWire's real-time module: the data thread that calls `fill`
  // asks RealtimeKit (or uses an rtprio limit) for its real-time priority itself.
  p->context = pw_context_new(pw_thread_loop_get_loop(p->loop),
                              pw_properties_new(PW_KEY_CONFIG_NAME, "client-rt.conf", NULL), 0);
  if (p->context == NULL || pw_thread_loop_start(p->loop) < 0) {
    // ENOENT: the client library's own client.conf or modules are not installed (Debian
    // ships them apart from the library: libpipewire-0.3-common and -modules).
    if (errno == ENOENT)
      snprintf(error, error_size,
               "PipeWire's client configuration or modules are not installed (Debian/Ubuntu:"
               " libpipewire-0.3-common libpipewire-0.3-modules)");
    else
      snprintf(error, error_size, "PipeWire's context did not start (%s)", strerror(errno));
    release(&p->base);
    return NULL;
  }
  pw_thread_loop_lock(p->loop);
  if (connect_stream(p, server, app_name, channels, frames) == 0) {
    struct timespec deadline;
    pw_thread_loop_get_time(p->loop, &deadline, (int64_t)timeout_ms * SPA_NSEC_PER_MSEC);
    while (starlight_stream_state(&p->base) == STARLIGHT_STREAM_CONNECTING) {
      if (pw_thread_loop_timed_wait_full(p->loop, &deadline) != 0) {
        char reason[160];
        snprintf(reason, sizeof reason,
                 "PipeWire did not start the stream within %u ms (no output to play to?)",
                 timeout_ms);
        fail(p, reason);
      }
    }
  } else {
    starlight_stream_set_state(&p->base, STARLIGHT_STREAM_FAILED);
  }
  int playing = starlight_stream_state(&p->base) == STARLIGHT_STREAM_PLAYING;
  if (!playing) snprintf(error, error_size, "%s", p->base.error);
  pw_thread_loop_unlock(p->loop);
  if (!playing) {
    release(&p->base);
    return NULL;
  }
  return &p->base;
}

#include "pipewire_output.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <pipewire/pipewire.h>
#include <spa/param/audio/format-utils.h>
#include <spa/pod/builder.h>
#include <spa/utils/result.h>

struct starlight_pipewire_output {
  struct pw_thread_loop *loop;
  struct pw_context *context;
  struct pw_core *core;
  struct pw_stream *stream;
  struct spa_hook core_listener;
  struct spa_hook stream_listener;
  starlight_pipewire_fill fill;
  void *userdata;
  uint32_t rate;
  uint32_t stride;
  // Written on the real-time thread only (read there too).
  uint64_t last_ticks;
  uint64_t last_graph_frames;
  int has_ticks;
  // Written on the real-time thread, read under the loop lock: atomics, since that lock is
  // not the real-time thread's.
  uint64_t buffers;
  uint64_t skipped_cycles;
  uint64_t largest_skip;
  uint32_t frames;
  int64_t delay_ns;
  // Set on the loop's thread; read from any thread without its lock (a frame's check for a
  // lost server must not wait on the loop).
  int state;
  char error[160];
};

static pthread_once_t library_once = PTHREAD_ONCE_INIT;

static void library_init(void) { pw_init(NULL, NULL); }

static int64_t monotonic_ns(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (int64_t)now.tv_sec * SPA_NSEC_PER_SEC + now.tv_nsec;
}

// On the loop's thread (or the opening one, holding the loop's lock): the reason is written
// before the state says failed, and never after, so a reader that sees failed reads it whole.
static void fail(struct starlight_pipewire_output *o, const char *reason) {
  if (__atomic_load_n(&o->state, __ATOMIC_ACQUIRE) == STARLIGHT_PIPEWIRE_OUTPUT_FAILED) return;
  snprintf(o->error, sizeof o->error, "%s", reason);
  __atomic_store_n(&o->state, STARLIGHT_PIPEWIRE_OUTPUT_FAILED, __ATOMIC_RELEASE);
  pw_thread_loop_signal(o->loop, false);
}

static void store(uint64_t *field, uint64_t value) {
  __atomic_store_n(field, value, __ATOMIC_RELAXED);
}

// The graph's time for this cycle: when the buffer's first frame reaches the device, and how
// far the graph's clock moved past the previous buffer (cycles run without this stream).
static starlight_pipewire_cycle cycle_timing(struct starlight_pipewire_output *o, uint32_t frames) {
  starlight_pipewire_cycle cycle = {.has_time = 0, .heard_in_ns = 0, .skipped_frames = 0};
  struct pw_time time;
  memset(&time, 0, sizeof time);
  if (pw_stream_get_time_n(o->stream, &time, sizeof time) != 0 || time.rate.denom == 0 ||
      time.rate.num == 0 || time.now == 0)
    return cycle;
  int64_t delay_ns =
      time.delay * (int64_t)SPA_NSEC_PER_SEC * time.rate.num / (int64_t)time.rate.denom;
  cycle.has_time = 1;
  cycle.heard_in_ns = time.now + delay_ns - monotonic_ns();
  __atomic_store_n(&o->delay_ns, delay_ns, __ATOMIC_RELAXED);
  // The graph counts in its own rate; ours may differ (it converts).
  uint64_t graph_frames = (uint64_t)frames * time.rate.denom / ((uint64_t)time.rate.num * o->rate);
  if (o->has_ticks && time.ticks > o->last_ticks + o->last_graph_frames) {
    uint64_t skipped_graph = time.ticks - o->last_ticks - o->last_graph_frames;
    cycle.skipped_frames = skipped_graph * time.rate.num * o->rate / time.rate.denom;
    uint64_t cycles = o->last_graph_frames == 0 ? 1 : skipped_graph / o->last_graph_frames;
    store(&o->skipped_cycles,
          __atomic_load_n(&o->skipped_cycles, __ATOMIC_RELAXED) + (cycles == 0 ? 1 : cycles));
    if (cycle.skipped_frames > __atomic_load_n(&o->largest_skip, __ATOMIC_RELAXED))
      store(&o->largest_skip, cycle.skipped_frames);
  }
  o->has_ticks = 1;
  o->last_ticks = time.ticks;
  o->last_graph_frames = graph_frames;
  return cycle;
}

// On PipeWire's real-time data thread (PW_STREAM_FLAG_RT_PROCESS): nothing here blocks or
// allocates; `fill` promises the same.
static void on_process(void *data) {
  struct starlight_pipewire_output *o = data;
  struct pw_buffer *buffer = pw_stream_dequeue_buffer(o->stream);
  if (buffer == NULL) return;
  struct spa_data *plane = &buffer->buffer->datas[0];
  if (plane->data == NULL) {
    pw_stream_queue_buffer(o->stream, buffer);
    return;
  }
  uint32_t frames = plane->maxsize / o->stride;
  if (buffer->requested != 0 && buffer->requested < frames) frames = (uint32_t)buffer->requested;
  starlight_pipewire_cycle cycle = cycle_timing(o, frames);
  o->fill(o->userdata, plane->data, frames, &cycle);
  plane->chunk->offset = 0;
  plane->chunk->stride = (int32_t)o->stride;
  plane->chunk->size = frames * o->stride;
  pw_stream_queue_buffer(o->stream, buffer);
  store(&o->buffers, __atomic_load_n(&o->buffers, __ATOMIC_RELAXED) + 1);
  __atomic_store_n(&o->frames, frames, __ATOMIC_RELAXED);
}

static void on_state_changed(
    void *data, enum pw_stream_state old, enum pw_stream_state state, const char *error) {
  struct starlight_pipewire_output *o = data;
  (void)old;
  char reason[160];
  switch (state) {
  case PW_STREAM_STATE_STREAMING:
    if (__atomic_load_n(&o->state, __ATOMIC_ACQUIRE) == STARLIGHT_PIPEWIRE_OUTPUT_CONNECTING) {
      __atomic_store_n(&o->state, STARLIGHT_PIPEWIRE_OUTPUT_STREAMING, __ATOMIC_RELEASE);
      pw_thread_loop_signal(o->loop, false);
    }
    break;
  case PW_STREAM_STATE_ERROR:
    snprintf(reason, sizeof reason, "PipeWire refused the stream: %s",
             error != NULL ? error : "no reason given");
    fail(o, reason);
    break;
  case PW_STREAM_STATE_UNCONNECTED:
    fail(o, "PipeWire disconnected the stream");
    break;
  default:
    break;
  }
}

static void on_core_error(void *data, uint32_t id, int seq, int res, const char *message) {
  struct starlight_pipewire_output *o = data;
  (void)seq;
  if (id != PW_ID_CORE) return;
  char reason[160];
  if (res == -EPIPE)
    snprintf(reason, sizeof reason, "the PipeWire daemon went away");
  else
    snprintf(reason, sizeof reason, "PipeWire: %s", message != NULL ? message : spa_strerror(res));
  fail(o, reason);
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

static void release(struct starlight_pipewire_output *o) {
  if (o->loop != NULL) {
    pw_thread_loop_lock(o->loop);
    if (o->stream != NULL) {
      spa_hook_remove(&o->stream_listener);
      pw_stream_disconnect(o->stream);
      pw_stream_destroy(o->stream);
    }
    if (o->core != NULL) {
      spa_hook_remove(&o->core_listener);
      pw_core_disconnect(o->core);
    }
    pw_thread_loop_unlock(o->loop);
    pw_thread_loop_stop(o->loop);
  }
  if (o->context != NULL) pw_context_destroy(o->context);
  if (o->loop != NULL) pw_thread_loop_destroy(o->loop);
  free(o);
}

// Connects the stream with the loop locked; 0, or -1 with the reason in `o->error`.
static int connect_stream(struct starlight_pipewire_output *o, const char *app_name,
                          uint32_t channels, uint32_t frames) {
  o->core = pw_context_connect(o->context, NULL, 0);
  if (o->core == NULL) {
    snprintf(o->error, sizeof o->error, "no PipeWire daemon answers (%s)", strerror(errno));
    return -1;
  }
  pw_core_add_listener(o->core, &o->core_listener, &core_events, o);
  struct pw_properties *props = pw_properties_new(
      PW_KEY_MEDIA_TYPE, "Audio", PW_KEY_MEDIA_CATEGORY, "Playback", PW_KEY_MEDIA_ROLE, "Game",
      PW_KEY_APP_NAME, app_name, PW_KEY_NODE_NAME, app_name, PW_KEY_NODE_DESCRIPTION, app_name,
      PW_KEY_NODE_ALWAYS_PROCESS, "true", NULL);
  if (props == NULL) {
    snprintf(o->error, sizeof o->error, "out of memory for the stream's properties");
    return -1;
  }
  // The quantum asked for, at the game's rate, so the graph runs at it without resampling.
  pw_properties_setf(props, PW_KEY_NODE_LATENCY, "%u/%u", frames, o->rate);
  pw_properties_setf(props, PW_KEY_NODE_RATE, "1/%u", o->rate);
  o->stream = pw_stream_new(o->core, app_name, props);
  if (o->stream == NULL) {
    snprintf(o->error, sizeof o->error, "PipeWire made no stream (%s)", strerror(errno));
    return -1;
  }
  pw_stream_add_listener(o->stream, &o->stream_listener, &stream_events, o);
  uint8_t pod[1024];
  struct spa_pod_builder builder = SPA_POD_BUILDER_INIT(pod, sizeof pod);
  struct spa_audio_info_raw info;
  memset(&info, 0, sizeof info);
  info.format = SPA_AUDIO_FORMAT_F32;
  info.rate = o->rate;
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
      o->stream, PW_DIRECTION_OUTPUT, PW_ID_ANY,
      PW_STREAM_FLAG_AUTOCONNECT | PW_STREAM_FLAG_MAP_BUFFERS | PW_STREAM_FLAG_RT_PROCESS, params,
      1);
  if (result < 0) {
    snprintf(o->error, sizeof o->error, "PipeWire did not connect the stream (%s)",
             spa_strerror(result));
    return -1;
  }
  return 0;
}

starlight_pipewire_output *starlight_pipewire_output_open(
    const char *app_name, uint32_t rate, uint32_t channels, uint32_t frames,
    starlight_pipewire_fill fill, void *userdata, unsigned timeout_ms, char *error,
    size_t error_size) {
  pthread_once(&library_once, library_init);
  struct starlight_pipewire_output *o = calloc(1, sizeof *o);
  if (o == NULL) {
    snprintf(error, error_size, "out of memory for the PipeWire stream");
    return NULL;
  }
  o->fill = fill;
  o->userdata = userdata;
  o->rate = rate;
  o->stride = channels * (uint32_t)sizeof(float);
  o->loop = pw_thread_loop_new("starlight-pw", NULL);
  if (o->loop == NULL) {
    snprintf(error, error_size, "PipeWire's loop did not start (%s)", strerror(errno));
    release(o);
    return NULL;
  }
  // client-rt.conf loads PipeWire's real-time module: the data thread that calls `fill`
  // asks RealtimeKit (or uses an rtprio limit) for its real-time priority itself.
  o->context = pw_context_new(pw_thread_loop_get_loop(o->loop),
                              pw_properties_new(PW_KEY_CONFIG_NAME, "client-rt.conf", NULL), 0);
  if (o->context == NULL || pw_thread_loop_start(o->loop) < 0) {
    snprintf(error, error_size, "PipeWire's context did not start (%s)", strerror(errno));
    release(o);
    return NULL;
  }
  pw_thread_loop_lock(o->loop);
  int connected = connect_stream(o, app_name, channels, frames);
  if (connected == 0) {
    struct timespec deadline;
    pw_thread_loop_get_time(o->loop, &deadline, (int64_t)timeout_ms * SPA_NSEC_PER_MSEC);
    while (__atomic_load_n(&o->state, __ATOMIC_ACQUIRE) == STARLIGHT_PIPEWIRE_OUTPUT_CONNECTING) {
      if (pw_thread_loop_timed_wait_full(o->loop, &deadline) != 0) {
        char reason[160];
        snprintf(reason, sizeof reason,
                 "PipeWire did not start the stream within %u ms (no output to play to?)",
                 timeout_ms);
        fail(o, reason);
      }
    }
  } else {
    __atomic_store_n(&o->state, STARLIGHT_PIPEWIRE_OUTPUT_FAILED, __ATOMIC_RELEASE);
  }
  int streaming = __atomic_load_n(&o->state, __ATOMIC_ACQUIRE) == STARLIGHT_PIPEWIRE_OUTPUT_STREAMING;
  if (!streaming) snprintf(error, error_size, "%s", o->error);
  pw_thread_loop_unlock(o->loop);
  if (!streaming) {
    release(o);
    return NULL;
  }
  return o;
}

void starlight_pipewire_output_read(
    starlight_pipewire_output *o, starlight_pipewire_output_stats *out) {
  out->state = __atomic_load_n(&o->state, __ATOMIC_ACQUIRE);
  if (out->state == STARLIGHT_PIPEWIRE_OUTPUT_FAILED)
    snprintf(out->error, sizeof out->error, "%s", o->error);
  else
    out->error[0] = '\0';
  out->buffers = __atomic_load_n(&o->buffers, __ATOMIC_RELAXED);
  out->skipped_cycles = __atomic_load_n(&o->skipped_cycles, __ATOMIC_RELAXED);
  out->largest_skip_frames = __atomic_load_n(&o->largest_skip, __ATOMIC_RELAXED);
  out->frames = __atomic_load_n(&o->frames, __ATOMIC_RELAXED);
  out->delay_ns = __atomic_load_n(&o->delay_ns, __ATOMIC_RELAXED);
}

void starlight_pipewire_output_close(starlight_pipewire_output *o) {
  if (o != NULL) release(o);
}

#include <lzma.h>

// LZMA_STREAM_INIT is a compound-literal macro that does not reach Swift: a zeroed stream
// is what it stands for, and this returns one.
static inline lzma_stream starlight_lzma_stream_init(void) {
  lzma_stream stream = LZMA_STREAM_INIT;
  return stream;
}

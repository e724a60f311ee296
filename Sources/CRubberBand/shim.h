// Rubber Band's C API (librubberband-dev): the time-stretcher behind practice at a rate
// with the pitch kept. Used only by the StarlightStretch target, never by the core.
#include <rubberband/rubberband-c.h>

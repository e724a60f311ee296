#include <png.h>

// Function-like and composed macros do not reach Swift; these constants carry the two the
// simplified API needs.
static const unsigned int starlight_png_image_version = PNG_IMAGE_VERSION;
static const unsigned int starlight_png_format_rgba = PNG_FORMAT_RGBA;

// A plain C face for libvips' thumbnailing (its API is variadic, which Swift cannot call).
// Everything Folio asks of libvips goes through these functions (see folio_cover.c).
#ifndef FOLIO_COVER_H
#define FOLIO_COVER_H
#include <stddef.h>

/// Makes a JPEG at most `width` pixels wide (never enlarged) from an image's bytes. Returns 0 and
/// sets `jpeg` (free it with folio_cover_free), its length and size; on failure returns -1 with
/// a reason in `error` (a NUL-terminated text of at most `error_size` bytes). Images of more than
/// `max_pixels` pixels are refused before they are decoded.
int folio_cover_thumbnail(const void *bytes, size_t length, int width, int quality, long long max_pixels,
                          void **jpeg, size_t *jpeg_length, int *out_width, int *out_height,
                          char *error, size_t error_size);
void folio_cover_free(void *jpeg);

/// The size of a JPEG a build made before (read from its header alone): 0 with the size set, or
/// -1 when the bytes are not a JPEG libvips reads.
int folio_cover_jpeg_size(const void *bytes, size_t length, int *out_width, int *out_height);
#endif

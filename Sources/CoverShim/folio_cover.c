// The one file that calls libvips. vips_init runs once per process; every image is unreffed
// where it is made, and every libvips error buffer is cleared after it is read.
#include "folio_cover.h"

#include <pthread.h>
#include <stdio.h>
#include <vips/vips.h>

static pthread_once_t started = PTHREAD_ONCE_INIT;
static int start_failed = 0;

static void start(void) {
    start_failed = VIPS_INIT("folio") != 0;
    // Covers are small; libvips' own cache would only hold memory.
    vips_cache_set_max(0);
}

// The reason is Folio's own words; libvips' message (its class names and all) is dropped.
static int fail(char *error, size_t error_size, const char *reason) {
    snprintf(error, error_size, "%s", reason);
    vips_error_clear();
    return -1;
}

int folio_cover_thumbnail(const void *bytes, size_t length, int width, int quality, long long max_pixels,
                          void **jpeg, size_t *jpeg_length, int *out_width, int *out_height,
                          char *error, size_t error_size) {
    pthread_once(&started, start);
    if (start_failed) return fail(error, error_size, "libvips did not start");
    VipsImage *image = vips_image_new_from_buffer(bytes, length, "", "access", VIPS_ACCESS_SEQUENTIAL, NULL);
    if (!image) return fail(error, error_size, "is not an image Folio can read (JPEG, PNG, WebP, GIF or TIFF)");
    long long pixels = (long long)vips_image_get_width(image) * (long long)vips_image_get_height(image);
    if (pixels > max_pixels) {
        snprintf(error, error_size, "is %d × %d pixels, more than Folio reads for a cover",
                 vips_image_get_width(image), vips_image_get_height(image));
        g_object_unref(image);
        return -1;
    }
    VipsImage *small = NULL;
    int failed = vips_thumbnail_image(image, &small, width, "height", width * 4, "size", VIPS_SIZE_DOWN, NULL);
    g_object_unref(image);
    if (failed) return fail(error, error_size, "is a damaged image");
    void *buffer = NULL;
    size_t size = 0;
    failed = vips_jpegsave_buffer(small, &buffer, &size, "Q", quality, "strip", TRUE, "optimize_coding", TRUE, NULL);
    *out_width = vips_image_get_width(small);
    *out_height = vips_image_get_height(small);
    g_object_unref(small);
    if (failed) return fail(error, error_size, "could not be made into a JPEG");
    *jpeg = buffer;
    *jpeg_length = size;
    return 0;
}

void folio_cover_free(void *jpeg) { g_free(jpeg); }

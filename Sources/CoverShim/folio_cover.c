// The one file that calls libvips. libvips is opened the first time a cover is made, not when
// Folio starts: linked in, it and the hundred libraries it needs cost every `folio` process
// about 25 ms before main (a build with nothing to do took 60 ms). vips_init runs once per
// process; every image is unreffed where it is made, and every libvips error buffer is cleared
// after it is read.
#include "folio_cover.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <vips/vips.h>

// The functions Folio calls, looked up in the libvips it was built against (its ABI version,
// from the headers: libvips.so.42 for 8.14).
static struct {
    int (*version)(int flag);
    int (*init)(const char *argv0);
    void (*cache_set_max)(int max);
    void (*vector_set_enabled)(gboolean enabled);
    void (*error_clear)(void);
    int (*jpegload_buffer)(void *buf, size_t len, VipsImage **out, ...);
    int (*pngload_buffer)(void *buf, size_t len, VipsImage **out, ...);
    int (*webpload_buffer)(void *buf, size_t len, VipsImage **out, ...);
    int (*gifload_buffer)(void *buf, size_t len, VipsImage **out, ...);
    void (*concurrency_set)(int concurrency);
    int (*get_width)(const VipsImage *image);
    int (*get_height)(const VipsImage *image);
    int (*thumbnail_image)(VipsImage *in, VipsImage **out, int width, ...);
    int (*jpegsave_buffer)(VipsImage *in, void **buf, size_t *len, ...);
    void (*object_unref)(gpointer object);
    void (*free)(gpointer memory);
} vips;

static pthread_once_t started = PTHREAD_ONCE_INIT;
static const char *start_failure = NULL;

static int found(void *library, void **function, const char *name) {
    *function = dlsym(library, name);
    return *function != NULL;
}

static void start(void) {
    char name[32];
    snprintf(name, sizeof name, "libvips.so.%d", VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE);
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        start_failure = "libvips is not installed (Debian: libvips42); covers need it";
        return;
    }
    if (!(found(library, (void **)&vips.version, "vips_version") && found(library, (void **)&vips.init, "vips_init")
          && found(library, (void **)&vips.cache_set_max, "vips_cache_set_max")
          && found(library, (void **)&vips.vector_set_enabled, "vips_vector_set_enabled")
          && found(library, (void **)&vips.error_clear, "vips_error_clear")
          && found(library, (void **)&vips.jpegload_buffer, "vips_jpegload_buffer")
          && found(library, (void **)&vips.pngload_buffer, "vips_pngload_buffer")
          && found(library, (void **)&vips.webpload_buffer, "vips_webpload_buffer")
          && found(library, (void **)&vips.gifload_buffer, "vips_gifload_buffer")
          && found(library, (void **)&vips.concurrency_set, "vips_concurrency_set")
          && found(library, (void **)&vips.get_width, "vips_image_get_width")
          && found(library, (void **)&vips.get_height, "vips_image_get_height")
          && found(library, (void **)&vips.thumbnail_image, "vips_thumbnail_image")
          && found(library, (void **)&vips.jpegsave_buffer, "vips_jpegsave_buffer")
          && found(library, (void **)&vips.object_unref, "g_object_unref") && found(library, (void **)&vips.free, "g_free"))
        // The library stays open: a half-loaded one is never used, and unloading GLib is not safe.
        || vips.version(3) - vips.version(5) != VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE) {
        start_failure = "libvips is not the version Folio was built with";
        return;
    }
    if (vips.init("folio") != 0) {
        start_failure = "libvips did not start";
        return;
    }
    // Covers are small; libvips' own cache would only hold memory.
    vips.cache_set_max(0);
    // One thread an image, however many cores: Folio makes several covers at once, and each
    // image's time and memory stay bounded by its pixels alone.
    vips.concurrency_set(1);
    // No code made at run time (liborc) for covers: liborc 0.4.33 (Debian 12) crashed, now and
    // then, while two threads made covers at once (a segfault in liborc; libvips pull request
    // 1211 tells of the same race). libvips' C code gives slightly different bytes, so the
    // thumbnails' version changes with this (`CoverThumbnail.version`).
    vips.vector_set_enabled(FALSE);
}

// The loader of the image's format, told by its first bytes alone: JPEG, PNG, WebP or GIF. Any
// other bytes (SVG, PDF, TIFF, what ImageMagick would read, a file named .jpg that is none of
// these) get no loader: libvips' other loaders run scripts, read other files and write
// temporary ones.
typedef int (*folio_loader)(void *buf, size_t len, VipsImage **out, ...);
static folio_loader loader_for(const unsigned char *b, size_t n) {
    if (n >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF) return vips.jpegload_buffer;
    if (n >= 8 && memcmp(b, "\x89PNG\r\n\x1a\n", 8) == 0) return vips.pngload_buffer;
    if (n >= 12 && memcmp(b, "RIFF", 4) == 0 && memcmp(b + 8, "WEBP", 4) == 0) return vips.webpload_buffer;
    if (n >= 6 && (memcmp(b, "GIF87a", 6) == 0 || memcmp(b, "GIF89a", 6) == 0)) return vips.gifload_buffer;
    return NULL;
}

// The reason is Folio's own words; libvips' message (its class names and all) is dropped.
static int fail(char *error, size_t error_size, const char *reason) {
    snprintf(error, error_size, "%s", reason);
    vips.error_clear();
    return -1;
}

int folio_cover_thumbnail(const void *bytes, size_t length, int width, int quality, long long max_pixels,
                          void **jpeg, size_t *jpeg_length, int *out_width, int *out_height,
                          char *error, size_t error_size) {
    pthread_once(&started, start);
    if (start_failure) {
        snprintf(error, error_size, "%s", start_failure);
        return -1;
    }
    folio_loader load = loader_for(bytes, length);
    if (!load) {
        snprintf(error, error_size, "%s", "is not a JPEG, PNG, WebP or GIF image (told by its first bytes), so it is not read");
        return -1;
    }
    VipsImage *image = NULL;
    if (load((void *)bytes, length, &image, "access", VIPS_ACCESS_SEQUENTIAL, NULL) != 0 || !image) {
        return fail(error, error_size, "is a damaged image");
    }
    long long pixels = (long long)vips.get_width(image) * (long long)vips.get_height(image);
    if (pixels > max_pixels) {
        snprintf(error, error_size, "is %d × %d pixels, more than Folio reads for a cover",
                 vips.get_width(image), vips.get_height(image));
        vips.object_unref(image);
        return -1;
    }
    VipsImage *small = NULL;
    int failed = vips.thumbnail_image(image, &small, width, "height", width * 4, "size", VIPS_SIZE_DOWN, NULL);
    vips.object_unref(image);
    if (failed) return fail(error, error_size, "is a damaged image");
    void *buffer = NULL;
    size_t size = 0;
    failed = vips.jpegsave_buffer(small, &buffer, &size, "Q", quality, "strip", TRUE, "optimize_coding", TRUE, NULL);
    *out_width = vips.get_width(small);
    *out_height = vips.get_height(small);
    vips.object_unref(small);
    if (failed) return fail(error, error_size, "could not be made into a JPEG");
    *jpeg = buffer;
    *jpeg_length = size;
    return 0;
}

void folio_cover_free(void *jpeg) {
    if (jpeg && vips.free) vips.free(jpeg);
}

int folio_cover_jpeg_size(const void *bytes, size_t length, int *out_width, int *out_height) {
    pthread_once(&started, start);
    // Only a JPEG (its start of image marker), and only libvips' JPEG loader: no other loader
    // ever reads these bytes.
    const unsigned char *start_of_image = bytes;
    if (start_failure || length < 3 || start_of_image[0] != 0xFF || start_of_image[1] != 0xD8 || start_of_image[2] != 0xFF) return -1;
    VipsImage *image = NULL;
    if (vips.jpegload_buffer((void *)bytes, length, &image, "access", VIPS_ACCESS_SEQUENTIAL, NULL) != 0 || !image) {
        vips.error_clear();
        return -1;
    }
    *out_width = vips.get_width(image);
    *out_height = vips.get_height(image);
    vips.object_unref(image);
    return 0;
}

#include <mimalloc.h>
#include "folio_malloc.h"

// This file is linked into the `folio` executable and calls into mimalloc, so the linker keeps
// libmimalloc among the libraries the executable needs, ahead of glibc: loaded first, its malloc
// and free are the whole process's. It is C, and no Swift file imports it: a C module imported
// beside FolioCLI makes the compiler meet Foundation's ICU headers and libxml2's in one place,
// where they clash.
int folio_malloc_version(void) {
    return mi_version();
}

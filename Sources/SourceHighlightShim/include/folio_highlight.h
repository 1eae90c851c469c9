// A C face for GNU source-highlight (a C++ library), so Swift can call it. Everything Folio
// asks of source-highlight goes through these functions (see folio_highlight.cpp). It writes no
// HTML: it cuts the code into runs of bytes, each with the element that colours it.
#ifndef FOLIO_HIGHLIGHT_H
#define FOLIO_HIGHLIGHT_H
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct folio_highlighter folio_highlighter;

/// A run of the code's bytes: `length` bytes, coloured as `element` (an index for
/// folio_highlight_element), or FOLIO_RUN_PLAIN, or FOLIO_RUN_NEWLINE (the "\n" between lines).
typedef struct folio_run {
    size_t length;
    int element;
} folio_run;

#define FOLIO_RUN_PLAIN (-1)
#define FOLIO_RUN_NEWLINE (-2)

/// Reads source-highlight's language map from its data folder; NULL when it cannot.
folio_highlighter *folio_highlighter_new(void);
void folio_highlighter_free(folio_highlighter *highlighter);

/// The element a run's number names (`keyword`, `string`, …); NULL for any other number.
const char *folio_highlight_element(int element);

/// The code as runs, in order, covering every byte; a run never ends inside a UTF-8 character.
/// NULL when the language is unknown or its definition fails to load. The caller frees the
/// runs with folio_highlight_free.
folio_run *folio_highlight(folio_highlighter *highlighter, const char *language,
                           const char *code, size_t length, size_t *out_count);
void folio_highlight_free(folio_run *runs);

#ifdef __cplusplus
}
#endif
#endif

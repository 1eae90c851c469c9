// A C face for GNU source-highlight (a C++ library), so Swift can call it. Everything Folio
// asks of source-highlight goes through these four functions (see folio_highlight.cpp).
#ifndef FOLIO_HIGHLIGHT_H
#define FOLIO_HIGHLIGHT_H
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct folio_highlighter folio_highlighter;

/// Reads source-highlight's language map from its data folder; NULL when it cannot.
folio_highlighter *folio_highlighter_new(void);
void folio_highlighter_free(folio_highlighter *highlighter);

/// The code as HTML: every token source-highlight recognises in `<span class="hl-NAME">`, the
/// rest escaped, lines joined by "\n". NULL when the language is unknown or its definition
/// fails to load. The caller frees the result with folio_highlight_free.
char *folio_highlight(folio_highlighter *highlighter, const char *language,
                      const char *code, size_t length, size_t *out_length);
void folio_highlight_free(char *html);

#ifdef __cplusplus
}
#endif
#endif

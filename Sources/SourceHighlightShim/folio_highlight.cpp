// The one file that calls GNU source-highlight. Its language definitions are read by a
// generated parser with global state, so one lock, for the whole process, covers every call
// into the library. It writes no HTML: it hands back runs of the code's bytes, each with the
// element that colours it, and Swift writes them through Folio's one escaper.
#include "folio_highlight.h"

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include <srchilite/formatter.h>
#include <srchilite/formattermanager.h>
#include <srchilite/langdefmanager.h>
#include <srchilite/langmap.h>
#include <srchilite/regexrulefactory.h>
#include <srchilite/settings.h>
#include <srchilite/sourcehighlighter.h>

namespace {

// The element names the theme colours; any other element is written as plain text.
const char *const styledElements[] = {
    "keyword", "type", "usertype", "string", "regexp", "comment", "todo", "number", "preproc",
    "function", "classname", "specialchar", "variable", "label", "symbol", "cbracket", "url",
};

// Bytes at the end of `text` that start a UTF-8 sequence the text does not finish.
size_t unfinishedTail(const std::string &text) {
    size_t back = 0;
    while (back < text.size() && back < 4) {
        unsigned char byte = text[text.size() - 1 - back];
        back++;
        if ((byte & 0xC0) == 0x80) continue;  // a continuation byte: look further back
        size_t needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
        return needed > back ? back : 0;
    }
    return 0;
}

// Cuts the code into runs: each token's bytes with its element. A regular expression may end a
// token inside a multi-byte character; those bytes are held back and go with the next token, so a
// character is never split between two runs.
struct Output {
    std::vector<folio_run> runs;
    std::string held;

    void add(int element, size_t length) {
        if (length > 0) runs.push_back(folio_run{length, element});
    }

    void write(int element, const std::string &text) {
        std::string bytes = held + text;
        size_t tail = unfinishedTail(bytes);
        held = bytes.substr(bytes.size() - tail);
        add(element, bytes.size() - tail);
    }

    void endLine(bool last) {
        add(FOLIO_RUN_PLAIN, held.size());
        held.clear();
        if (!last) add(FOLIO_RUN_NEWLINE, 1);
    }
};

class TokenFormatter : public srchilite::Formatter {
    Output &output;
    int element;

public:
    TokenFormatter(Output &output, int element) : output(output), element(element) {}
    void format(const std::string &text, const srchilite::FormatterParams *) override { output.write(element, text); }
};

std::mutex library;

}  // namespace

struct folio_highlighter {
    std::string dataDir;
    srchilite::RegexRuleFactory rules;
    srchilite::LangDefManager definitions{&rules};
    srchilite::LangMap languages;

    explicit folio_highlighter(const std::string &dataDir)
        : dataDir(dataDir), languages(dataDir, "lang.map") {}
};

extern "C" folio_highlighter *folio_highlighter_new(void) {
    std::lock_guard<std::mutex> guard(library);
    try {
        auto *highlighter = new folio_highlighter(srchilite::Settings::retrieveDataDir());
        highlighter->languages.open();
        return highlighter;
    } catch (...) {
        return nullptr;
    }
}

extern "C" void folio_highlighter_free(folio_highlighter *highlighter) {
    std::lock_guard<std::mutex> guard(library);
    delete highlighter;
}

extern "C" const char *folio_highlight_element(int element) {
    if (element < 0 || element >= int(sizeof(styledElements) / sizeof(styledElements[0]))) return nullptr;
    return styledElements[element];
}

extern "C" folio_run *folio_highlight(folio_highlighter *highlighter, const char *language,
                                      const char *code, size_t length, size_t *out_count) {
    if (!highlighter || !language || !code) return nullptr;
    std::lock_guard<std::mutex> guard(library);
    try {
        std::string file = highlighter->languages.getMappedFileName(language);
        if (file.empty()) return nullptr;
        srchilite::HighlightStatePtr state = highlighter->definitions.getHighlightState(highlighter->dataDir, file);
        Output output;
        srchilite::FormatterManager formatters(srchilite::FormatterPtr(new TokenFormatter(output, FOLIO_RUN_PLAIN)));
        for (int element = 0; element < int(sizeof(styledElements) / sizeof(styledElements[0])); element++) {
            formatters.addFormatter(styledElements[element], srchilite::FormatterPtr(new TokenFormatter(output, element)));
        }
        srchilite::SourceHighlighter source(state);
        source.setFormatterManager(&formatters);
        source.setOptimize(true);
        std::string text(code, length);
        size_t start = 0;
        while (true) {
            size_t end = text.find('\n', start);
            bool last = end == std::string::npos;
            source.highlightParagraph(text.substr(start, last ? std::string::npos : end - start));
            output.endLine(last);
            if (last) break;
            start = end + 1;
        }
        size_t count = output.runs.size();
        auto *runs = static_cast<folio_run *>(std::malloc((count ? count : 1) * sizeof(folio_run)));
        if (!runs) return nullptr;
        if (count) std::memcpy(runs, output.runs.data(), count * sizeof(folio_run));
        *out_count = count;
        return runs;
    } catch (...) {
        return nullptr;
    }
}

extern "C" void folio_highlight_free(folio_run *runs) { std::free(runs); }

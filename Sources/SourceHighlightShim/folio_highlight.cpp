// The one file that calls GNU source-highlight. Its language definitions are read by a
// generated parser with global state, so one lock, for the whole process, covers every call
// into the library.
#include "folio_highlight.h"

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

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

void escapeInto(std::string &out, const char *bytes, size_t count) {
    for (size_t i = 0; i < count; i++) {
        switch (bytes[i]) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += bytes[i];
        }
    }
}

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

// Writes each token into one shared buffer. A regular expression may end a token inside a
// multi-byte character; those bytes are held back and written with the next token, so a
// character is never split by a tag.
struct Output {
    std::string html;
    std::string held;

    void write(const std::string *element, const std::string &text) {
        std::string bytes = held + text;
        size_t tail = unfinishedTail(bytes);
        held = bytes.substr(bytes.size() - tail);
        bytes.resize(bytes.size() - tail);
        if (bytes.empty()) return;
        if (element) html += "<span class=\"hl-" + *element + "\">";
        escapeInto(html, bytes.data(), bytes.size());
        if (element) html += "</span>";
    }

    void endLine(bool last) {
        escapeInto(html, held.data(), held.size());
        held.clear();
        if (!last) html += "\n";
    }
};

class TokenFormatter : public srchilite::Formatter {
    Output &output;
    std::string element;
    bool plain;

public:
    TokenFormatter(Output &output, const std::string &element, bool plain)
        : output(output), element(element), plain(plain) {}
    void format(const std::string &text, const srchilite::FormatterParams *) override {
        output.write(plain ? nullptr : &element, text);
    }
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

extern "C" char *folio_highlight(folio_highlighter *highlighter, const char *language,
                                 const char *code, size_t length, size_t *out_length) {
    if (!highlighter || !language || !code) return nullptr;
    std::lock_guard<std::mutex> guard(library);
    try {
        std::string file = highlighter->languages.getMappedFileName(language);
        if (file.empty()) return nullptr;
        srchilite::HighlightStatePtr state = highlighter->definitions.getHighlightState(highlighter->dataDir, file);
        Output output;
        srchilite::FormatterManager formatters(
            srchilite::FormatterPtr(new TokenFormatter(output, "normal", true)));
        for (const char *element : styledElements) {
            formatters.addFormatter(element, srchilite::FormatterPtr(new TokenFormatter(output, element, false)));
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
        char *html = static_cast<char *>(std::malloc(output.html.size() + 1));
        if (!html) return nullptr;
        std::memcpy(html, output.html.data(), output.html.size() + 1);
        *out_length = output.html.size();
        return html;
    } catch (...) {
        return nullptr;
    }
}

extern "C" void folio_highlight_free(char *html) { std::free(html); }

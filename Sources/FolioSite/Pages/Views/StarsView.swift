import FolioBase
import FolioModel
import FolioOutput

package struct StarsView: Sendable, TemplateFields {
    /// `★★★★☆`
    package let stars: String
    /// `4 out of 5`, in the site's language
    package let spokenText: String

    package init(_ score: Rating, strings: InterfaceStrings) {
        stars = score.stars
        let value = score.halves % 2 == 0 ? strings.number(score.value) : strings.number(tenths: score.halves * 5)
        spokenText = strings.text("score_spoken", ["n": value, "max": strings.number(Rating.maximum)])
    }
}

import Foundation

extension DetailEdit {
    /// What writing the plan left: every file of the output, by path, and the memento saved.
    struct Written {
        let files: PathPrints
        let memento: Memento
    }

    /// Puts the plan's page and shard in place in the output (`OutputPatch`), as a full build
    /// does: the memento is removed first and saved after, then the index. A failure to put the
    /// files in place leaves the output as it was (without a memento: the next build is full).
    func write(_ plan: Plan, diagnostics: inout Diagnostics) throws -> Written {
        let siblings = OutputSiblings(of: options.outputFolder)
        let output = plan.output
        try Memento.remove(at: siblings.memento)
        // As the full build does (`SiteBuild`): an index left behind names a stamp no later build has.
        try? FileManager().removeItem(at: siblings.edits)
        try output.beginStaging()
        let files = [plan.page] + (plan.shard.map { [$0.file] } ?? [])
        var outputs = plan.memento.outputs.prints
        outputs.merge(try output.stage(files, unchanged: outputs)) { _, new in new }
        try output.commitStaging(written: outputs)
        var pages = plan.memento.pages.prints
        pages[PathBytes(plan.page.path.description)] = plan.pagePrint
        if let shard = plan.shard { pages[PathBytes(shard.file.path.description)] = shard.print }
        var memento = plan.memento
        memento.inputs = check.inputPrints
        memento.stamp = OutputStamp.renew(output.url)
        memento.outputs = FileManifest(outputs)
        memento.pages = FileManifest(pages)
        // The index names the output by its stamp: without one there is no index (the next build is full).
        var index = plan.index
        index.filePrint = plan.filePrint
        index.spans[plan.span] = plan.newSpan
        index.measures = plan.measures
        let saved = memento
        let saves: [() throws -> Void] = [
            { try saved.write(to: siblings.memento) },
            { [index] in
                guard let stamp = saved.stamp else {
                    try? FileManager().removeItem(at: siblings.edits)
                    return
                }
                var stamped = index
                stamped.stamp = stamp
                try stamped.write(to: siblings.edits)
            },
        ]
        let failures = Parallel.map(saves.count, workers: 2) { number -> Error? in
            do { try saves[number]() } catch { return error }
            return nil
        }
        if failures[0] != nil {
            diagnostics.warn(at: SourceLocation(file: siblings.memento.path), "the build memento could not be saved; the next build will be a full one")
        }
        if failures[1] != nil {
            diagnostics.warn(at: SourceLocation(file: siblings.edits.path), "the memo index could not be saved; the next build will be a full one")
        }
        return Written(files: outputs, memento: memento)
    }
}

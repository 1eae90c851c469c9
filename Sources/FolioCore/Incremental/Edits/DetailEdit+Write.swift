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
        try output.beginStaging()
        let files = [plan.page] + (plan.shard.map { [$0.file] } ?? [])
        var outputs = plan.memento.outputs.prints
        let staged = try output.stage(files, unchanged: outputs)
        outputs.merge(staged) { _, new in new }
        try output.commitStaging(written: outputs)
        var pages = plan.memento.pages.prints
        pages[PathBytes(plan.page.path.description)] = plan.pagePrint
        if let shard = plan.shard { pages[PathBytes(shard.file.path.description)] = shard.print }
        var memento = plan.memento
        memento.inputs = check.inputPrints
        memento.stamp = OutputStamp.renew(output.url)
        memento.outputs = FileManifest(outputs)
        memento.pages = FileManifest(pages)
        // The index is changed in place, its stamp last: until then it names the last output, and no build uses it.
        let saved = memento
        let saves: [() throws -> Void] = [
            { [check] in
                // The last memento's file with the changed lines rewritten, or else written whole.
                let changes = { (last: PathPrints, now: [PathBytes: Fingerprint]) in
                    now.compactMap { path, print in last[path].map { Memento.Change(path: path, old: $0, new: print) } }
                }
                let printed = [plan.page.path.description: plan.pagePrint].merging(plan.shard.map { [$0.file.path.description: $0.print] } ?? [:]) { $1 }
                if let file = check.previousFile, try saved.write(to: siblings.memento, changing: file, outputs: changes(plan.memento.outputs.prints, staged),
                                                                  pages: changes(plan.memento.pages.prints, Dictionary(uniqueKeysWithValues: printed.map { (PathBytes($0.key), $0.value) }))) {
                    return
                }
                try saved.write(to: siblings.memento)
            },
            {
                guard let stamp = saved.stamp else { return try FileManager().removeItem(at: siblings.edits) }
                try plan.index.save(to: siblings.edits, span: plan.span, plan.newSpan, rank: plan.rank, plan.measure, filePrint: plan.filePrint, stamp: stamp)
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

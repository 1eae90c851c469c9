extension BuildStep {
    public static let findContent = BuildStep("find content", checksOnly: true) { context in
        context.dataFiles = ContentDiscovery(siteFolder: context.options.siteFolder, sources: context.options.sources, homeFolder: context.options.homeFolder).dataFiles(diagnostics: &context.diagnostics)
    }

    public static let loadContent = BuildStep("load content", checksOnly: true) { context in
        let loaded = ContentLoader(workers: context.options.jobs).loadAll(context.dataFiles, diagnostics: &context.diagnostics)
        context.content = loaded.content
        context.sources = loaded.sources
    }

    public static let loadTemplates = BuildStep("load templates", checksOnly: true) { context in
        context.theme = Theme.forSite(context.options.siteFolder, diagnostics: &context.diagnostics)
        context.templates = TemplateLibrary(theme: context.theme, diagnostics: &context.diagnostics)
    }
}

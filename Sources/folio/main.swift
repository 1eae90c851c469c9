import FolioCLI

await FolioCommand.runMain()

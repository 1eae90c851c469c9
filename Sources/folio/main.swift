import FolioCLI

FolioCommand.runMain()

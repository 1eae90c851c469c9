import ArgumentParser
import FolioCore
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

extension BookOrder: ExpressibleByArgument {}

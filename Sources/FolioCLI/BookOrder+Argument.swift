import ArgumentParser
import FolioCore

extension BookOrder: ExpressibleByArgument {}

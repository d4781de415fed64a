import ArgumentParser
import TOMLKit
import Logging
import GRDB

import ArgumentParser
import Foundation
import SDKGenCore

SDKGen.main()

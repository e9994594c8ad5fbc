import Foundation
import NotesApp

exit(NotesApplication().run(arguments: CommandLine.arguments))

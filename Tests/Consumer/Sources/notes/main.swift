import Foundation
import NotesApp
import NotesFlows

exit(NotesApplication(files: NotesFiles(environment: ProcessInfo.processInfo.environment))
    .run(arguments: CommandLine.arguments))

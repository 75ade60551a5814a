import CoursegenCLI
import Foundation

exit(Coursegen.main(Array(CommandLine.arguments.dropFirst())))

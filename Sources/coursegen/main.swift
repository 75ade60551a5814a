import CoursegenCLI
import Foundation

// Line-buffered even when piped, so `serve`'s progress reaches a log as it happens.
setvbuf(stdout, nil, _IOLBF, 0)
exit(Coursegen.main(Array(CommandLine.arguments.dropFirst())))

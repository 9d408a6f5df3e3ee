import Foundation

// `vml <command> [options]`: see VMLCommand for the list of commands.
let status = VMLCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), io: .standard)
exit(status)

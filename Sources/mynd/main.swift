import MyndCLI

Mynd.runAndExit()

import MyndCLI

public import MyndCore

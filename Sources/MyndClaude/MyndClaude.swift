// The Anthropic Messages API client: wire types and the client over an HTTPTransport.

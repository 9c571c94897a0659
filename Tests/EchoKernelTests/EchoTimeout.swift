/// No message came from the echo kernel within `EchoClient.patience`.
struct EchoTimeout: Error {}

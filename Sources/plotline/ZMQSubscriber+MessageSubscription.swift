import JupyterZMQ
import PlotlineKernel

/// A ZeroMQ SUB socket is what the kernel's live subscriptions read (`feed.subscribe("tcp://…")`).
extension ZMQSubscriber: MessageSubscription {}

// Placeholder until the JupyterZMQ layer lands.

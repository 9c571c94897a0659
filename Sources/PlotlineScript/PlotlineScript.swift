// Placeholder until the PlotlineScript layer lands.

// Placeholder until the PlotlineKernel layer lands.

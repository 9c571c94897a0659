// Placeholder until the PlotlineRender layer lands.

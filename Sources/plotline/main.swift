print("plotline: under construction")

// Placeholder from the core branch so that the package builds; delete once this target has real tests.

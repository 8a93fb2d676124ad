"""Computer players. They sit outside the rules: each sees only its own seat's view and returns an action."""

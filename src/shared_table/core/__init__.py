"""What every game on the table shares: the error hierarchy and the game protocol."""

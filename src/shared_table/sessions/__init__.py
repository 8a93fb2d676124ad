"""Sessions: the people at one device, their typed lines turned into moves and words. No I/O:
a device (console/, next a web page) reads the lines and says the words."""

SCREEN_BREAK = "\x00screen-break"
"""A line that hides what came before it from a sighted neighbour, between two people at one
keyboard: a terminal clears its screen, plain output scrolls the cards away (console/line_io.py)."""

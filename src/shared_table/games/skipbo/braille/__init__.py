"""Skip-Bo drawn: the table as a braille printout, and as the web page draws it."""

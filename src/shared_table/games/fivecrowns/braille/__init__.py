"""Five Crowns drawn: its braille printouts and the table as the web page draws it."""

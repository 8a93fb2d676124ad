"""Five Crowns Solitaire drawn: the layout as a braille page, and as the web page draws it."""

"""Everything that talks to a person: words, the command line, and later the console,
speech and braille. Nothing in the rules imports from here."""

"""Words for listening: engine events and a seat's view turned into short sentences.

The console prints them, speech says them, braille writes them, so every channel says the same thing.
"""

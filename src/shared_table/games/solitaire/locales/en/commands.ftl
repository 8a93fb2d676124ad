## Commands: name, summary, argument, details and examples (core/commands.py).

sol-cmd-piles = piles
sol-cmd-piles-summary = every open pile, a line each: its number, its wild rank, the points it holds
sol-cmd-piles-examples = piles
sol-cmd-piles-typed = {""}

sol-cmd-pile = pile
sol-cmd-pile-summary = one pile's cards, numbered, and how they meld best
sol-cmd-pile-argument = a pile number
sol-cmd-pile-details = With play, these numbers name the card that comes out.
sol-cmd-pile-examples = pile 3
sol-cmd-pile-typed = {""}

sol-cmd-card = card
sol-cmd-card-summary = the turned-up card, which you play next, and how many cards are left in the stock
sol-cmd-card-examples = card
sol-cmd-card-typed = turned up card, current card

sol-cmd-stock = stock
sol-cmd-stock-summary = how many cards are left in the stock, and how many are discarded
sol-cmd-stock-examples = stock
sol-cmd-stock-typed = {""}

sol-cmd-play = play
sol-cmd-play-summary = the turned-up card goes into a pile, and a card you name comes out of it, discarded
sol-cmd-play-argument = a pile number, out, and a card
sol-cmd-play-details = Name the card that comes out by its number in the pile's listing or by its name; out may be left out. A pile whose cards all meld closes. To let the turned-up card go, type pass.
sol-cmd-play-examples = play 3 out king of clubs ; play 3 out 2 ; play 6 out jd
sol-cmd-play-typed = put, place, swap

sol-cmd-pass = pass
sol-cmd-pass-summary = let the turned-up card go, discarded, without changing any pile
sol-cmd-pass-examples = pass
sol-cmd-pass-typed = skip, let it go, let go

sol-cmd-discards = discards
sol-cmd-discards-summary = the discarded cards, last first
sol-cmd-discards-examples = discards
sol-cmd-discards-typed = discard pile, discarded

solitaire-title = Five Crowns Solitaire
sol-points = piles closed

## Commands: name, summary, argument, details and examples (core/commands.py).

fc-cmd-draw = draw
fc-cmd-draw-summary = draw the top card of the stock
fc-cmd-draw-examples = draw
fc-cmd-draw-typed = draw a card, pick up, draw from the stock, draw from stock

fc-cmd-take = take
fc-cmd-take-summary = take the top card of the discard pile
fc-cmd-take-examples = take
fc-cmd-take-typed = pick up, take the discard, take discard, pick up discard, pick up the discard, take the top card

fc-cmd-discard = discard
fc-cmd-discard-summary = discard a card; if the rest of your hand melds, you go out
fc-cmd-discard-argument = a card
fc-cmd-discard-details = Name the card by its number in your hand listing, like 3. Or by its short name, like 9h, Qsp or joker. Or by its long name, like nine of hearts, or any beginning of it that fits one card only. A suit, like sp or hearts, names your card of that suit; when you hold several, you hear the choices.
fc-cmd-discard-examples = discard 3 ; discard 9h ; discard nine of hearts ; x jo ; x sp
fc-cmd-discard-typed = throw away, throw, go out, lay down

fc-cmd-hand = hand
fc-cmd-hand-summary = your cards, by suit, wilds last, each with its number
fc-cmd-hand-examples = hand
fc-cmd-hand-typed = cards, my cards, my hand, show my hand, show hand, show my cards

fc-cmd-top = top
fc-cmd-top-summary = the top of the discard pile and the size of the stock
fc-cmd-top-examples = top
fc-cmd-top-typed = discard pile, top card, how many cards are left

fc-cmd-wild = wild
fc-cmd-wild-summary = which rank is wild this round
fc-cmd-wild-examples = wild
fc-cmd-wild-typed = wilds, wild card, wild cards, what's wild, whats wild, what is wild

fc-cmd-scores = scores
fc-cmd-scores-summary = everyone's total, and the last round's points
fc-cmd-scores-examples = scores
fc-cmd-scores-typed = score, standings, points, totals

fc-cmd-round = round
fc-cmd-round-summary = the round, the dealer, who went out, and how many cards each holds
fc-cmd-round-examples = round
fc-cmd-round-typed = what round, what round is it, which round

fc-cmd-melds = melds
fc-cmd-melds-summary = what was laid down this round
fc-cmd-melds-examples = melds
fc-cmd-melds-typed = laid down, lay down

fc-cmd-picks = picks
fc-cmd-picks-summary = what each player has taken from the discard pile this round, in order
fc-cmd-picks-argument = a player's name
fc-cmd-picks-examples = picks ; picks Ann
fc-cmd-picks-typed = {""}

fc-cmd-sort = sort
fc-cmd-sort-summary = list your hand by suit or by rank
fc-cmd-sort-examples = sort rank ; sort suit

fivecrowns-title = Five Crowns
fc-points = points
fc-cmd-sort-choice-suit = suit
fc-cmd-sort-choice-rank = rank
fc-cmd-sort-typed = {""}
fc-cmd-sort-choice-suit-typed = {""}
fc-cmd-sort-choice-rank-typed = {""}

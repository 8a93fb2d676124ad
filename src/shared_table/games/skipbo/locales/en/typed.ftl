## What a player types (words/reading_typed.py): words separated by commas, each understood as the concept.
## English is always understood as well; the first word is the one examples use.

sb-typed-to = to, onto, on
sb-typed-stock = stock, st, my stock
sb-typed-discard = discard
sb-typed-building = building
sb-typed-pile = pile
# One word for both ("byggebunke" in Danish).
sb-typed-building-pile = building pile
sb-typed-discard-pile = discard pile
sb-typed-hand = hand
sb-typed-for = for
sb-typed-me = me, my, mine, you, yours
sb-typed-toll = toll, with a toll of
sb-typed-coin = coin, coins
sb-typed-wild = sb, skip-bo, skipbo, skip bo, wild, s-b, skip-bo card, skipbo card, skip bo card, wild card
# Words for a number besides the one sb-number says ("seven").
sb-typed-number = { $number ->
   *[other] { sb-number }
}
## The word before what a Skip-Bo card stands for ("as a six"), read and then dropped with its number.
sb-typed-as = as, as a, as an

## Cards, coins and players (rules/cards.py): the pieces other messages take as values.
## A card's number is always a word ("a seven"); digits are counts and positions.

sb-number = { $number ->
    [0] Skip-Bo
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
   *[12] twelve
}
# A card as a hand or a discard pile lists it.
sb-card-words = { $toll ->
    [0] { sb-number }
   *[other] { sb-number } with a toll of { $toll ->
        [one] one coin
       *[other] { $toll } coins
    }
}
# What follows "the" or "your stock's".
sb-card-name = { $number ->
    [0] Skip-Bo card
   *[other] { $toll ->
        [0] { sb-number }
       *[other] { sb-card-words }
    }
}
sb-a-number = { $number ->
    [0] a Skip-Bo card
    [8] an eight
    [11] an eleven
   *[other] a { sb-number }
}
sb-a-card = { $number ->
    [0] a Skip-Bo card
   *[other] { $toll ->
        [0] { sb-a-number }
       *[other] { sb-a-number } with a toll of { $toll ->
            [one] one coin
           *[other] { $toll } coins
        }
    }
}
# A player as one seat hears them: "you" or their name ($start: the first word of a sentence;
# $form: "subject" or "object", for languages that say "you" two ways).
sb-player = { $who ->
    [you] { $start ->
        [yes] You
       *[no] { $form ->
            [object] you
           *[subject] you
        }
    }
   *[other] { $name }
}
# "Ann 9", "you 12": a player and a number, in a list of scores or coins.
sb-ranked = { $player } { $value }

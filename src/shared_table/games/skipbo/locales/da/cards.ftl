## Kort, mønter og spillere (rules/cards.py): de dele, andre beskeder får som værdier.
## Et korts tal siges altid som et ord ("en syver"); cifre er antal og pladser.

sb-number = { $number ->
    [0] Skip-Bo-kort
    [1] ener
    [2] toer
    [3] treer
    [4] firer
    [5] femmer
    [6] sekser
    [7] syver
    [8] otter
    [9] nier
    [10] tier
    [11] elver
   *[12] tolver
}
sb-card-words = { $toll ->
    [0] { sb-number }
   *[other] { sb-number } med en afgift på { $toll ->
        [one] én mønt
       *[other] { $toll } mønter
    }
}
# Bestemt form: det, der følger efter "spil" ("spil syveren").
sb-card-name = { $number ->
    [0] Skip-Bo-kortet
   *[other] { sb-number }en{ $toll ->
        [0] {""}
       *[other] {" "}med en afgift på { $toll ->
            [one] én mønt
           *[other] { $toll } mønter
        }
    }
}
sb-a-number = { $number ->
    [0] et Skip-Bo-kort
   *[other] en { sb-number }
}
sb-a-card = { $number ->
    [0] et Skip-Bo-kort
   *[other] { $toll ->
        [0] { sb-a-number }
       *[other] { sb-a-number } med en afgift på { $toll ->
            [one] én mønt
           *[other] { $toll } mønter
        }
    }
}
sb-player = { $who ->
    [you] { $start ->
        [yes] Du
       *[no] { $form ->
            [object] dig
           *[subject] du
        }
    }
   *[other] { $name }
}
sb-ranked = { $player } { $value }

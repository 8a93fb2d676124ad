## Kort, mynter og spillere (rules/cards.py): delene andre meldinger får som verdier.
## Et korts tall sies alltid som et ord ("en sjuer"); sifre er antall og plasser.

sb-number = { $number ->
    [0] Skip-Bo-kort
    [1] ener
    [2] toer
    [3] treer
    [4] firer
    [5] femmer
    [6] sekser
    [7] sjuer
    [8] åtter
    [9] nier
    [10] tier
    [11] ellever
   *[12] tolver
}
sb-card-words = { $toll ->
    [0] { sb-number }
   *[other] { sb-number } med en avgift på { $toll ->
        [one] én mynt
       *[other] { $toll } mynter
    }
}
# Bestemt form: det som følger etter "spill" ("spill sjueren").
sb-card-name = { $number ->
    [0] Skip-Bo-kortet
   *[other] { sb-number }en{ $toll ->
        [0] {""}
       *[other] {" "}med en avgift på { $toll ->
            [one] én mynt
           *[other] { $toll } mynter
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
       *[other] { sb-a-number } med en avgift på { $toll ->
            [one] én mynt
           *[other] { $toll } mynter
        }
    }
}
sb-player = { $who ->
    [you] { $start ->
        [yes] Du
       *[no] { $form ->
            [object] deg
           *[subject] du
        }
    }
   *[other] { $name }
}
sb-ranked = { $player } { $value }

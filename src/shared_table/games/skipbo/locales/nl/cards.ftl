## Kaarten, munten en spelers (rules/cards.py): de stukjes die andere berichten als waarden krijgen.
## Het getal van een kaart is altijd een woord ("een zeven"); cijfers zijn aantallen en plaatsen.

sb-number = { $number ->
    [0] Skip-Bo-kaart
    [1] één
    [2] twee
    [3] drie
    [4] vier
    [5] vijf
    [6] zes
    [7] zeven
    [8] acht
    [9] negen
    [10] tien
    [11] elf
   *[12] twaalf
}
# Een kaart zoals een hand of een aflegstapel haar noemt.
sb-card-words = { $toll ->
    [0] { sb-number }
   *[other] { sb-number } met een tol van { $toll ->
        [one] één munt
       *[other] { $toll } munten
    }
}
# Met lidwoord: wat volgt op "speel" ("speel de zeven").
sb-card-name = { $number ->
    [0] de Skip-Bo-kaart
   *[other] { $toll ->
        [0] de { sb-number }
       *[other] de { sb-card-words }
    }
}
sb-a-number = { $number ->
    [0] een Skip-Bo-kaart
   *[other] een { sb-number }
}
sb-a-card = { $number ->
    [0] een Skip-Bo-kaart
   *[other] { $toll ->
        [0] { sb-a-number }
       *[other] { sb-a-number } met een tol van { $toll ->
            [one] één munt
           *[other] { $toll } munten
        }
    }
}
sb-player = { $who ->
    [you] { $start ->
        [yes] Jij
       *[no] { $form ->
            [object] jou
           *[subject] jij
        }
    }
   *[other] { $name }
}
sb-ranked = { $player } { $value }

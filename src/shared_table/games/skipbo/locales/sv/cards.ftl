## Kort, mynt och spelare (rules/cards.py): delarna som andra meddelanden får som värden.
## Ett korts nummer sägs alltid som ett ord ("en sjua"); siffror är antal och platser.

sb-number = { $number ->
    [0] Skip-Bo-kort
    [1] etta
    [2] tvåa
    [3] trea
    [4] fyra
    [5] femma
    [6] sexa
    [7] sjua
    [8] åtta
    [9] nia
    [10] tia
    [11] elva
   *[12] tolva
}
sb-card-words = { $toll ->
    [0] { sb-number }
   *[other] { sb-number } med en avgift på { $toll ->
        [one] ett mynt
       *[other] { $toll } mynt
    }
}
# Bestämd form: det som följer efter "spela" ("spela sjuan").
sb-card-name = { $number ->
    [0] Skip-Bo-kortet
   *[other] { sb-number }n{ $toll ->
        [0] {""}
       *[other] {" "}med en avgift på { $toll ->
            [one] ett mynt
           *[other] { $toll } mynt
        }
    }
}
sb-a-number = { $number ->
    [0] ett Skip-Bo-kort
   *[other] en { sb-number }
}
sb-a-card = { $number ->
    [0] ett Skip-Bo-kort
   *[other] { $toll ->
        [0] { sb-a-number }
       *[other] { sb-a-number } med en avgift på { $toll ->
            [one] ett mynt
           *[other] { $toll } mynt
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

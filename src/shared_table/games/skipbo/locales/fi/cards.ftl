## Kortit, kolikot ja pelaajat (cards.py): palaset, jotka muut viestit saavat arvoina.
## Kortin numero sanotaan aina sanana ("seiska"); numerot ovat määriä ja paikkoja.
## Kortit ovat aina perusmuodossa: lauseissa ne tulevat kaksoispisteen jälkeen, käskyn
## objektina ("pelaa seiska") tai käy-verbin subjektina ("pinoon käy seiska").

sb-number = { $number ->
    [0] Skip-Bo-kortti
    [1] ykkönen
    [2] kakkonen
    [3] kolmonen
    [4] nelonen
    [5] viitonen
    [6] kuutonen
    [7] seiska
    [8] kahdeksikko
    [9] yhdeksikkö
    [10] kymppi
    [11] yksitoista
   *[12] kaksitoista
}
# Kortti kädessä tai poistopinossa. Ei pilkkua: kortit luetellaan pilkuin erotettuina.
sb-card-words = { $toll ->
    [0] { sb-number }
   *[other] { sb-number } jonka tulli on { $toll ->
        [one] yksi kolikko
       *[other] { $toll } kolikkoa
    }
}
sb-card-name = { $number ->
    [0] Skip-Bo-kortti
   *[other] { $toll ->
        [0] { sb-number }
       *[other] { sb-card-words }
    }
}
sb-a-number = { $number ->
    [0] Skip-Bo-kortti
   *[other] { sb-number }
}
sb-a-card = { $number ->
    [0] Skip-Bo-kortti
   *[other] { $toll ->
        [0] { sb-a-number }
       *[other] { sb-a-number } jonka tulli on { $toll ->
            [one] yksi kolikko
           *[other] { $toll } kolikkoa
        }
    }
}
sb-coins = { $n ->
    [one] yksi kolikko
   *[other] { $n } kolikkoa
}
sb-cards = { $n ->
    [one] yksi kortti
   *[other] { $n } korttia
}
# Pelaaja yhden paikan kuulemana. $form "object": jolle maksetaan ("sinulle", "pelaajalle Ann").
sb-player = { $who ->
    [you] { $start ->
        [yes] sinä
       *[no] { $form ->
            [object] sinulle
           *[subject] sinä
        }
    }
   *[other] { $form ->
        [object] pelaajalle { $name }
       *[subject] { $name }
    }
}
sb-ranked = { $player } { $value }

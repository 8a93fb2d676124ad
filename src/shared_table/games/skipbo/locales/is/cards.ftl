## Spil, peningar og leikmenn (cards.py): bútarnir sem önnur skilaboð fá sem gildi.
## Tala spils er alltaf orð ("sjöa"); tölustafir eru fjöldi og sæti.
## Spil standa alltaf í nefnifalli: í setningum á eftir tvípunkti, sem frumlag ("passar sjöa")
## eða sagnfylling ("sem er sjöa"), svo að ekki þurfi að beygja þau.

sb-number = { $number ->
    [0] Skip-Bo-spil
    [1] ás
    [2] tvistur
    [3] þristur
    [4] fjarki
    [5] fimma
    [6] sexa
    [7] sjöa
    [8] átta
    [9] nía
    [10] tía
    [11] ellefa
   *[12] tólfa
}
sb-card-words = { $toll ->
    [0] { sb-number }
   *[other] { sb-number } með tolli upp á { $toll ->
        [one] einn pening
       *[other] { $toll } peninga
    }
}
sb-card-name = { $number ->
    [0] Skip-Bo-spil
   *[other] { $toll ->
        [0] { sb-number }
       *[other] { sb-card-words }
    }
}
sb-a-number = { $number ->
    [0] Skip-Bo-spil
   *[other] { sb-number }
}
sb-a-card = { $number ->
    [0] Skip-Bo-spil
   *[other] { $toll ->
        [0] { sb-a-number }
       *[other] { sb-a-number } með tolli upp á { $toll ->
            [one] einn pening
           *[other] { $toll } peninga
        }
    }
}
sb-coins = { $n ->
    [1] einn peningur
    [one] { $n } peningur
   *[other] { $n } peningar
}
sb-cards = { $n ->
    [1] eitt spil
   *[other] { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil
}
# Leikmaður eins og eitt sæti heyrir hann. $form "object": sá sem fær borgað (þágufall, "þér").
# Nöfn eru ekki beygð. Sigurvegarar standa á eftir tvípunkti, því lágstafur líka í byrjun.
sb-player = { $who ->
    [you] { $start ->
        [yes] þú
       *[no] { $form ->
            [object] þér
           *[subject] þú
        }
    }
   *[other] { $name }
}
sb-ranked = { $player } { $value }

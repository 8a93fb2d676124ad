## Spil, peningar og leikmenn (rules/cards.py): bútarnir sem önnur skilaboð fá sem gildi.
## Tala spils er alltaf orð ("sjöa"); tölustafir eru fjöldi og sæti.
## Spil beygist eftir fallinu sem setningin biður um ($case: acc, dat, gen): "Þú spilar fimmu",
## "Þú dregur tvist". Setning nefnir fallið með eigind, ".card-case = dat"; án hennar stendur
## spilið í nefnifalli, sem frumlag ("passar sjöa"), sagnfylling ("sem er sjöa") eða í upptalningu.
## Tollurinn ("með tolli upp á einn pening") beygist ekki.

sb-number = { $number ->
    [0] { $case ->
        [acc] Skip-Bo-spil
        [dat] Skip-Bo-spili
        [gen] Skip-Bo-spils
       *[other] Skip-Bo-spil
    }
    [1] { $case ->
        [acc] ás
        [dat] ási
        [gen] áss
       *[other] ás
    }
    [2] { $case ->
        [acc] tvist
        [dat] tvisti
        [gen] tvists
       *[other] tvistur
    }
    [3] { $case ->
        [acc] þrist
        [dat] þristi
        [gen] þrists
       *[other] þristur
    }
    [4] { $case ->
        [acc] fjarka
        [dat] fjarka
        [gen] fjarka
       *[other] fjarki
    }
    [5] { $case ->
        [acc] fimmu
        [dat] fimmu
        [gen] fimmu
       *[other] fimma
    }
    [6] { $case ->
        [acc] sexu
        [dat] sexu
        [gen] sexu
       *[other] sexa
    }
    [7] { $case ->
        [acc] sjöu
        [dat] sjöu
        [gen] sjöu
       *[other] sjöa
    }
    [8] { $case ->
        [acc] áttu
        [dat] áttu
        [gen] áttu
       *[other] átta
    }
    [9] { $case ->
        [acc] níu
        [dat] níu
        [gen] níu
       *[other] nía
    }
    [10] { $case ->
        [acc] tíu
        [dat] tíu
        [gen] tíu
       *[other] tía
    }
    [11] { $case ->
        [acc] ellefu
        [dat] ellefu
        [gen] ellefu
       *[other] ellefa
    }
   *[12] { $case ->
        [acc] tólfu
        [dat] tólfu
        [gen] tólfu
       *[other] tólfa
    }
}
sb-card-words = { $toll ->
    [0] { sb-number }
   *[other] { sb-number } með tolli upp á { $toll ->
        [1] einn pening
        [2] tvo peninga
       *[other] { $toll } peninga
    }
}
sb-card-name = { $number ->
    [0] { sb-number }
   *[other] { $toll ->
        [0] { sb-number }
       *[other] { sb-card-words }
    }
}
sb-a-number = { $number ->
    [0] { sb-number }
   *[other] { sb-number }
}
sb-a-card = { $number ->
    [0] { sb-number }
   *[other] { $toll ->
        [0] { sb-a-number }
       *[other] { sb-a-number } með tolli upp á { $toll ->
            [1] einn pening
            [2] tvo peninga
           *[other] { $toll } peninga
        }
    }
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

## Kortit, kolikot ja pelaajat (rules/cards.py): palaset, jotka muut viestit saavat arvoina.
## Kortin numero sanotaan aina sanana ("seiska"); numerot ovat määriä ja paikkoja.
## Kortti taipuu siinä sijassa, jota lause pyytää ($case), ja lause nimeää sijan attribuutilla
## (".card-case = acc"). acc on kokonaisobjektin muoto (akkusatiivi): "Pelaat viitosen",
## "Nostat seiskan". Lukusanojen yksitoista ja kaksitoista kokonaisobjekti on perusmuoto
## ("Pelaat kaksitoista"), kuten lukusanoilla aina; gen on todellinen genetiivi ("kahdentoista").
## part: "Kädessäsi ei ole viitosta"; ela: "viitosesta"; ess: mitä Skip-Bo-kortti on ("ykkösenä"). Ilman attribuuttia kortti on
## perusmuodossa: subjektina ("pinoon käy seiska"), käskyn objektina ("pelaa seiska") ja luettelossa.
## Korttien nimet 11 ja 12 ovat lukusanoja, koska niille ei ole vakiintunutta kortin nimeä.

sb-number = { $number ->
    [0] { $case ->
        [acc] Skip-Bo-kortin
        [gen] Skip-Bo-kortin
        [part] Skip-Bo-korttia
        [ela] Skip-Bo-kortista
        [ess] Skip-Bo-korttina
       *[other] Skip-Bo-kortti
    }
    [1] { $case ->
        [acc] ykkösen
        [gen] ykkösen
        [part] ykköstä
        [ela] ykkösestä
        [ess] ykkösenä
       *[other] ykkönen
    }
    [2] { $case ->
        [acc] kakkosen
        [gen] kakkosen
        [part] kakkosta
        [ela] kakkosesta
        [ess] kakkosena
       *[other] kakkonen
    }
    [3] { $case ->
        [acc] kolmosen
        [gen] kolmosen
        [part] kolmosta
        [ela] kolmosesta
        [ess] kolmosena
       *[other] kolmonen
    }
    [4] { $case ->
        [acc] nelosen
        [gen] nelosen
        [part] nelosta
        [ela] nelosesta
        [ess] nelosena
       *[other] nelonen
    }
    [5] { $case ->
        [acc] viitosen
        [gen] viitosen
        [part] viitosta
        [ela] viitosesta
        [ess] viitosena
       *[other] viitonen
    }
    [6] { $case ->
        [acc] kuutosen
        [gen] kuutosen
        [part] kuutosta
        [ela] kuutosesta
        [ess] kuutosena
       *[other] kuutonen
    }
    [7] { $case ->
        [acc] seiskan
        [gen] seiskan
        [part] seiskaa
        [ela] seiskasta
        [ess] seiskana
       *[other] seiska
    }
    [8] { $case ->
        [acc] kahdeksikon
        [gen] kahdeksikon
        [part] kahdeksikkoa
        [ela] kahdeksikosta
        [ess] kahdeksikkona
       *[other] kahdeksikko
    }
    [9] { $case ->
        [acc] yhdeksikön
        [gen] yhdeksikön
        [part] yhdeksikköä
        [ela] yhdeksiköstä
        [ess] yhdeksikkönä
       *[other] yhdeksikkö
    }
    [10] { $case ->
        [acc] kympin
        [gen] kympin
        [part] kymppiä
        [ela] kympistä
        [ess] kymppinä
       *[other] kymppi
    }
    [11] { $case ->
        [acc] yksitoista
        [gen] yhdentoista
        [part] yhtätoista
        [ela] yhdestätoista
        [ess] yhtenätoista
       *[other] yksitoista
    }
   *[12] { $case ->
        [acc] kaksitoista
        [gen] kahdentoista
        [part] kahtatoista
        [ela] kahdestatoista
        [ess] kahtenatoista
       *[other] kaksitoista
    }
}
# Kortti kädessä tai poistopinossa. Perusmuodossa tulli on jonka-lause ilman pilkkua, koska kortit
# luetellaan pilkuin erotettuina: pilkku ennen jonka-sanaa toisi kuulijalle luetteloon tauon kortin
# keskelle, ja kirjoitettu "seiska jonka tulli on 2" luetaan takaisin, "seiska, jonka..." ei (words/reading_typed.py
# ei ohita pilkkua sanan perässä). Muissa
# sijoissa lause jatkuu kortin jälkeen, joten tulli on taipumaton "yhden kolikon tullilla": jonka-lause
# nielaisisi luettelon seuraavan kortin ("kahdeksikon, jonka tulli on 2 kolikkoa ja Skip-Bo-kortin").
# Perusmuotoinen kortti, jonka jälkeen lause jatkuu ("pelaa ... pöytäpinostasi", "ei käy ...
# pöytäpinostasi"), pyydetään sijana def (suomessa ei määräistä muotoa): kortti on perusmuodossa ja
# tulli "yhden kolikon tullilla", ettei jonka-lause nielaise lauseen loppua ("jonka tulli on yksi
# kolikko pöytäpinostasi").
# Tulli on aina 1 tai 2 kolikkoa.
sb-card-words = { $toll ->
    [0] { sb-number }
   *[other] { sb-number } { $case ->
        [nom] jonka tulli on { $toll ->
            [one] yksi kolikko
            [2] kaksi kolikkoa
           *[other] { $toll } kolikkoa
        }
       *[other] { $toll ->
            [1] yhden
           *[other] kahden
        } kolikon tullilla
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
       *[other] { sb-a-number } { $case ->
            [nom] jonka tulli on { $toll ->
                [one] yksi kolikko
                [2] kaksi kolikkoa
               *[other] { $toll } kolikkoa
            }
           *[other] { $toll ->
                [1] yhden
               *[other] kahden
            } kolikon tullilla
        }
    }
}
# Pelaaja yhden paikan kuulemana. $form "object": jolle maksetaan, nominatiivissa, koska nimi ei taivu ("saajana Ann").
sb-player = { $who ->
    [you] { $start ->
        [yes] sinä
       *[no] { $form ->
            [object] sinä
           *[subject] sinä
        }
    }
   *[other] { $form ->
        [object] { $name }
       *[subject] { $name }
    }
}
sb-ranked = { $player } { $value }

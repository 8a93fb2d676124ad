## Cartes, pièces et joueurs (rules/cards.py) : les morceaux que les autres messages reçoivent en valeurs.
## Le nombre d'une carte est toujours un mot (« un sept ») ; les chiffres sont des quantités et des places.

sb-number = { $number ->
    [0] Skip-Bo
    [1] un
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
    [6] six
    [7] sept
    [8] huit
    [9] neuf
    [10] dix
    [11] onze
   *[12] douze
}
# Une carte comme la main ou une pile de défausse la nomme.
sb-card-words = { $toll ->
    [0] { sb-number }
   *[other] { sb-number } avec un péage { $toll ->
        [one] d'une pièce
       *[other] de { $toll } pièces
    }
}
# Avec l'article : ce qui suit « jouez » (« jouez le sept »).
sb-card-name = { $number ->
    [0] la carte Skip-Bo
   *[other] { $toll ->
        [0] le { sb-number }
       *[other] le { sb-card-words }
    }
}
sb-a-number = { $number ->
    [0] une carte Skip-Bo
    [1] une carte un
   *[other] un { sb-number }
}
sb-a-card = { $number ->
    [0] une carte Skip-Bo
   *[other] { $toll ->
        [0] { sb-a-number }
       *[other] { sb-a-number } avec un péage { $toll ->
            [one] d'une pièce
           *[other] de { $toll } pièces
        }
    }
}
# « vous » ou le nom ; $form "object" après « chez » ou « pour ».
sb-player = { $who ->
    [you] { $start ->
        [yes] Vous
       *[no] { $form ->
            [object] vous
           *[subject] vous
        }
    }
   *[other] { $name }
}
sb-ranked = { $player } { $value }

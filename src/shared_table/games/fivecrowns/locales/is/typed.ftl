## Það sem leikmaður getur skrifað um spil auk heitanna í cards.ftl (words/reading_typed_cards.py). Listar eru
## aðskildir með kommum; {""} þegar enginn er.

## Orð á undan heiti spils sem segja ekki hvaða spil: íslenska hefur engan óákveðinn greini.
fc-typed-articles = {""}

## "yes": spil er skrifað í einu orði, sortin fyrst ("hjartanía", "spaðakóngur").
fc-typed-compounds = yes

## Aðrar myndir gildisins: þolfall, þágufall og eignarfall ("henda hjartaníu", "spaðakóng").
fc-typed-forms = { $rank ->
    [3] þrist, þristi, þrists
    [4] fjarka
    [5] fimmu
    [6] sexu
    [7] sjöu
    [8] áttu
    [9] níu
    [10] tíu
    [11] gosa, g
    [12] drottningu, dömu
    [13] kóng, kóngi, kóngs
    [joker] jókerinn, jókernum, jókers
   *[other] {""}
}
fc-typed-letters = { $rank ->
    [11] g
    [12] d
   *[other] {""}
}

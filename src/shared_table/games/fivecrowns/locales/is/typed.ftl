## Það sem leikmaður getur skrifað um spil auk heitanna í cards.ftl (words/reading_typed_cards.py). Listar eru
## aðskildir með kommum; {""} þegar enginn er.

## Orð á undan heiti spils sem segja ekki hvaða spil: íslenska hefur engan óákveðinn greini.
fc-typed-articles = {""}

## "yes": spil er skrifað í einu orði, sortin fyrst ("hjartanía", "spaðakóngur").
fc-typed-compounds = yes

## Aðrar myndir gildisins: þolfall, þágufall og eignarfall ("henda hjartaníu", "spaðakóng").
fc-typed-forms = { $rank ->
    [3] þrist, þristi, þrists, þristinum, þristinn
    [4] fjarka, fjarkanum, fjarkann
    [5] fimmu, fimmunni, fimmuna
    [6] sexu, sexunni, sexuna
    [7] sjöu, sjöunni, sjöuna
    [8] áttu, áttunni, áttuna
    [9] níu, níunni, níuna
    [10] tíu, tíunni, tíuna
    [11] gosa, g, gosanum, gosann
    [12] drottningu, dömu, drottningunni, drottninguna
    [13] kóng, kóngi, kóngs, kónginum, kónginn
    [joker] jókerinn, jókernum, jókers
   *[other] {""}
}
fc-typed-letters = { $rank ->
    [11] g
    [12] d
   *[other] {""}
}

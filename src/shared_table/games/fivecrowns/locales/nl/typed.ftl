## Wat een speler van een kaart mag typen naast de namen in cards.ftl (words/reading_typed_cards.py). Lijsten
## zijn gescheiden door komma's; {""} als er geen zijn.

## Woorden voor de naam van een kaart die niet zeggen welke kaart: lidwoorden ("de schoppenheer").
fc-typed-articles = de, het, een, 'n

## "yes": een kaart wordt ook als één woord geschreven, de kleur eerst ("schoppenheer", "hartenvrouw").
fc-typed-compounds = yes

## Andere vormen van het woord van een waarde: Nederlands heeft ze niet nodig.
fc-typed-forms = { $rank ->
   *[other] {""}
}
fc-typed-letters = { $rank ->
    [11] b
    [12] v
    [13] h
   *[other] {""}
}

# Navn som kan forveksles med en annens eller ikke synes (core/safe_text.py, check_name).
table-name-invisible = { $option }: et navn kan ikke inneholde tegn som ikke synes, som nullbredde-mellomrom, fylltegn eller merker; skriv det med bokstaver som synes
table-name-no-letters = { $option }: et navn må ha minst én bokstav eller ett siffer, så det kan leses høyt; bruk et navn som Sam
table-name-list = { $option }: et navn er én persons, så det kan ikke ha komma eller ordet og mellom navn; hver person blir med under sitt eget navn
table-name-mixed-scripts = { $option }: et navn kan ikke blande alfabeter med bokstaver som ligner hverandre, som latinske med kyrilliske eller greske; skriv det med ett alfabet
table-name-looks-like = { $option }: dette navnet ligner { $other }, som sitter ved bordet; velg et navn som ser annerledes ut, for eksempel med forbokstaven i etternavnet ditt

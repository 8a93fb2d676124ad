# Nöfn sem gætu talist nafn annars eða ekkert (core/safe_text.py, check_name).
table-name-invisible = { $option }: nafn má ekki innihalda tákn sem sjást ekki, eins og núllbreið bil, fyllitákn eða merki; skrifaðu það með stöfum sem sjást
table-name-no-letters = { $option }: nafn þarf að minnsta kosti einn bókstaf eða tölustaf svo að hægt sé að lesa það upphátt; notaðu nafn eins og Sam
table-name-list = { $option }: nafn er einnar manneskju, svo það má ekki hafa kommu eða orðið og milli nafna; hver og einn kemur inn með sitt eigið nafn
table-name-mixed-scripts = { $option }: nafn má ekki blanda saman stafrófum með stöfum sem líkjast, eins og latneskum og kyrillískum eða grískum; skrifaðu það með einu stafrófi
table-name-looks-like = { $option }: þetta nafn líkist { $other }, sem situr við borðið; veldu nafn sem lítur öðruvísi út, til dæmis með fyrsta staf eftirnafns þíns

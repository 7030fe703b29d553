# Was eine Aufforderung außer ihrer Entscheidung sagt: was der Spieler zuletzt
# getan hat, was seitdem geschah, und die Fakten, von denen die Entscheidung abhängt.

## Die letzte eigene Entscheidung des Spielers. $by: player | ai;
## $round: die Runde, in der sie fiel.
record-boasted = { $by ->
    [ai] 🤖 Die KI hat für dich **{ $boast }** angesagt
   *[player] ✅ Du hast **{ $boast }** angesagt
} · Runde { $round }
record-doomed = { $by ->
    [ai] 🤖 Die KI hat für dich **VERLOREN!** gerufen
   *[player] ✅ Du hast **VERLOREN!** gerufen
} · Runde { $round }
record-side = { $by ->
    [ai] 🤖 Die KI hat für dich { $side } gewählt
   *[player] ✅ Du hast { $side } gewählt
} · Runde { $round }
record-anted = { $by ->
    [ai] 🤖 Die KI hat für dich { $card } gesetzt
   *[player] ✅ Du hast { $card } verdeckt gesetzt
} · Runde { $round }
record-gave = { $by ->
    [ai] 🤖 Die KI hat für dich { $cards } zur Jagd beigesteuert
   *[player] ✅ Du hast { $cards } verdeckt zur Jagd beigesteuert
} · Runde { $round }
record-picked = { $by ->
    [ai] 🤖 Die KI hat für dich { $card } aus der Beute genommen
   *[player] ✅ Du hast { $card } aus der Beute genommen
} · Runde { $round }

## Seit der letzten Entscheidung des Spielers (je eine Zeile).
recap-title = Seit deinem letzten Zug
# $boasts: „Bilal 🐦 3 Vögel in 2 Tagen → Cora 🐦 4 Vögel in 2 Tagen“.
recap-boasts = 🗣️ Ansagen: { $boasts }
recap-doomed = 💀 { $doomer } hat **VERLOREN!** gerufen: { $hunter } führt die Jagd auf **{ $target }** an.
recap-sides = ⚔️ Jäger: { $hunters } · 💀 Schwarzseher: { $doomers }
# $outcome: success | nanuk | too-few | unfinished.
recap-hunt = { $outcome ->
    [success] 🎉 Die Jagd auf **{ $target }** ist gelungen ({ $counted } heimgebracht).
    [nanuk] 💀 Die Jagd auf **{ $target }** war verloren: Nanuk schlug an Tag { $day } zu.
    [too-few] 💀 Die Jagd auf **{ $target }** ist gescheitert: nur { $counted } heimgebracht.
   *[unfinished] ❄️ Die Jagd auf **{ $target }** blieb unvollendet: Niemand hat damit gepunktet.
}
# $winners: eine Namensliste.
recap-pot = 🎁 Die Beute ging an { $winners }.
recap-you-took = Du hast { $cards } genommen.
recap-season = 🏁 Saison { $season } ist vorbei. Sieg für { $winners }.

## Die Fakten zur Entscheidung.
# $standing: eine Ansage; $who: ein fetter Name.
fact-standing = Aktuelle Ansage: **{ $standing }** von { $who }.
fact-leaders = ⚔️ Jagdleiter: { $hunter } · 💀 Anführer der Schwarzseher: { $doomer } · Ziel **{ $target }**
# $hunters: „Aput (gab 2), Bilal (steht noch aus)“.
fact-hunters = Jäger: { $hunters }
fact-hunter-gave = { $name } (gab { $count })
fact-hunter-to-come = { $name } (steht noch aus)
fact-you = du
fact-you-give-last = Du steuerst zuletzt bei: Die Karten werden nach deinen aufgedeckt.
fact-days = Die Jagd dauert { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}.
# $cards: die Karten der Beute.
fact-pot = Beute: { $cards }
# $order: eine Namensliste; $left: deine verbleibenden Wahlen, diese eingeschlossen.
fact-pick-order = Reihenfolge: { $order }. { $left ->
    [one] Das ist deine letzte Wahl.
   *[other] Du wählst noch { $left }-mal, dieses Mal eingeschlossen.
}
fact-your-pile = Dein Wertungsstapel: { $cards }
fact-your-pile-empty = Dein Wertungsstapel ist leer.

# Die Hand

# $location: wo die Partie gespielt wird („#nanuk auf Arctic Club“).
hand-title = Nanuk · { $location }
hand-not-started = Die Partie hat noch nicht begonnen.
hand-timed-out = ⏱️ Deine Zeit für den Zug ist abgelaufen, deshalb spielt die KI für dich. Drück **Platz zurückholen**, um wieder selbst zu spielen.
button-reclaim = Platz zurückholen
# $until: ein Discord-Zeitstempel.
hand-away = 💤 Du bist bis { $until } abwesend, deshalb spielt eine KI in all deinen Partien für dich. Drück **{ button-back }**, um wieder selbst zu spielen.
hand-away-open = 💤 Du bist abwesend, deshalb spielt eine KI in all deinen Partien für dich. Drück **{ button-back }**, um wieder selbst zu spielen.
button-back = Bin wieder da

## Die Hand eines Spielers (per DM oder privat).
hand-empty = Deine Hand ist leer.
# $side: „⚔️ Jagd“.
hand-your-side = Deine Seite: { $side }
hand-your-ante = Dein Einsatz, verdeckt: { $card }
hand-you-gave = Dein Beitrag zur Jagd, verdeckt: { $cards }
hand-your-hand = Deine Hand · Nanuk · { $location }
hand-your-hand-prompt = Deine Hand
# Der Titel des Felds der Aufforderung.
hand-now = Jetzt
hand-footer = Partie #{ $game } · das Spielbrett im Thread der Partie zeigt den Tisch
hand-board-link = Partie #{ $game } · zum Spielbrett
hand-nothing = In diesen DMs gibt es gerade nichts zu entscheiden.
status-over-plain = Die Partie ist vorbei.

## Aufforderungen.
prompt-open-boasting = **Eröffne die Ansagen**: Nenne ein Tier, wie viele und in wie vielen Tagen. Wähle eine Schnellansage oder stell dir eine mit den Menüs zusammen.
prompt-boast = **Du bist mit der Ansage dran.** Überbiete die aktuelle Ansage oder ruf **VERLOREN!**, wenn du sie für unmöglich hältst.
# $leader: ein fetter Name; $target: eine Ansage; $sides: secret | sequential.
prompt-side = **Jagd oder Unheil?** { $leader } führt die Jagd auf **{ $target }** an. { $sides ->
    [sequential] Deine Wahl ist sofort öffentlich.
   *[secret] Deine Wahl bleibt geheim, bis alle gewählt haben.
}
prompt-ante = **Setz deinen Einsatz**: eine Karte, verdeckt. Nach der Jagd geht sie an die Gewinner.
prompt-contribute = **Steuere zur Jagd bei**: eine oder mehrere Karten, verdeckt. Zieltiere zählen, Inuksuks schützen vor Nanuk.
prompt-pick = **Du wählst**: Nimm eine Karte aus der Beute.

## Bedienelemente.
button-ante = { $card } setzen
placeholder-pick = Wähle eine Karte aus der Beute
placeholder-animal = Tier
placeholder-how-many = Wie viele
placeholder-days = Tage
option-animals = { $count ->
    [one] { $count } Tier
   *[other] { $count } Tiere
}
option-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
button-boast = { $boast } ansagen
button-does-not-raise = { $boast } reicht nicht
button-doom = VERLOREN!
# Öffnet den Ansage-Baukasten (Menüs für Tier, Anzahl und Tage).
button-other-boast = Andere Ansage…
placeholder-contribute = Wähle die Karten für die Jagd
# $cards: eine Karte oder eine Kartenliste.
button-contribute = { $cards } beisteuern
button-contribute-all = Alle { $count } beisteuern

## /nanuk tipp.
hint-boast = **{ $boast }** ansagen
hint-doom = die aktuelle Ansage für **verloren** erklären
hint-side = **{ $side }** wählen
hint-ante = **{ $card }** setzen
hint-contribute = **{ $cards }** beisteuern
hint-pick = **{ $card }** nehmen
# $what: eine der hint-*-Aktionen.
hint-would = 💡 An deiner Stelle würde die starke KI { $what }.
# $about: boast | standing | hunt; $percent: eine ganze Zahl; $expected: die
# Tiere, die die Jäger voraussichtlich zählen (eine Nachkommastelle);
# $animals: der Name des Tiers (Plural); $count: die Tiere, die die Jagd braucht.
hint-chance = { $about ->
    [boast] Diese Ansage hat
    [standing] Die aktuelle Ansage hat
   *[hunt] Die Jagd hat
} eine Erfolgschance von **{ $percent } %**; die Jäger dürften etwa { $expected } { $animals } zählen (nötig: { $count }).
hint-footnote = -# Berechnet aus dem, was du sehen kannst, wie bei jedem Spieler: ein Rat, kein Versprechen.

# Das öffentliche Spielbrett und was es mit anderen Anzeigen teilt.

## Namen der Plätze. $name: der Name des Spielers; $level: eine KI-Stufe.
name-ai = 🤖 { $name }
name-ai-level = 🤖 { $name } ({ $level })

## Hinweise zu Plätzen, die eine KI für eine Person spielt.
note-stand-in-timed-out = ⏱️ Die KI spielt für { $name } (Zeit abgelaufen) bis zur nächsten eigenen Aktion.
note-stand-in-left = 🤖 { $name } ist gegangen; eine KI spielt den Platz.
note-stand-in-replaced = 🤖 Eine KI spielt den Platz von { $name }.
# $until: ein Discord-Zeitstempel (jeder sieht ihn in seiner Zeitzone).
note-stand-in-away = 💤 { $name } ist bis { $until } abwesend; eine KI springt ein.
note-stand-in-away-open = 💤 { $name } ist abwesend; eine KI springt ein.

footer-game = Partie #{ $game }

## Das Embed des Spielbretts.
board-title = Nanuk · Runde { $round }
board-title-seasons = Nanuk · Saison { $season } von { $seasons } · Runde { $round }
# $wind: wind-clockwise oder wind-counter-clockwise; $first: ein fetter Name.
board-wind = 🌬️ Wind: { $wind } · Startspieler: { $first }
board-winter = ❄️ **Der Winter naht**: Dies ist die letzte Jagd der Saison.
board-table = Tisch (in Windrichtung)
board-standing = Aktuelle Ansage
# $boast: „🐟 5 Fische in 2 Tagen“; $name: ein fetter Name.
board-standing-by = **{ $boast }** von { $name }
board-leaders = Anführer
board-leaders-value = ⚔️ Jagdleiter: { $hunt }
    💀 Anführer der Schwarzseher: { $doom }
board-hunt = Die Jagd
board-antes = Einsätze
board-rewards = Belohnungen
# $pot: eine Kartenliste; $each: Karten pro Gewinner; $left: noch zu nehmende Karten.
board-rewards-value = Beute: { $pot }
    { $name } wählt jetzt ({ $each } pro Kopf; noch { $left ->
        [one] { $left } Karte
       *[other] { $left } Karten
    } zu nehmen)
board-piles = Wertungsstapel
# $points: ohne den Nanuk-Bonus, der bis zum Saisonende nur vorläufig ist
# ($bonus: der aktuelle Stand, 0 für keinen).
board-pile = { $name }: **{ $points }** Pkt.{ $bonus ->
    [0] {""}
   *[other] {" "}+ 🐻‍❄️{ $bonus } bisher
} · { $cards }
board-season-totals = Saisonsummen
# $cards: Karten im Nachziehstapel.
board-footer = Nachziehstapel: { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
} · Partie #{ $game }
board-pick-placeholder = { $name }: Wähle eine Karte
board-my-hand = Meine Hand
board-follow = Folgen
board-unfollow = Entfolgen

## Die Phase oben auf dem Spielbrett. $name: ein fetter Name; $waiting: eine Liste.
status-boasting = 🗣️ **Ansagen**: { $name } ist dran
status-sides-in-turn = 🔔 **Seitenwahl** reihum: { $name } ist dran
status-sides-secret = 🔔 **Geheime Seitenwahl**: Wir warten auf { $waiting }
status-antes = 🪙 **Einsätze**: Wir warten auf { $waiting }
status-contributing = 🃏 **Jagdplanung**: { $name } steuert bei
status-picking = 🎁 **Belohnungen**: { $name } wählt
status-over = 🏁 **Die Partie ist vorbei.**

## Die Zeile eines Platzes am Tisch.
table-side-chosen = ✉️ gewählt
table-anted = gesetzt
# $count: zur Jagd beigesteuerte Karten.
table-gave = gab { $count }

## Die Jagd. $card: die Karte eines Tages („3 🦌“).
hunt-day-nanuk-held = { $card } (Nanuk, abgewehrt)
hunt-day-nanuk = { $card } (**Nanuk!**)
hunt-target = Ziel **{ $boast }** · gezählt **{ $counted }/{ $count }** · Schutz übrig: { $protections }
hunt-hunters-cards = Karten der Jäger: { $cards }
# $drawn: gezogene Tage; $days: angesagte Tage; $draws: die gezogenen Karten.
hunt-days = Tage { $drawn }/{ $days }: { $draws }
hunt-winter-came = ❄️ Der Winter kam an Tag { $day }.
hunt-outcome-success = 🎉 Erfolg: Die Jäger teilen sich die Beute.
hunt-outcome-nanuk = 💀 Nanuk: Die Schwarzseher teilen sich die Beute.
hunt-outcome-too-few = 💀 Zu wenig: Die Schwarzseher teilen sich die Beute.
hunt-outcome-unfinished = ❄️ Unvollendet: Niemand punktet damit.

# Der Name des Threads, in dem eine Partie gespielt wird (höchstens 100 Zeichen).
thread-name = Nanuk-Partie #{ $game }

# Private Antworten auf Klicks auf Buttons und Menüs.

press-unknown-control = Dieses Bedienelement ist nicht mehr in Gebrauch.
press-leaderboard-server-only = Die Rangliste gehört zu einem Server: Nutze `/nanuk rangliste` dort.
press-leaderboard-failed = Ich konnte die Rangliste gerade nicht lesen; bitte versuch es gleich noch einmal.
press-not-a-boast = Diese Ansage kann niemand machen.
press-not-your-cards = Das sind keine Karten aus deiner Hand.
press-choose-a-card = Wähle eine Karte aus der Beute.
press-nothing-to-pick = Gerade gibt es nichts zu wählen.
press-not-your-pick = Du bist nicht dran: { $name } wählt jetzt.
# $channel: eine Kanal-ID (daraus wird eine Erwähnung).
press-elsewhere = Dieses Bedienelement gehört zu Nanuk-Partie #{ $game } in <#{ $channel }>; hier bewirkt es nichts.
press-lobby-only = Dieses Bedienelement funktioniert nur an der Lobby-Nachricht der Partie.
press-hand-only = Dieses Bedienelement gehört zu deiner eigenen Hand: Drück **Meine Hand** auf dem Spielbrett oder nutze `/nanuk hand`.

# Befehle

## Fehler und Ablehnungen, die alle Befehle teilen.
command-sorry = Bei mir ist etwas schiefgegangen; bitte versuch es gleich noch einmal.
command-pick-a-subcommand = Wähle einen der `/nanuk`-Unterbefehle aus der Liste, z. B. `/nanuk starten`.
# Folgt auf eine Ablehnung wegen einer veralteten App.
command-stale-client = Deine Discord-App zeigt vielleicht eine alte Version des Befehls. Starte Discord neu (oder warte eine Minute) und wähle die Optionen aus der Liste.
# $advice: command-stale-client.
command-unknown = Den Befehl `/{ $command }` kenne ich nicht: { $advice }
command-unknown-option = Dieser Befehl hat keine Option `{ $option }`, daher ist nichts passiert: { $advice }
command-unreadable-value = Der Wert `{ $value }` passt nicht zu seiner Option: Jede Option zeigt die Werte, die sie annimmt (z. B. eine Anzahl von 1 bis 27, Tage von 1 bis 12). Bitte versuch es noch einmal.
command-unreadable-option = Eine der Optionen hat einen Wert, mit dem ich nichts anfangen kann: Jede Option zeigt die Werte, die sie annimmt. Bitte versuch es noch einmal.
# $what: missing | range | kind | other
command-mismatched-options = Ich konnte diesen Befehl nicht ausführen: { $what ->
    [missing] Eine nötige Option fehlt
    [range] Ein Wert liegt außerhalb des Bereichs seiner Option
    [kind] Eine Option hat die falsche Art von Wert
   *[other] Seine Optionen sind nicht die, die ich erwarte
}; { $advice }
# $command: der Befehl wie eingegeben, z. B. `/nanuk entfernen`.
command-server-only = { $command } funktioniert nur in einem Serverkanal: Nutze den Befehl dort, wo die Partie läuft.
command-no-game-here = In diesem Kanal gibt es keine Nanuk-Partie: Eröffne eine mit `/nanuk starten`.
command-no-games = Du spielst gerade in keiner Nanuk-Partie.
# $places: eine Liste, wo die Partien laufen.
command-several-games = Du spielst in mehreren Partien ({ $places }): Nutze diesen Befehl dort, wo die Partie läuft (in ihrem Thread oder Kanal).

## /nanuk hand, ansagen, verloren, status.
# $why: der Satz der Regel.
command-not-a-boast = Das ist keine gültige Ansage: { $why }
# $boast: „5 Fische in 2 Tagen“.
command-you-boast = Du sagst **{ $boast }** an.
command-you-doom = Du rufst **VERLOREN!**
command-game-ended = Partie #{ $game } ist beendet.
# $waiting: command-waits-for oder Ähnliches.
command-board-again = { $waiting } Das Spielbrett steht unten noch einmal.
command-lobby-open = Die Lobby ist offen: Der Gastgeber startet die Partie.
command-waits-for-nobody = Die Partie wartet gerade auf niemanden.
# $names: eine Liste fetter Namen.
command-waits-for = Die Partie wartet auf { $names }.

## Berechtigungen des Bots, wie Discord sie nennt.
permission-view-channel = Kanäle ansehen
permission-send-messages = Nachrichten senden
permission-embed-links = Links einbetten
# $doing: lobby | rematch; $names: eine Liste von Berechtigungen; $count: wie viele.
access-cannot-host = Ich kann hier { $doing ->
    [rematch] die Revanche nicht eröffnen
   *[lobby] keine Lobby eröffnen
}: Mir { $count ->
    [one] fehlt die Berechtigung
   *[other] fehlen die Berechtigungen
} { $names } in diesem Kanal. Bitte einen Server-Admin, sie mir zu erteilen, oder nutze einen anderen Kanal.

## /nanuk starten, verlassen, entfernen, abbrechen.
# $channel: die Kanal-ID (daraus wird eine Erwähnung).
command-thread-of-game = In diesem Thread wird Partie #{ $game } gespielt: Eröffne eine neue Partie in <#{ $channel }>.
command-lobby-opened = Deine Lobby ist offen (Partie #{ $game }): Ihre Nachricht mit **Beitreten** und **Starten** steht in diesem Kanal. Nanuk braucht 5 bis 8 Plätze; **KI hinzufügen** füllt leere Plätze auf.
# $sentence: refusal-channel-busy; $link: ein Link zur Partie.
command-channel-busy-here = { $sentence } Sie ist hier: { $link }
command-left-lobby = Du hast die Lobby von Partie #{ $game } verlassen.
command-left-game = Du hast Partie #{ $game } verlassen: Ab jetzt spielt eine KI deinen Platz.
command-kicked-from-lobby = { $name } ist nicht mehr in der Lobby.
command-kicked-from-game = Ab jetzt spielt eine KI den Platz von { $name }.
command-cancelled = Partie #{ $game } ist abgebrochen.

## /nanuk üben.
practice-in-dms = Deine Übungspartie #{ $game } ist in unseren DMs: { $link }
practice-own-dm-only = Eine Übungspartie wird in deinen eigenen DMs mit mir gespielt: Nutze `/nanuk üben` dort oder auf einem Server.
practice-no-dm = Ich konnte deine DMs gerade nicht erreichen; bitte versuch es gleich noch einmal.
practice-hello = 🎯 Deine Übungspartie wird hier gespielt: Spielbrett, Hand und Ergebnisse, jederzeit mit `/nanuk tipp`. Sie wird nicht gewertet.
practice-dms-closed = Ich kann dir keine DMs schicken, und dort wird eine Übungspartie gespielt: Erlaube Direktnachrichten von Mitgliedern dieses Servers (Privatsphäre-Einstellungen) und versuch es dann noch einmal.

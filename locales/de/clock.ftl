# Die Bedenkzeit (Issue 29): das Zeitkonto jedes Spielers, das nur läuft,
# während die Partie auf ihn wartet, plus ein Bonus pro Entscheidung.

## Die Lobby-Nachricht. $bank, $increment: Dauern („3 Tage“, „12 Stunden“).
clock-lobby = Bedenkzeit: { $bank } pro Spieler, plus { $increment } pro Entscheidung; ist ein Zeitkonto leer, spielt eine KI den Platz, bis sein Spieler zurück ist
clock-lobby-no-increment = Bedenkzeit: { $bank } pro Spieler, kein Bonus pro Entscheidung; ist ein Zeitkonto leer, spielt eine KI den Platz, bis sein Spieler zurück ist

## /nanuk bedenkzeit, privat an den Gastgeber. $clock: die Bedenkzeit-Zeile der Lobby.
clock-set = Erledigt. { $clock }
clock-removed = Diese Lobby hat jetzt keine Bedenkzeit.

## /nanuk einstellungen: die Zeile der Bedenkzeit, wie `settings-line`.
## $value: die Bedenkzeit; $whose: server | bot.
clock-settings-line = **Bedenkzeit:** { $value }{ $whose ->
    [bot] {" "}{ settings-bot-default }
   *[server] {""}
}
# $bank, $increment: Dauern.
clock-settings-value = { $bank }, plus { $increment } pro Entscheidung
clock-settings-none = keine

## Das Spielbrett: eine Zeile mit dem Zeitkonto jedes Spielers.
# $banks: die Einträge der Spieler, verbunden mit „ · “.
clock-board = ⏳ Restzeit: { $banks }
# Eine stehende Uhr. $name: der Spieler; $left: eine kurze Zeit („2 Tg. 4 Std.“).
clock-board-seat = { $name } { $left }
# Eine laufende Uhr (die Partie wartet auf ihn). $when: ein Discord-Zeitstempel,
# der sich „in 2 Tagen“ liest.
clock-board-seat-running = **{ $name }**: Zeit endet { $when }
# Kurze Zeiten für das Spielbrett.
clock-short-days = { $days } Tg. { $hours } Std.
clock-short-hours = { $hours } Std. { $minutes } Min.
clock-short-minutes = { $minutes } Min.

## Ablehnungen. $min, $max: Dauern.
clock-refusal-bank = Das Zeitkonto der Bedenkzeit muss mindestens { $min } und höchstens { $max } betragen.
clock-refusal-increment = Der Bonus der Bedenkzeit darf höchstens { $max } betragen.

## Die Aufforderung per DM. $when: ein Discord-Zeitstempel, der sich „in 2 Tagen“ liest.
clock-prompt = ⏳ Deine Bedenkzeit läuft { $when } ab.

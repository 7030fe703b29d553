# Kurze Nachrichten über Plätze und den Lauf der Partie, Erinnerungen,
# Folgen, Revanchen und Übungspartien.

# $who: eine Erwähnung oder ein fetter Name.
notice-timed-out = ⏱️ { $who } hat keine Zeit mehr: Eine KI spielt den Platz bis zur nächsten eigenen Aktion.
notice-left = 🤖 { $name } hat die Partie verlassen: Ab jetzt spielt eine KI den Platz.
notice-kicked = 🤖 { $name } wurde aus der Partie entfernt: Ab jetzt spielt eine KI den Platz.
notice-replaced = 🤖 Ab jetzt spielt eine KI den Platz von { $name }.
notice-stand-in = ⏱️ Eine KI spielt den Platz von { $name } bis zur nächsten eigenen Aktion.
notice-away = 💤 { $name } ist abwesend: Eine KI spielt den Platz bis zur Rückkehr.
notice-reclaimed = 👋 { $name } ist zurück und spielt wieder selbst.
notice-everyone-left = 🛑 Alle Spieler haben Partie #{ $game } verlassen, daher endete sie ohne Ergebnis.
notice-cancelled = 🛑 Partie #{ $game } wurde abgebrochen: Ihre Buttons tun nichts mehr.
board-cancelled = 🛑 **Diese Partie wurde abgebrochen.**

# Worauf die Partie bei einem Spieler wartet („die Partie wartet darauf,
# dass du ...“). $decision: raise | open | side | ante | contribute | pick
waiting-for-you = { $decision ->
    [raise] die Ansage überbietest oder „VERLOREN!“ rufst
    [open] die erste Ansage machst
    [side] Jagd oder Unheil wählst
    [ante] eine Karte setzt
    [contribute] Karten zur Jagd beisteuerst
   *[pick] eine Karte aus der Beute wählst
}
# $location: wo die Partie gespielt wird.
notice-your-turn = 🔔 Du bist dran · { $location }: Die Partie wartet darauf, dass du { waiting-for-you }.
# $mention: die Erwähnung des Spielers; $last: yes | no (der Letzte, auf den
# die Jagd wartet); $place: dm | hand.
notice-reminder = ⏰ { $mention }, die Partie wartet darauf, dass du { waiting-for-you }.{ $last ->
    [yes] {" "}Die Jagd wartet nur noch auf dich.
   *[no] {""}
} { $place ->
   *[dm] Entscheide in deinen DMs oder hier mit `/nanuk hand`.
    [hand] Entscheide hier mit `/nanuk hand`.
}
# $user: eine Benutzer-ID (daraus wird eine Erwähnung).
notice-your-pick = 🎁 <@{ $user }>, du wählst: Nimm mit dem Menü auf dem Spielbrett eine Karte aus der Beute.
# $decision: wie bei notice-your-turn.
notice-your-turn-here = 🔔 <@{ $user }>, die Partie wartet darauf, dass du { waiting-for-you }. Spiel hier mit `/nanuk hand`.
notice-dms-closed = 📪 <@{ $user }>, ich kann dir keine Direktnachrichten schicken, deine Hand kommt also nicht per DM: Nutze `/nanuk hand` in diesem Kanal, um sie zu sehen und zu spielen.

## Eine Hand, deren Platz endgültig abgegeben ist.
hand-left = Du hast diese Partie verlassen: Eine KI spielt jetzt deinen Platz.
hand-kicked = Du wurdest aus dieser Partie entfernt: Eine KI spielt jetzt deinen Platz.
hand-replaced = Eine KI spielt jetzt deinen Platz.

## Einer Partie folgen.
follow-on = 🔭 Du folgst Partie #{ $game }: Ich schicke dir per DM den Ausgang jeder Jagd und das Ende. Drück **Entfolgen** auf dem Spielbrett, um aufzuhören.
follow-already = 🔭 Du folgst Partie #{ $game } bereits.
follow-off = Du folgst Partie #{ $game } nicht mehr.
follow-not = Du bist Partie #{ $game } nicht gefolgt.
# $link: ein Link zu den Ergebnissen.
follow-game-over = 🏁 Die Partie ist vorbei: [der Endstand]({ $link }).
# $winners: eine Liste fetter Namen; $points: ihre Punktzahl.
follow-game-over-won = 🏁 Die Partie ist vorbei. Sieg für { $winners } mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}. [Der Endstand]({ $link })
# $text: was passiert ist.
follow-moment = 🔭 Nanuk-Partie #{ $game } · { $location }:
    { $text }

## Revanchen. $host: eine Benutzer-ID; $old, $new: Partienummern.
rematch-opened = 🔁 <@{ $host }> hat eine Revanche für Partie #{ $old } eröffnet: die Lobby von Partie #{ $new }.
# $mentions: die Erwähnungen der eingeladenen Spieler.
rematch-invite = { $mentions }: Drückt **Beitreten** in der neuen Lobby, um noch einmal zu spielen.
rematch-already-open-link = Partie #{ $game } ist in diesem Kanal schon offen: { $link }
rematch-already-open = Partie #{ $game } ist in <#{ $channel }> schon offen.

## Übung. $ai: KI-Spieler.
practice-started = 🎯 Übungspartie #{ $game } beginnt: du und { $ai } KI-Spieler. Spielbrett und Hand folgen in diesem Chat; `/nanuk tipp` geht jederzeit, und die Partie wird nicht gewertet. Lass sie ruhig tagelang liegen: Sie wartet auf dich.
practice-running-link = Deine Übungspartie #{ $game } läuft noch in unseren DMs (Spielbrett: { $link }): Spiel sie zu Ende oder beende sie dort mit `/nanuk abbrechen`, dann starte eine neue.
practice-running = Deine Übungspartie #{ $game } läuft noch in unseren DMs: Spiel sie zu Ende oder beende sie dort mit `/nanuk abbrechen`, dann starte eine neue.

# Abwesenheit (`/nanuk abwesend`). $until: ein Discord-Zeitstempel (jeder sieht
# ihn in seiner Zeitzone); $games: die laufenden Partien, in denen jetzt eine KI
# für den Spieler spielt.
away-started = 💤 Du bist bis { $until } abwesend. { $games ->
    [0] Du sitzt gerade in keiner laufenden Partie; jede Partie, der du beitrittst, beginnt mit einer KI für dich.
    [one] Eine KI spielt für dich in deiner laufenden Partie und in jeder deiner Partien, die in der Zwischenzeit beginnt.
   *[other] Eine KI spielt für dich in deinen { $games } laufenden Partien und in jeder deiner Partien, die in der Zwischenzeit beginnt.
} Du bekommst keine Erinnerungen. Drück einen beliebigen Button einer Partie oder nutze `/nanuk abwesend` mit „zurück“, um früher wieder da zu sein.
away-not-away = Du bist nicht abwesend: Du spielst deine Plätze selbst.
away-back-nothing = 👋 Willkommen zurück.
away-back = 👋 Willkommen zurück: Du spielst deine Plätze wieder selbst. Eine DM listet auf, was die KI für dich gespielt hat.
back-from-away = 👋 Willkommen zurück! Du spielst deine Plätze wieder selbst. Während du weg warst, hat eine KI für dich gespielt:
# $game: ihre Nummer; $place: wo sie gespielt wird; $decisions: wie viele
# Entscheidungen die KI getroffen hat; $over: yes | no (die Partie endete inzwischen).
back-from-away-game = • Partie #{ $game } ({ $place }): { $decisions ->
    [0] nichts zu entscheiden
    [one] { $decisions } Entscheidung
   *[other] { $decisions } Entscheidungen
}{ $over ->
    [yes] {" "}(die Partie ist vorbei)
   *[no] {""}
}
# Die DM, die jeder menschliche Spieler am Ende bekommt. $location: wo die
# Partie gespielt wurde; $winners: eine Liste fetter Namen; $points: die
# Summe des Spielers; $place: sein Platz (Gleichstand teilt den besseren);
# $seats: wie viele; $link: der Endstand.
notice-game-over = 🏁 Deine Nanuk-Partie ({ $location }) ist vorbei. Sieg für { $winners }. Du hast { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} erzielt, Platz { $place } von { $seats }. [Der Endstand]({ $link })

# La pendule (issue 29) : la réserve de temps de chaque joueur, qui ne
# s'écoule que quand la partie l'attend, plus un ajout par décision.

## Le message du lobby. $bank, $increment : des durées (« 3 jours », « 12 heures »).
clock-lobby = Pendule : { $bank } par joueur, plus { $increment } par décision ; quand une réserve est épuisée, une IA joue à cette place jusqu'au retour de son joueur
clock-lobby-no-increment = Pendule : { $bank } par joueur, sans ajout par décision ; quand une réserve est épuisée, une IA joue à cette place jusqu'au retour de son joueur

## /nanuk pendule, en privé à l'hôte. $clock : la ligne de pendule du lobby.
clock-set = C'est réglé. { $clock }
clock-removed = Ce lobby n'a plus de pendule.

## /nanuk réglages : la ligne de la pendule, comme `settings-line`.
## $value : la pendule ; $whose : server | bot.
clock-settings-line = **Pendule :** { $value }{ $whose ->
    [bot] {" "}{ settings-bot-default }
   *[server] {""}
}
# $bank, $increment : des durées.
clock-settings-value = { $bank }, plus { $increment } par décision
clock-settings-none = aucune

## Le plateau : une ligne avec la réserve de chaque joueur.
# $banks : les entrées des joueurs, jointes par « · ».
clock-board = ⏳ Temps restant : { $banks }
# Une pendule arrêtée. $name : le joueur ; $left : une durée courte (« 2 j 4 h »).
clock-board-seat = { $name } { $left }
# Une pendule qui tourne (la partie attend ce joueur). $when : un horodatage
# Discord qui se lit « dans 2 jours ».
clock-board-seat-running = **{ $name }** : réserve épuisée { $when }
# Durées courtes pour le plateau.
clock-short-days = { $days } j { $hours } h
clock-short-hours = { $hours } h { $minutes } min
clock-short-minutes = { $minutes } min

## Refus. $min, $max : des durées.
clock-refusal-bank = La réserve de temps d'une pendule doit être comprise entre { $min } et { $max }.
clock-refusal-increment = L'ajout par décision d'une pendule ne peut pas dépasser { $max }.

## L'invite en MP. $when : un horodatage Discord qui se lit « dans 2 jours ».
clock-prompt = ⏳ Ta réserve de temps sera épuisée { $when }.

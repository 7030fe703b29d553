# /nanuk réglages : les valeurs par défaut d'un serveur pour les nouveaux lobbys.

settings-title = Réglages Nanuk de ce serveur
settings-saved = Enregistré. Les nouveaux lobbys de ce serveur démarrent avec ces options ; les lobbys et parties déjà ouverts gardent les leurs.
settings-shown = Les nouveaux lobbys de ce serveur démarrent avec ces options. Les options de `/nanuk lancer` passent avant ; Gérer le serveur permet de les modifier avec `/nanuk réglages`.
# $what : seasons | sides | timeout | reminders | stand-in | hints | ai ;
# $value : sa valeur ; $whose : server | bot.
settings-line = **{ $what ->
    [seasons] Saisons
    [sides] Camps
    [timeout] Délai par tour
    [reminders] Rappels
    [stand-in] Niveau du remplaçant
    [hints] Conseils
   *[ai] IA dans un nouveau lobby
} :** { $value }{ $whose ->
    [bot] {" "}{ settings-bot-default }
   *[server] {""}
}
settings-bot-default = *(valeur par défaut du bot)*
settings-never = jamais
settings-none = aucun
settings-on = oui
settings-off = non
# $sides : secret | sequential.
settings-sides = { $sides ->
    [sequential] chacun son tour, en public (règle optionnelle)
   *[secret] secrets, révélés ensemble
}
# $count : places d'IA ; $level : leur niveau.
settings-ai-seats = { $count } ({ $level })

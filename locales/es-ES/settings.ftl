# /nanuk ajustes: los valores por defecto de un servidor para salas nuevas.

settings-title = Ajustes de Nanuk de este servidor
settings-saved = Guardado. Las salas nuevas de este servidor empiezan con estas opciones; las salas y partidas ya abiertas conservan las suyas.
settings-shown = Las salas nuevas de este servidor empiezan con estas opciones. Las opciones de `/nanuk empezar` tienen prioridad; quien tenga Gestionar servidor las cambia con `/nanuk ajustes`.
# $what: seasons | sides | timeout | reminders | stand-in | hints | ai;
# $value: su valor; $whose: server | bot.
settings-line = **{ $what ->
    [seasons] Temporadas
    [sides] Bandos
    [timeout] Tiempo por turno
    [reminders] Recordatorios
    [stand-in] Nivel del sustituto
    [hints] Pistas
   *[ai] Plazas de IA en una sala nueva
}:** { $value }{ $whose ->
    [bot] {" "}{ settings-bot-default }
   *[server] {""}
}
settings-bot-default = *(por defecto del bot)*
settings-never = nunca
settings-none = ninguno
settings-on = sí
settings-off = no
# $sides: secret | sequential.
settings-sides = { $sides ->
    [sequential] por turnos, en público (regla opcional)
   *[secret] en secreto, revelados a la vez
}
# $count: plazas de IA; $level: su nivel.
settings-ai-seats = { $count } ({ $level })

# /nanuk configurações: os padrões de um servidor para novas salas.

settings-title = Configurações de Nanuk deste servidor
settings-saved = Salvo. Novas salas neste servidor começam com estas opções; salas e partidas já abertas mantêm as delas.
settings-shown = Novas salas neste servidor começam com estas opções. As opções de `/nanuk iniciar` têm prioridade; quem tem Gerenciar servidor muda estes padrões com `/nanuk configurações`.
# $what: seasons | sides | timeout | reminders | stand-in | hints | ai;
# $value: o valor; $whose: server | bot.
settings-line = **{ $what ->
    [seasons] Temporadas
    [sides] Lados
    [timeout] Tempo por turno
    [reminders] Lembretes
    [stand-in] Nível do substituto
    [hints] Dicas
   *[ai] Lugares de IA numa nova sala
}:** { $value }{ $whose ->
    [bot] {" "}{ settings-bot-default }
   *[server] {""}
}
settings-bot-default = *(padrão do bot)*
settings-never = nunca
settings-none = nenhum
settings-on = sim
settings-off = não
# $sides: secret | sequential.
settings-sides = { $sides ->
    [sequential] em turnos, em público (regra opcional)
   *[secret] em segredo, revelados juntos
}
# $count: lugares de IA; $level: o nível deles.
settings-ai-seats = { $count } ({ $level })

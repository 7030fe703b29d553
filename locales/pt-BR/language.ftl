# /nanuk idioma: de quem é o idioma, e as respostas.

# Cada idioma com o próprio nome: igual em todos os catálogos (um jogador
# procura seu idioma pelo nome que conhece).
# $code: en-US | fr | de | es-ES | pt-BR
language-own-name = { $code ->
    [fr] Français
    [de] Deutsch
    [es-ES] Español
    [pt-BR] Português (Brasil)
   *[en-US] English
}
# $language: language-own-name do idioma definido.
language-set-you = De agora em diante falo com você em { $language }: nas suas DMs, nos lembretes e nas minhas respostas para você.
# $language: o idioma atual do app do Discord do jogador.
language-auto-you = Falo com você no idioma do seu app do Discord: { $language } no momento.
# $language: o idioma definido do servidor.
language-set-server = As partidas deste servidor agora falam { $language } nas salas, tabuleiros e tópicos: as novas, e as que estão em andamento a partir da próxima mudança.
# $language: o idioma do servidor segundo o Discord agora.
language-auto-server = As partidas deste servidor falam o idioma do próprio servidor, segundo o Discord: { $language } no momento.
# $value: o que foi digitado; $offered: uma lista dos idiomas oferecidos.
language-not-offered = Não falo `{ $value }`. Falo { $offered }, ou auto.
language-server-needs-manage = Só membros que podem gerenciar este servidor definem o idioma dele.
language-server-only = O idioma de um servidor é definido num dos canais dele.
# /nanuk idioma sem valor. $you: o idioma do jogador; $chosen: yes se o
# jogador escolheu, no se segue o app do Discord. $server: o idioma do
# servidor (vazio numa DM); $set: yes | no do mesmo jeito.
language-now = Falo com você em { $you }{ $chosen ->
    [yes] {""} (escolha sua)
   *[no] {""} (o idioma do seu app do Discord)
}.{ $server ->
    [none] {""}
   *[other] {" "}As partidas deste servidor falam { $server }{ $set ->
        [yes] {""} (definido pelos administradores do servidor).
       *[no] {""} (o idioma do próprio servidor).
    }
}

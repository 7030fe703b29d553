# /nanuk idioma: de quién es el idioma, y sus respuestas.

# Cada idioma con su propio nombre: igual en todos los catálogos (un
# jugador busca su idioma por el nombre con que lo conoce).
# $code: en-US | fr | de | es-ES | pt-BR
language-own-name = { $code ->
    [fr] Français
    [de] Deutsch
    [es-ES] Español
    [pt-BR] Português (Brasil)
   *[en-US] English
}
# $language: language-own-name del idioma elegido.
language-set-you = A partir de ahora te hablo en { $language }: en tus MD, en los recordatorios y en mis respuestas para ti.
# $language: el idioma actual de la app de Discord del jugador.
language-auto-you = Te hablo en el idioma de tu app de Discord: ahora mismo, { $language }.
# $language: el idioma fijado del servidor.
language-set-server = Las partidas de este servidor hablan ahora en { $language } en sus salas, tableros e hilos: las nuevas, y las que están en curso desde su próximo cambio.
# $language: el idioma del servidor según Discord ahora mismo.
language-auto-server = Las partidas de este servidor hablan el idioma propio del servidor según Discord: ahora mismo, { $language }.
# $value: lo que se escribió; $offered: una lista de los idiomas ofrecidos.
language-not-offered = No hablo `{ $value }`. Hablo { $offered }, o auto.
language-server-needs-manage = Solo los miembros que pueden gestionar este servidor pueden fijar su idioma.
language-server-only = El idioma de un servidor se fija en uno de sus canales.
# /nanuk idioma sin valor. $you: el idioma del jugador; $chosen: yes si lo
# eligió, no si sigue su app de Discord. $server: el idioma del servidor
# (vacío en un MD); $set: yes | no igualmente.
language-now = Te hablo en { $you }{ $chosen ->
    [yes] {""} (elegido por ti)
   *[no] {""} (el idioma de tu app de Discord)
}.{ $server ->
    [none] {""}
   *[other] {" "}Las partidas de este servidor hablan en { $server }{ $set ->
        [yes] {""} (fijado por los administradores del servidor).
       *[no] {""} (el idioma propio del servidor).
    }
}

# Les commandes slash telles que Discord les liste. La valeur de chaque
# message est le nom qu'affiche un client dans cette langue (minuscules, sans
# espace, 32 caractères au plus : lettres, chiffres, - et _) ; sa
# .description est la ligne en dessous (100 caractères au plus). Partout où
# un autre catalogue cite une commande (`/nanuk lancer`), il utilise les
# noms de ce fichier.

slash-nanuk = nanuk
    .description = Joue à Nanuk, le jeu de cartes d'annonces, de chasses et d'ours polaires

## /nanuk lancer
slash-start = lancer
    .description = Ouvre un lobby de Nanuk dans ce salon
slash-start-seasons = saisons
    .description = Saisons à jouer ; les scores des saisons s'additionnent (par défaut 1)
slash-start-sequential_sides = camps_chacun_son_tour
    .description = Choisir Chasse ou Échec chacun son tour et en public (la règle optionnelle)
slash-start-turn_timeout = délai_par_tour
    .description = Après ce temps sur une décision, une IA joue pour le joueur (par défaut : jamais)
slash-start-reminders = rappels
    .description = Relance le joueur attendu après ce délai, puis à intervalles doublés (défaut : 12 heures)
slash-start-stand_in_level = niveau_remplaçant
    .description = Niveau de l'IA qui remplace un joueur absent ou parti (par défaut normal)
slash-start-hints = conseils
    .description = Permettre aux joueurs de demander conseil à l'IA experte avec /nanuk conseil (défaut : non)
slash-start-clock = pendule
    .description = Une pendule : la réserve de temps de chacun, qui ne s'écoule que quand on l'attend (défaut : aucune)
slash-start-clock_increment = pendule_ajout
    .description = Avec une pendule : temps ajouté à la réserve d'un joueur par décision (défaut : 12 heures)

## /nanuk pendule
slash-clock = pendule
    .description = Règle la pendule de ce lobby : la réserve de temps de chacun, qui ne s'écoule que quand on l'attend
slash-clock-bank = réserve
    .description = La réserve de temps de chaque joueur (sans : pas de pendule)
slash-clock-increment = ajout
    .description = Temps ajouté à la réserve d'un joueur par décision (par défaut : 12 heures)

## /nanuk entraînement
slash-practice = entraînement
    .description = Entraîne-toi seul contre des IA, dans tes MP avec moi (non classé ; conseils autorisés)
slash-practice-seats = places
    .description = Nombre total de places, la tienne comprise (par défaut 5)
slash-practice-level = niveau
    .description = Le niveau des IA (par défaut normal)

## Jouer au clavier.
slash-status = état
    .description = Republie le plateau de ce salon et dit qui la partie attend
slash-hand = main
    .description = Affiche ta main et tes choix en privé, avec les boutons pour jouer
slash-hint = conseil
    .description = Ce que ferait l'IA experte à ta place maintenant (si l'hôte autorise les conseils)
slash-boast = annoncer
    .description = Surenchéris sur l'annonce en cours (ou ouvre les annonces)
slash-boast-count = nombre
    .description = Combien d'animaux
slash-boast-animal = animal
    .description = Quel animal
slash-boast-days = jours
    .description = En combien de jours (1-12)
slash-doom = condamner
    .description = Déclare l'annonce en cours impossible : CONDAMNÉE !
slash-rules = règles
    .description = Les règles de Nanuk en bref

## Places.
slash-leave = quitter
    .description = Quitte la partie de ce salon : le lobby, ou en cours de partie une IA prend ta place pour de bon
slash-away = absent
    .description = Absent de toutes tes parties pour un temps (une IA joue pour toi), ou de retour
slash-away-time = durée
    .description = Combien de temps tu t'absentes, ou « de retour » quand tu reviens
slash-kick = exclure
    .description = Retire un joueur (hôte ou Gérer le serveur) : du lobby, ou une IA prend sa place
slash-kick-player = joueur
    .description = Le joueur à retirer
slash-cancel = annuler
    .description = Annule la partie ou le lobby de ce salon (hôte ou Gérer le serveur)

## /nanuk réglages
slash-settings = réglages
    .description = Les réglages par défaut des nouveaux lobbys de ce serveur : affichés, ou modifiés (Gérer le serveur)
slash-settings-seasons = saisons
    .description = Saisons que joue une nouvelle partie
slash-settings-sequential_sides = camps_chacun_son_tour
    .description = Chasse ou Échec chacun son tour et en public (la règle optionnelle)
slash-settings-turn_timeout = délai_par_tour
    .description = Après ce temps sur une décision, une IA joue pour le joueur
slash-settings-reminders = rappels
    .description = Relance le joueur attendu après ce délai
slash-settings-stand_in_level = niveau_remplaçant
    .description = Niveau de l'IA qui remplace un joueur absent ou parti
slash-settings-hints = conseils
    .description = Permettre aux joueurs de demander conseil à l'IA experte avec /nanuk conseil
slash-settings-ai_seats = places_ia
    .description = Places d'IA à l'ouverture d'un nouveau lobby
slash-settings-ai_level = niveau_ia
    .description = Le niveau de ces IA
slash-settings-clock = pendule
    .description = Une pendule : la réserve de temps de chacun, qui ne s'écoule que quand on l'attend
slash-settings-clock_increment = pendule_ajout
    .description = Avec une pendule : temps ajouté à la réserve d'un joueur par décision
slash-settings-reset = réinitialiser
    .description = Revenir d'abord aux réglages par défaut du bot (puis les options données ici s'appliquent)

## /nanuk langue
slash-language = langue
    .description = La langue dans laquelle je te parle, ou (Gérer le serveur) celle de ce serveur
slash-language-language = langue
    .description = Une langue, ou auto : la langue de ton application Discord (ou de ce serveur)
slash-language-server = serveur
    .description = Choisir la langue des lobbys, plateaux et fils de ce serveur (Gérer le serveur)

## Archives.
slash-history = historique
    .description = Les parties récentes de ce serveur et leurs gagnants
slash-stats = stats
    .description = Cote, parties, victoires et score moyen sur ce serveur
slash-stats-player = joueur
    .description = De quel joueur (par défaut : toi)
slash-leaderboard = classement
    .description = Les meilleurs joueurs de ce serveur par cote, dix par page
slash-leaderboard-season = saison
    .description = Le classement d'une saison, par son numéro (par défaut : la saison en cours)
slash-leaderboard-all_time = toutes_saisons
    .description = Le classement général plutôt que celui d'une saison
slash-season = saison
    .description = Saisons de classement : chacune a son propre classement, à côté du classement général
slash-season-start = ouvrir
    .description = Clôt la saison de classement de ce serveur et ouvre la suivante (Gérer le serveur)
slash-season-start-name = nom
    .description = Le nom de la nouvelle saison, par exemple Printemps 2027
slash-games = parties
    .description = Toutes tes parties, sur tous les serveurs, et ce que chacune attend

## Choix dans les listes des options (100 caractères au plus chacun).
slash-choice-never = jamais
slash-choice-none = sans
slash-choice-back = de retour (fin de l'absence)
slash-choice-minutes-5 = 5 minutes
slash-choice-minutes-15 = 15 minutes
slash-choice-minutes-30 = 30 minutes
slash-choice-hours-1 = 1 heure
slash-choice-hours-3 = 3 heures
slash-choice-hours-12 = 12 heures
slash-choice-days-1 = 1 jour
slash-choice-days-2 = 2 jours
slash-choice-days-3 = 3 jours
slash-choice-days-7 = 7 jours
slash-choice-days-30 = 30 jours
slash-choice-weeks-1 = 1 semaine
slash-choice-weeks-2 = 2 semaines
slash-choice-level-easy = facile
slash-choice-level-normal = normal
slash-choice-level-strong = expert
slash-choice-animal-deer = Cerf
slash-choice-animal-seal = Phoque
slash-choice-animal-fish = Poisson
slash-choice-animal-bird = Oiseau
# Le choix automatique de /nanuk langue (les langues elles-mêmes sont listées
# sous leur propre nom, le même dans tous les catalogues).
slash-choice-language-auto = auto (la langue de mon application Discord)

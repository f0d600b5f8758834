import type { CrisisLanguage } from '../crisis-language';

// Spanish wording, read without accents ("mí" → "mi", "daño" → "dano") and with "q"/"k" shorthand where people
// use it ("q sentido tiene"). Regional forms (Mexico, Spain, the Southern Cone) are listed where they differ.

export const es: CrisisLanguage = {
  language: 'es',
  risk: {
    suicide_self_harm: {
      explicit: [
        /\b(?:quiero|kiero|qiero|voy a|pienso|pienso en|planeo|necesito|deseo|quisiera|me dan ganas de|tengo ganas de|ganas de|intente|intento|trate de) (?:matarme|suicidarme|morirme|quitarme la vida|ahorcarme|colgarme|cortarme|lastimarme|hacerme dano|tirarme|aventarme|desaparecer para siempre)\b/,
        /\bme (?:quiero|kiero|qiero|voy a|vo a) (?:matar|suicidar|morir|ahorcar|colgar|cortar las venas|quitar la vida)\b/,
        /\bme (?:quiero|kiero) morir\b/,
        /\b(?:suicid(?:io|arme|arse|a|e|ar|ado|ada|al))\b/,
        /\b(?:quiero|kiero|deseo|prefiero|preferiria) (?:morir|estar muerto|estar muerta|dejar de existir|no existir|no despertar)\b/,
        /\b(?:acabar|terminar) con (?:mi vida|todo|mi sufrimiento|esto de una vez)\b/,
        /\bno (?:quiero|kiero|qiero|deseo) (?:seguir )?(?:vivir|viviendo|estar vivo|estar viva|existir|despertar|seguir aqui|estar aqui)\b/,
        /\b(?:autolesion(?:es|arme)?|me corto|me estoy cortando|cortarme (?:los brazos|las venas|otra vez)|me lastimo a proposito)\b/,
        /\b(?:tirarme|aventarme|lanzarme) (?:de|del|desde|por) (?:un|el|la) (?:puente|edificio|balcon|ventana|azotea)\b/,
        /\b(?:tirarme|aventarme) (?:al|a las vias del|bajo el) (?:tren|metro)\b/,
        /\bno (?:tengo|hay|encuentro) (?:ninguna |una )?razon(?:es)? para (?:vivir|seguir)\b/,
        /\bquitarme la vida\b/,
      ],
      indirect: [
        /\b(?:todos|todo el mundo|mi familia|mis hijos|ellos|el mundo|ustedes) (?:estarian|estaria|estarias|serian|seria|van a estar) (?:mejor|mas felices|mas feliz|mejor asi) sin mi\b/,
        /\bmejor sin mi\b/,
        /\bpienso (?:todo el tiempo |siempre |mucho )?en (?:la muerte|morir|morirme)\b(?! de)/,
        /\b(?:nadie|naide) (?:me )?(?:va a|iba a) (?:extranar|notar|llorar|echar de menos)\b/,
        /\b(?:este es|es|aqui va) mi (?:ultimo|ultima) (?:mensaje|carta|despedida)\b/,
        /\b(?:mejor|mas facil|mas felices|mas tranquilos)(?: \w+){0,3} si (?:me muriera|muriera|desapareciera|ya no estuviera|no existiera)\b/,
        /\b(?:escribi|escribiendo|deje|dejando|ya escribi) (?:unas |las |mis )?cartas (?:para|a) (?:mis hijos|mi familia|mis papas|todos|mi mama|mi esposo|mi esposa)\b/,
        /\b(?:no|ya no) (?:voy a estar|estare|estaré) (?:aqui|aca|por aqui|mucho tiempo|por mucho tiempo|mucho mas)\b/,
        /\bno (?:voy a estar|estare) (?:aqui |por aqui |aca )?(?:mucho|por mucho) (?:tiempo|mas)\b/,
        /\b(?:regale|regalando|regalar|regalo|repartiendo|repartir|repartí|di|dando|doy) (?:todas |casi todas )?(?:mis|todas mis) (?:cosas|pertenencias|ropa|libros|cosillas)\b/,
        /\b(?:para que|pa que|pa q|para q|que sentido tiene|q sentido tiene|de que sirve|cual es el punto de) (?:seguir viviendo|seguir|vivir|luchar|estar aqui|levantarme|existir|intentarlo)\b(?! \w+(?:ando|iendo)\b)/,
        /\b(?:no tiene|ya no tiene|la vida no tiene|no le veo) (?:ningun )?(?:sentido|caso) (?:seguir|vivir|a la vida|a nada|a seguir)\b/,
        /\b(?:carta|cartas|nota|notas|mensaje) de despedida\b/,
        /\b(?:juntando|guardando|acumulando|escondiendo|junte|guarde|acumule|escondi|tengo guardadas) (?:todas )?(?:las |mis |unas )?(?:pastillas|pildoras|medicinas|medicamentos|clonazepam|pastis)\b/,
        /\b(?:dormir|dormirme|mimir) (?:y no (?:despertar|volver a despertar)|para siempre)\b/,
        /\bno (?:despertar|volver a despertar) (?:nunca|mas|manana)\b/,
        /\bdesaparecer para siempre\b/,
        /\b(?:cansado|cansada|harto|harta) de (?:vivir|la vida|existir|estar vivo|estar viva)\b/,
        /\b(?:soy|siento que soy) (?:una carga|un estorbo) (?:para|pa) (?:todos|mi familia|ustedes|ellos|los demas)\b/,
        /\b(?:nadie|naide) (?:me )?(?:extranaria|notaria|se daria cuenta|lloraria|echaria de menos)\b/,
        /\b(?:ya no puedo|no puedo) (?:mas con (?:la vida|esto)|seguir (?:asi|viviendo|adelante))\b/,
        /\b(?:me estoy despidiendo|despedirme de todos|me despido de todos|adios para siempre|esto es un adios)\b/,
        /\bcuando (?:ya no este|me haya ido|yo no este)\b/,
        /\b(?:nunca debi|no debi) (?:haber )?nacer\b/,
        /\bno debi (?:haber )?nacido\b/,
        /\bla unica salida\b/,
      ],
      coded: [/\bmimir para siempre\b/, /\bsuicidio\b/, /\bmorirme ya\b/],
    },
    harm_to_others: {
      explicit: [
        /\b(?:ganas de|miedo de|quiero|voy a) (?:lastimar|hacerle dano|danar|sacudir|ahogar|apunalar|disparar) (?:a )?(?:mi bebe|mi hijo|mi hija|mis hijos|alguien|el bebe|la bebe|a alguien|mi esposo|mi esposa)\b/,
        /\b(?:miedo de|temo) (?:hacerle dano|lastimar) (?:a )?(?:mi bebe|mi hijo|mi hija|mis hijos|alguien)\b/,
        /\b(?:llevar|traer) (?:un arma|una pistola|un cuchillo) (?:al trabajo|a la oficina|a la escuela)\b/,
        /\bmatar a (?:alguien|todos|la gente)\b/,
      ],
    },
    abuse: {
      explicit: [
        /\b(?:mi esposo|mi marido|mi pareja|mi novio|mi novia|mi esposa|mi papa|mi padre|mi padrastro|mi mama|mi madre|mi ex|el|ella)(?: (?:siempre|otra vez|todavia|ya))? (?:me )?(?:pega|pego|golpea|golpeo|golpeaba|pegaba|maltrata|maltrato|viola|violo|ahorca|ahorco|amenaza|amenazo|encierra|encerro|empuja|empujo|abusa|abuso|toca|toco|obliga|obligo|patea|pateo|quema|quemo)(?: a mis hijos)?\b/,
        /\b(?:me )?(?:violaron|abusaron de mi|golpearon|pegaron|tocaron|agredieron)\b/,
        /\b(?:violencia (?:domestica|de genero|familiar|intrafamiliar)|abuso sexual|me violo|fui violada|fui violado|fui abusada|fui abusado)\b/,
        /\b(?:miedo de|me da miedo) (?:volver|regresar|ir) a (?:casa|mi casa)\b/,
        /\b(?:le tengo miedo|miedo) a (?:mi esposo|mi marido|mi pareja|mi novio|mi papa|mi padre|mi ex)\b/,
        /\b(?:me )?amenaz(?:a|o|aba|ado) con matarme\b/,
        /\bno me deja (?:salir|trabajar|ver a|tener dinero|usar el telefono)\b/,
      ],
    },
    medical_emergency: {
      explicit: [
        /\b(?:dolor (?:en el|de) pecho|dolor (?:fuerte|muy fuerte) en el pecho|me duele (?:mucho )?el pecho|presion en el pecho)\b/,
        /\bno (?:puedo|puede|podia|logro) respirar\b/,
        /\bno (?:respira|esta respirando|reacciona|despierta|responde)\b/,
        /\b(?:infarto|ataque (?:al corazon|cardiaco)|derrame cerebral|embolia|convulsion(?:es|ando)?|ataque epileptico)\b/,
        /\b(?:sobredosis)\b/,
        /\b(?:me tome|se tomo|tome|trague|se trago) (?:todas las|todo el frasco de|demasiadas|un monton de|toda la caja de) (?:pastillas|pildoras|medicinas|clonazepam|paracetamol)\b/,
        /\b(?:tomo|bebio|trago|tome|bebi) (?:cloro|lejia|veneno|detergente)\b/,
        /\b(?:inconsciente|desmayado y no|desmayada y no)\b/,
        /\b(?:sangra|sangrando) (?:mucho|muchisimo|sin parar)\b/,
        /\bno (?:para|deja) de sangrar\b/,
        /\b(?:llamen|llama|llamar|llame) (?:al 911|a una ambulancia|una ambulancia|al 112|a emergencias)\b/,
        /\bse (?:me )?(?:cierra|hincha) la garganta\b/,
      ],
    },
  },
  idioms: [
    /\b(?:me )?muero de (?:risa|hambre|sueno|frio|calor|ganas|verguenza|aburrimiento|cansancio|envidia|amor)\b/,
    /\bmuert[oa]s? de (?:risa|hambre|sueno|frio|calor|cansancio|miedo|verguenza)\b/,
    /\bme muero por\b/,
    /\bmorir(?:me)? de (?:la )?(?:verguenza|risa|aburrimiento)\b/,
    /\bme (?:esta |estan )?(?:mata|matan|matando)\b/,
    /\bmatar el tiempo\b/,
  ],
  negationBefore:
    /\b(?:no|nunca|jamas|ni|ni loco|ni loca)(?: (?:me|lo|la|le|voy a|quiero|pienso|pienso en|planeo|tengo intencion de|he pensado en|pensaria en|haria|estoy pensando en|lo voy a|lo haria|tengo ganas de|a))* $/,
  hyperbole: {
    category: 'harm_to_others',
    patterns: [
      /\b(?:lo|la|los|te) (?:voy a|vo a|kiero|quiero) (?:matar|ahorcar|ahorcar)\b/,
      /\b(?:voy a|quiero) matarl[oa]s?\b/,
    ],
  },
  joking: /\b(?:jaja\w*|jeje\w*|lol|xd|jsjs\w*)\b|😂|🤣|😆|😅/u,
};

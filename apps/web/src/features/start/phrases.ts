export type Phrase = { frase: string; autor: string };

/** The phrases of each author, in the order the overlay lists them. */
const PHRASES_BY_AUTHOR: Record<string, readonly string[]> = {
  'Antonio Machado': [
    'Caminante, no hay camino, se hace camino al andar.',
    'Despacito y buena letra: el hacer las cosas bien importa más que el hacerlas.',
    'Hoy es siempre todavía.',
  ],
  'Miguel de Cervantes': [
    'El que lee mucho y anda mucho, ve mucho y sabe mucho.',
    'La diligencia es madre de la buena ventura.',
    'Donde una puerta se cierra, otra se abre.',
    'Confía en el tiempo, que suele dar dulces salidas a muchas amargas dificultades.',
  ],
  'Pedro Calderón de la Barca': ['Que toda la vida es sueño, y los sueños, sueños son.'],
  'Pablo Neruda': ['Podrán cortar todas las flores, pero no podrán detener la primavera.'],
  'Gabriel García Márquez': [
    'La vida no es la que uno vivió, sino la que uno recuerda y cómo la recuerda para contarla.',
    'No hay medicina que cure lo que no cura la felicidad.',
  ],
  'Jorge Luis Borges': [
    'Uno no es lo que es por lo que escribe, sino por lo que ha leído.',
    'El futuro no es lo que va a pasar, sino lo que vamos a hacer.',
  ],
  'Mario Benedetti': ['No te rindas, aún estás a tiempo de alcanzar y comenzar de nuevo.'],
  'Gabriela Mistral': [
    'Donde haya un árbol que plantar, plántalo tú; donde haya un error que enmendar, enmiéndalo tú.',
  ],
  'José Martí': [
    'Hacer es la mejor manera de decir.',
    'Ayudar al que lo necesita no solo es parte del deber, sino de la felicidad.',
  ],
  'Simón Bolívar': ['Moral y luces son nuestras primeras necesidades.'],
  'José de San Martín': ['Serás lo que debas ser, o si no, no serás nada.'],
  'Benito Juárez': [
    'Entre los individuos, como entre las naciones, el respeto al derecho ajeno es la paz.',
  ],
  'Miguel de Unamuno': [
    'Procuremos más ser padres de nuestro porvenir que hijos de nuestro pasado.',
    'Solo el que ensaya lo absurdo es capaz de conquistar lo imposible.',
  ],
  'José Ortega y Gasset': ['Yo soy yo y mi circunstancia, y si no la salvo a ella no me salvo yo.'],
  'Santiago Ramón y Cajal': [
    'Todo hombre puede ser, si se lo propone, escultor de su propio cerebro.',
  ],
  'Pablo Picasso': [
    'La inspiración existe, pero tiene que encontrarte trabajando.',
    'Todo lo que puedes imaginar es real.',
  ],
  'Salvador Dalí': ['No tengas miedo de la perfección, nunca la alcanzarás.'],
  'Frida Kahlo': ['Pies, ¿para qué los quiero si tengo alas para volar?'],
  'Eduardo Galeano': [
    'La utopía está en el horizonte. ¿Para qué sirve la utopía? Para eso sirve: para caminar.',
    'Mucha gente pequeña, en lugares pequeños, haciendo cosas pequeñas, puede cambiar el mundo.',
  ],
  'Julio Cortázar': [
    'Nada está perdido si se tiene el valor de proclamar que todo está perdido y hay que empezar de nuevo.',
  ],
  'Juan Ramón Jiménez': ['No corras, ve despacio, que adonde tienes que ir es a ti solo.'],
  'Amado Nervo': [
    'Porque veo al final de mi rudo camino que yo fui el arquitecto de mi propio destino.',
  ],
  'Baltasar Gracián': [
    'Lo bueno, si breve, dos veces bueno.',
    'El sabio hace al principio lo que el necio al final.',
  ],
  Séneca: [
    'No es que tengamos poco tiempo, sino que perdemos mucho.',
    'Si un hombre no sabe a qué puerto se dirige, ningún viento le es favorable.',
    'La suerte es lo que sucede cuando la preparación coincide con la oportunidad.',
  ],
  'Facundo Cabral': ['No estás deprimido, estás distraído.'],
  'Violeta Parra': ['Gracias a la vida, que me ha dado tanto.'],
  'Domingo Faustino Sarmiento': ['Las ideas no se matan.'],
  'Quino (Mafalda)': ['Como siempre: lo urgente no deja tiempo para lo importante.'],
  'Carlos Ruiz Zafón': ['Los libros son espejos: solo se ve en ellos lo que uno ya lleva dentro.'],
  'Cristóbal Balenciaga': [
    'Un buen modista debe ser arquitecto para los patrones, escultor para la forma, pintor para el color, músico para la armonía y filósofo para la medida.',
  ],
  'Coco Chanel': ['La moda pasa, el estilo permanece.'],
  'Fernando Pessoa': ['Tengo en mí todos los sueños del mundo.'],
  'Sor Juana Inés de la Cruz': [
    'Me causa más contento poner riquezas en mi entendimiento que no mi entendimiento en las riquezas.',
  ],
  'Teresa de Calcuta': [
    'A veces sentimos que lo que hacemos es tan solo una gota en el mar, pero el mar sería menos si le faltara una gota.',
  ],
  'Albert Einstein': [
    'En medio de la dificultad reside la oportunidad.',
    'La vida es como montar en bicicleta: para mantener el equilibrio hay que seguir adelante.',
    'La creatividad es la inteligencia divirtiéndose.',
  ],
  Confucio: [
    'No importa lo lento que vayas, siempre y cuando no te detengas.',
    'Elige un trabajo que te guste y no tendrás que trabajar ni un día de tu vida.',
  ],
  'Lao-Tse': ['Un viaje de mil millas comienza con un solo paso.'],
  'Thomas Edison': [
    'El genio es un uno por ciento de inspiración y un noventa y nueve por ciento de transpiración.',
  ],
  'Nelson Mandela': ['Siempre parece imposible hasta que se hace.'],
  'Walt Disney': [
    'Si puedes soñarlo, puedes hacerlo.',
    'La forma de empezar es dejar de hablar y empezar a hacer.',
  ],
  'Henry Ford': [
    'Tanto si crees que puedes como si crees que no puedes, tienes razón.',
    'Reunirse es un comienzo; mantenerse juntos es un progreso; trabajar juntos es un éxito.',
  ],
  'Winston Churchill': [
    'El éxito es la capacidad de ir de fracaso en fracaso sin perder el entusiasmo.',
  ],
  'Steve Jobs': ['La única manera de hacer un gran trabajo es amar lo que haces.'],
  'Mahatma Gandhi': [
    'Sé el cambio que quieres ver en el mundo.',
    'Vive como si fueras a morir mañana; aprende como si fueras a vivir siempre.',
  ],
  'Martin Luther King': [
    'Si no puedes volar, corre; si no puedes correr, camina; si no puedes caminar, gatea; pero hagas lo que hagas, sigue avanzando.',
  ],
  'Leonardo da Vinci': ['La simplicidad es la máxima sofisticación.'],
  'Marie Curie': ['Nada en la vida debe ser temido, solamente comprendido.'],
  'Helen Keller': ['Solos podemos hacer muy poco; unidos podemos hacer mucho.'],
  'Antoine de Saint-Exupéry': ['Lo esencial es invisible a los ojos.'],
  'Victor Hugo': ['No hay nada más poderoso que una idea a la que le ha llegado su tiempo.'],
  'Benjamin Franklin': [
    'Dime y lo olvido, enséñame y lo recuerdo, involúcrame y lo aprendo.',
    'La energía y la persistencia conquistan todas las cosas.',
  ],
  'Rabindranath Tagore': [
    'Si lloras por haber perdido el sol, las lágrimas no te dejarán ver las estrellas.',
  ],
  'Ralph Waldo Emerson': [
    'No vayas por donde el camino te lleve; ve por donde no hay camino y deja huella.',
  ],
  Voltaire: ['Lo mejor es enemigo de lo bueno.'],
  Platón: ['El comienzo es la parte más importante del trabajo.'],
  Aristóteles: ['El placer en el trabajo pone perfección en la obra.'],
  Horacio: ['Quien ha comenzado, tiene la mitad de la obra hecha.'],
  Epicteto: ['No es lo que te ocurre, sino cómo reaccionas a ello lo que importa.'],
  'Marco Aurelio': ['La felicidad de tu vida depende de la calidad de tus pensamientos.'],
  Heráclito: ['Nada es permanente, excepto el cambio.'],
  'Charles Chaplin': ['Un día sin reír es un día perdido.'],
  'Vincent van Gogh': [
    'Las grandes cosas no se hacen por impulso, sino por una serie de pequeñas cosas reunidas.',
  ],
  'Miguel Ángel': ['Todavía estoy aprendiendo.'],
  'Zig Ziglar': ['No tienes que ser grande para empezar, pero tienes que empezar para ser grande.'],
  'Robert Collier': ['El éxito es la suma de pequeños esfuerzos repetidos día tras día.'],
  'Jim Rohn': ['La disciplina es el puente entre las metas y los logros.'],
  'Arthur Ashe': ['Empieza donde estás. Usa lo que tienes. Haz lo que puedas.'],
  'Theodore Roosevelt': ['Cree que puedes y ya estarás a medio camino.'],
  'Peter Drucker': ['La mejor forma de predecir el futuro es crearlo.'],
  'Paulo Coelho': ['Cuando quieres algo, todo el universo conspira para que realices tu deseo.'],
  Anónimo: [
    'Poco a poco se va lejos.',
    'A quien madruga, Dios le ayuda.',
    'Querer es poder.',
    'El que la sigue, la consigue.',
    'No dejes para mañana lo que puedas hacer hoy.',
    'La unión hace la fuerza.',
    'Al mal tiempo, buena cara.',
    'Más vale paso que dure y no trote que canse.',
    'Camarón que se duerme se lo lleva la corriente.',
    'No hay mal que por bien no venga.',
    'Roma no se construyó en un día.',
    'Obras son amores, que no buenas razones.',
    'Haz el bien sin mirar a quién.',
    'Más vale maña que fuerza.',
    'La práctica hace al maestro.',
    'Nunca es tarde si la dicha es buena.',
    'El saber no ocupa lugar.',
    'Cuatro ojos ven más que dos.',
    'Grano a grano llena la gallina el buche.',
    'Después de la tormenta siempre llega la calma.',
    'Quien tiene un amigo tiene un tesoro.',
  ],
};

/** SPEC.md §1: about 100 Spanish motivational phrases shown by the start overlay. */
export const PHRASES: readonly Phrase[] = Object.entries(PHRASES_BY_AUTHOR).flatMap(
  ([autor, frases]) => frases.map((frase) => ({ frase, autor })),
);

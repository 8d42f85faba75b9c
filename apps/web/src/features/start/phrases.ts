export type Phrase = { frase: string; autor: string };

/** SPEC.md §1: about 100 Spanish motivational phrases shown by the start overlay. */
export const PHRASES: readonly Phrase[] = [
  { frase: 'Caminante, no hay camino, se hace camino al andar.', autor: 'Antonio Machado' },
  {
    frase: 'Despacito y buena letra: el hacer las cosas bien importa más que el hacerlas.',
    autor: 'Antonio Machado',
  },
  { frase: 'Hoy es siempre todavía.', autor: 'Antonio Machado' },
  {
    frase: 'El que lee mucho y anda mucho, ve mucho y sabe mucho.',
    autor: 'Miguel de Cervantes',
  },
  { frase: 'La diligencia es madre de la buena ventura.', autor: 'Miguel de Cervantes' },
  { frase: 'Donde una puerta se cierra, otra se abre.', autor: 'Miguel de Cervantes' },
  {
    frase: 'Confía en el tiempo, que suele dar dulces salidas a muchas amargas dificultades.',
    autor: 'Miguel de Cervantes',
  },
  {
    frase: 'Que toda la vida es sueño, y los sueños, sueños son.',
    autor: 'Pedro Calderón de la Barca',
  },
  {
    frase: 'Podrán cortar todas las flores, pero no podrán detener la primavera.',
    autor: 'Pablo Neruda',
  },
  {
    frase:
      'La vida no es la que uno vivió, sino la que uno recuerda y cómo la recuerda para contarla.',
    autor: 'Gabriel García Márquez',
  },
  {
    frase: 'No hay medicina que cure lo que no cura la felicidad.',
    autor: 'Gabriel García Márquez',
  },
  {
    frase: 'Uno no es lo que es por lo que escribe, sino por lo que ha leído.',
    autor: 'Jorge Luis Borges',
  },
  {
    frase: 'El futuro no es lo que va a pasar, sino lo que vamos a hacer.',
    autor: 'Jorge Luis Borges',
  },
  {
    frase: 'No te rindas, aún estás a tiempo de alcanzar y comenzar de nuevo.',
    autor: 'Mario Benedetti',
  },
  {
    frase:
      'Donde haya un árbol que plantar, plántalo tú; donde haya un error que enmendar, enmiéndalo tú.',
    autor: 'Gabriela Mistral',
  },
  { frase: 'Hacer es la mejor manera de decir.', autor: 'José Martí' },
  {
    frase: 'Ayudar al que lo necesita no solo es parte del deber, sino de la felicidad.',
    autor: 'José Martí',
  },
  { frase: 'Moral y luces son nuestras primeras necesidades.', autor: 'Simón Bolívar' },
  { frase: 'Serás lo que debas ser, o si no, no serás nada.', autor: 'José de San Martín' },
  {
    frase: 'Entre los individuos, como entre las naciones, el respeto al derecho ajeno es la paz.',
    autor: 'Benito Juárez',
  },
  {
    frase: 'Procuremos más ser padres de nuestro porvenir que hijos de nuestro pasado.',
    autor: 'Miguel de Unamuno',
  },
  {
    frase: 'Solo el que ensaya lo absurdo es capaz de conquistar lo imposible.',
    autor: 'Miguel de Unamuno',
  },
  {
    frase: 'Yo soy yo y mi circunstancia, y si no la salvo a ella no me salvo yo.',
    autor: 'José Ortega y Gasset',
  },
  {
    frase: 'Todo hombre puede ser, si se lo propone, escultor de su propio cerebro.',
    autor: 'Santiago Ramón y Cajal',
  },
  {
    frase: 'La inspiración existe, pero tiene que encontrarte trabajando.',
    autor: 'Pablo Picasso',
  },
  { frase: 'Todo lo que puedes imaginar es real.', autor: 'Pablo Picasso' },
  {
    frase: 'No tengas miedo de la perfección, nunca la alcanzarás.',
    autor: 'Salvador Dalí',
  },
  { frase: 'Pies, ¿para qué los quiero si tengo alas para volar?', autor: 'Frida Kahlo' },
  {
    frase:
      'La utopía está en el horizonte. ¿Para qué sirve la utopía? Para eso sirve: para caminar.',
    autor: 'Eduardo Galeano',
  },
  {
    frase:
      'Mucha gente pequeña, en lugares pequeños, haciendo cosas pequeñas, puede cambiar el mundo.',
    autor: 'Eduardo Galeano',
  },
  {
    frase:
      'Nada está perdido si se tiene el valor de proclamar que todo está perdido y hay que empezar de nuevo.',
    autor: 'Julio Cortázar',
  },
  {
    frase: 'No corras, ve despacio, que adonde tienes que ir es a ti solo.',
    autor: 'Juan Ramón Jiménez',
  },
  {
    frase: 'Porque veo al final de mi rudo camino que yo fui el arquitecto de mi propio destino.',
    autor: 'Amado Nervo',
  },
  { frase: 'Lo bueno, si breve, dos veces bueno.', autor: 'Baltasar Gracián' },
  {
    frase: 'El sabio hace al principio lo que el necio al final.',
    autor: 'Baltasar Gracián',
  },
  {
    frase: 'No es que tengamos poco tiempo, sino que perdemos mucho.',
    autor: 'Séneca',
  },
  {
    frase: 'Si un hombre no sabe a qué puerto se dirige, ningún viento le es favorable.',
    autor: 'Séneca',
  },
  {
    frase: 'La suerte es lo que sucede cuando la preparación coincide con la oportunidad.',
    autor: 'Séneca',
  },
  { frase: 'No estás deprimido, estás distraído.', autor: 'Facundo Cabral' },
  { frase: 'Gracias a la vida, que me ha dado tanto.', autor: 'Violeta Parra' },
  { frase: 'Las ideas no se matan.', autor: 'Domingo Faustino Sarmiento' },
  {
    frase: 'Como siempre: lo urgente no deja tiempo para lo importante.',
    autor: 'Quino (Mafalda)',
  },
  {
    frase: 'Los libros son espejos: solo se ve en ellos lo que uno ya lleva dentro.',
    autor: 'Carlos Ruiz Zafón',
  },
  {
    frase:
      'Un buen modista debe ser arquitecto para los patrones, escultor para la forma, pintor para el color, músico para la armonía y filósofo para la medida.',
    autor: 'Cristóbal Balenciaga',
  },
  { frase: 'La moda pasa, el estilo permanece.', autor: 'Coco Chanel' },
  { frase: 'Tengo en mí todos los sueños del mundo.', autor: 'Fernando Pessoa' },
  {
    frase:
      'Me causa más contento poner riquezas en mi entendimiento que no mi entendimiento en las riquezas.',
    autor: 'Sor Juana Inés de la Cruz',
  },
  {
    frase:
      'A veces sentimos que lo que hacemos es tan solo una gota en el mar, pero el mar sería menos si le faltara una gota.',
    autor: 'Teresa de Calcuta',
  },
  { frase: 'En medio de la dificultad reside la oportunidad.', autor: 'Albert Einstein' },
  {
    frase:
      'La vida es como montar en bicicleta: para mantener el equilibrio hay que seguir adelante.',
    autor: 'Albert Einstein',
  },
  { frase: 'La creatividad es la inteligencia divirtiéndose.', autor: 'Albert Einstein' },
  {
    frase: 'No importa lo lento que vayas, siempre y cuando no te detengas.',
    autor: 'Confucio',
  },
  {
    frase: 'Elige un trabajo que te guste y no tendrás que trabajar ni un día de tu vida.',
    autor: 'Confucio',
  },
  { frase: 'Un viaje de mil millas comienza con un solo paso.', autor: 'Lao-Tse' },
  {
    frase:
      'El genio es un uno por ciento de inspiración y un noventa y nueve por ciento de transpiración.',
    autor: 'Thomas Edison',
  },
  { frase: 'Siempre parece imposible hasta que se hace.', autor: 'Nelson Mandela' },
  { frase: 'Si puedes soñarlo, puedes hacerlo.', autor: 'Walt Disney' },
  {
    frase: 'La forma de empezar es dejar de hablar y empezar a hacer.',
    autor: 'Walt Disney',
  },
  {
    frase: 'Tanto si crees que puedes como si crees que no puedes, tienes razón.',
    autor: 'Henry Ford',
  },
  {
    frase:
      'Reunirse es un comienzo; mantenerse juntos es un progreso; trabajar juntos es un éxito.',
    autor: 'Henry Ford',
  },
  {
    frase: 'El éxito es la capacidad de ir de fracaso en fracaso sin perder el entusiasmo.',
    autor: 'Winston Churchill',
  },
  {
    frase: 'La única manera de hacer un gran trabajo es amar lo que haces.',
    autor: 'Steve Jobs',
  },
  { frase: 'Sé el cambio que quieres ver en el mundo.', autor: 'Mahatma Gandhi' },
  {
    frase: 'Vive como si fueras a morir mañana; aprende como si fueras a vivir siempre.',
    autor: 'Mahatma Gandhi',
  },
  {
    frase:
      'Si no puedes volar, corre; si no puedes correr, camina; si no puedes caminar, gatea; pero hagas lo que hagas, sigue avanzando.',
    autor: 'Martin Luther King',
  },
  { frase: 'La simplicidad es la máxima sofisticación.', autor: 'Leonardo da Vinci' },
  {
    frase: 'Nada en la vida debe ser temido, solamente comprendido.',
    autor: 'Marie Curie',
  },
  { frase: 'Solos podemos hacer muy poco; unidos podemos hacer mucho.', autor: 'Helen Keller' },
  { frase: 'Lo esencial es invisible a los ojos.', autor: 'Antoine de Saint-Exupéry' },
  {
    frase: 'No hay nada más poderoso que una idea a la que le ha llegado su tiempo.',
    autor: 'Victor Hugo',
  },
  {
    frase: 'Dime y lo olvido, enséñame y lo recuerdo, involúcrame y lo aprendo.',
    autor: 'Benjamin Franklin',
  },
  {
    frase: 'La energía y la persistencia conquistan todas las cosas.',
    autor: 'Benjamin Franklin',
  },
  {
    frase: 'Si lloras por haber perdido el sol, las lágrimas no te dejarán ver las estrellas.',
    autor: 'Rabindranath Tagore',
  },
  {
    frase: 'No vayas por donde el camino te lleve; ve por donde no hay camino y deja huella.',
    autor: 'Ralph Waldo Emerson',
  },
  { frase: 'Lo mejor es enemigo de lo bueno.', autor: 'Voltaire' },
  { frase: 'El comienzo es la parte más importante del trabajo.', autor: 'Platón' },
  { frase: 'El placer en el trabajo pone perfección en la obra.', autor: 'Aristóteles' },
  { frase: 'Quien ha comenzado, tiene la mitad de la obra hecha.', autor: 'Horacio' },
  {
    frase: 'No es lo que te ocurre, sino cómo reaccionas a ello lo que importa.',
    autor: 'Epicteto',
  },
  {
    frase: 'La felicidad de tu vida depende de la calidad de tus pensamientos.',
    autor: 'Marco Aurelio',
  },
  { frase: 'Nada es permanente, excepto el cambio.', autor: 'Heráclito' },
  { frase: 'Un día sin reír es un día perdido.', autor: 'Charles Chaplin' },
  {
    frase:
      'Las grandes cosas no se hacen por impulso, sino por una serie de pequeñas cosas reunidas.',
    autor: 'Vincent van Gogh',
  },
  { frase: 'Todavía estoy aprendiendo.', autor: 'Miguel Ángel' },
  {
    frase: 'No tienes que ser grande para empezar, pero tienes que empezar para ser grande.',
    autor: 'Zig Ziglar',
  },
  {
    frase: 'El éxito es la suma de pequeños esfuerzos repetidos día tras día.',
    autor: 'Robert Collier',
  },
  { frase: 'La disciplina es el puente entre las metas y los logros.', autor: 'Jim Rohn' },
  { frase: 'Empieza donde estás. Usa lo que tienes. Haz lo que puedas.', autor: 'Arthur Ashe' },
  { frase: 'Cree que puedes y ya estarás a medio camino.', autor: 'Theodore Roosevelt' },
  { frase: 'La mejor forma de predecir el futuro es crearlo.', autor: 'Peter Drucker' },
  {
    frase: 'Cuando quieres algo, todo el universo conspira para que realices tu deseo.',
    autor: 'Paulo Coelho',
  },
  { frase: 'Poco a poco se va lejos.', autor: 'Anónimo' },
  { frase: 'A quien madruga, Dios le ayuda.', autor: 'Anónimo' },
  { frase: 'Querer es poder.', autor: 'Anónimo' },
  { frase: 'El que la sigue, la consigue.', autor: 'Anónimo' },
  { frase: 'No dejes para mañana lo que puedas hacer hoy.', autor: 'Anónimo' },
  { frase: 'La unión hace la fuerza.', autor: 'Anónimo' },
  { frase: 'Al mal tiempo, buena cara.', autor: 'Anónimo' },
  { frase: 'Más vale paso que dure y no trote que canse.', autor: 'Anónimo' },
  { frase: 'Camarón que se duerme se lo lleva la corriente.', autor: 'Anónimo' },
  { frase: 'No hay mal que por bien no venga.', autor: 'Anónimo' },
  { frase: 'Roma no se construyó en un día.', autor: 'Anónimo' },
  { frase: 'Obras son amores, que no buenas razones.', autor: 'Anónimo' },
  { frase: 'Haz el bien sin mirar a quién.', autor: 'Anónimo' },
  { frase: 'Más vale maña que fuerza.', autor: 'Anónimo' },
  { frase: 'La práctica hace al maestro.', autor: 'Anónimo' },
  { frase: 'Nunca es tarde si la dicha es buena.', autor: 'Anónimo' },
  { frase: 'El saber no ocupa lugar.', autor: 'Anónimo' },
  { frase: 'Cuatro ojos ven más que dos.', autor: 'Anónimo' },
  { frase: 'Grano a grano llena la gallina el buche.', autor: 'Anónimo' },
  { frase: 'Después de la tormenta siempre llega la calma.', autor: 'Anónimo' },
  { frase: 'Quien tiene un amigo tiene un tesoro.', autor: 'Anónimo' },
];

import type { CoinsTexts } from './coins.en';

/** La sección de monedas del back office en español (issue 17): `admin:coins`. */
const coins: CoinsTexts = {
  title: 'Monedas',
  lead: 'Las monedas que los jugadores depositan y retiran, las claves de las que salen sus direcciones de depósito y los precios con los que se convierte cada importe.',
  edit: 'Editar',
  columns: {
    coin: 'Moneda y red',
    withdrawals: 'Retiros',
    confirmations: 'Confirmaciones',
    key: 'Clave pública extendida',
  },
  withdrawalsOn: 'Permitidos',
  withdrawalsOff: 'Desactivados',
  noKey: 'Sin clave: depósitos desactivados',
  demoKey: 'Clave pública de demostración: los depósitos que reciba no son suyos',
  demoKeysText:
    'Estas monedas dan direcciones de una clave publicada con el software ({{coins}}): cualquiera puede gastar lo que se les envíe. Configure su propia clave pública extendida antes de aceptar depósitos reales.',
  form: {
    title: '{{name}} ({{code}})',
    name: 'Nombre',
    confirmations: 'Confirmaciones',
    confirmationsHint: 'Cuántos bloques espera un depósito antes de abonarse (de 0 a 1000).',
    allowWithdrawals: 'Los jugadores pueden retirar esta moneda',
    key: 'Clave pública extendida',
    keyHint:
      'La clave pública de cuenta de la que derivan las direcciones de depósito (XMR: viewKey:spendPublicKey). Vacía desactiva los depósitos. Nunca una clave privada.',
    demoKeyText:
      'La clave de abajo es pública: quien haya leído el README puede gastar cada depósito a sus direcciones. Sustitúyala por una clave de su propio monedero.',
    save: 'Guardar la moneda',
    close: 'Cerrar',
    saved: 'La moneda está guardada.',
  },
  rates: {
    title: 'Precios',
    health: {
      live: 'En directo',
      stale: 'En directo, pero antiguos',
      offline: 'Tabla sin conexión',
      pinned: 'Fijados',
      mixed: 'Fuentes mezcladas',
      failing: 'Sin precios',
    },
    explain: {
      live: 'Los precios vienen de la API de precios y están al día (como mucho {{maxAge}} de antigüedad).',
      stale:
        'Los precios vienen de la API de precios pero tienen más de {{maxAge}}: no ha respondido desde entonces.',
      offline:
        'Los precios vienen de la tabla de referencia incluida, no del mercado: bien para una demo, mal para dinero real.',
      pinned: 'Cada precio está fijado por un operador y no sigue al mercado.',
      mixed:
        'No todos los precios vienen del mismo sitio: algunos son en directo, fijados o de la tabla sin conexión.',
      failing:
        'No se pueden leer los precios: los depósitos y retiros que necesitan un precio se rechazan hasta que la API de precios responda.',
    },
    source: 'Fuente actual',
    sources: {
      live: 'API de precios',
      offline: 'Tabla sin conexión',
      pinned: 'Fijado',
      mixed: 'Mezclada',
    },
    observedAt: 'Precio más antiguo observado (UTC)',
    ago: 'hace {{age}}',
    lastFailure: 'Último fallo de la API de precios',
    noFailure: 'Ninguno desde su última respuesta',
    priceApi: 'API de precios',
    configured: 'Configurada',
    notConfigured: 'No configurada',
    mode: 'Modo',
    liveMode: 'Real: rechaza precios de más de {{maxAge}}',
    demoMode: 'Demo: recurre a la tabla sin conexión',
    age: {
      seconds_one: '{{count}} segundo',
      seconds_other: '{{count}} segundos',
      minutes_one: '{{count}} minuto',
      minutes_other: '{{count}} minutos',
      hours_one: '{{count}} hora',
      hours_other: '{{count}} horas',
      days_one: '{{count}} día',
      days_other: '{{count}} días',
    },
  },
};

export default coins;

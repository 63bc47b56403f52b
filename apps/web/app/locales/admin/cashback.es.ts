import type { CashbackTexts } from './cashback.en';

/** La sección de cashback del back office en español (issue 17): `admin:cashback`. */
const cashback: CashbackTexts = {
  title: 'Cashback',
  lead: 'Las condiciones del cashback semanal: la parte de las pérdidas netas de la semana pasada que recupera cada jugador, y si se paga en efectivo o como un bono que reclamar.',
  percent: '{{value}} %',
  paidAs: {
    cash: 'Efectivo',
    bonus: 'Un bono que el jugador reclama',
  },
  terms: {
    title: 'Las condiciones actuales',
    base: 'Porcentaje base',
    max: 'Porcentaje máximo',
    paidAs: 'Se paga como',
    wagering: 'Múltiplo de apuesta (como bono)',
    wageringValue: '{{count}}×',
    days: 'Días para reclamarlo (como bono)',
    daysValue_one: '{{count}} día',
    daysValue_other: '{{count}} días',
    lastChange: 'Último cambio',
    never: 'El registro de auditoría no recoge ningún cambio.',
    changedBy: '{{when}} por {{name}}',
    changedByOperator: '{{when}} por un operador (CLI)',
    audit: 'Ver todos los cambios en el registro de auditoría',
  },
  form: {
    title: 'Cambiar las condiciones',
    base: 'Porcentaje base',
    baseHint:
      'La parte de las pérdidas netas de la semana pasada que recibe cada jugador, en porcentaje entero (de 0 a 100).',
    max: 'Porcentaje máximo',
    maxHint:
      'Lo máximo que recibe un jugador, incluido el extra de su nivel VIP (de 0 a 100); no inferior a la base.',
    paidAs: 'Se paga como',
    paidAsHint:
      'El efectivo llega al saldo al momento; un bono espera en los bonos del jugador hasta que lo reclame.',
    wagering: 'Múltiplo de apuesta',
    wageringHint:
      'Como bono: cuántas veces lo apuesta el jugador antes de que el resto sea efectivo (de 0 a 200; con 0 es efectivo en cuanto lo reclama).',
    days: 'Días para reclamarlo',
    daysHint: 'Como bono: los días que tiene el jugador para reclamarlo (de 1 a 365).',
    save: 'Guardar las condiciones',
    saved:
      'Las condiciones del cashback están guardadas: la próxima ejecución semanal paga con ellas.',
    unchanged: 'No se ha cambiado nada: las condiciones siguen como estaban.',
  },
  schedule: {
    title: 'Cuándo se paga el cashback',
    when: 'Cada lunes a las 00:05 UTC, por la semana anterior: de lunes 00:00 a lunes 00:00, UTC.',
    loss: 'La pérdida neta de dinero real de cada jugador en los juegos esa semana, leída del libro contable: lo que apostó de su efectivo menos lo que los juegos pagaron a su efectivo. Las apuestas con dinero de bono no cuentan, y un jugador con ganancias netas no recibe nada.',
    percent:
      'El porcentaje es la base más el extra del nivel VIP del jugador, como máximo el máximo; el importe se redondea hacia abajo.',
    once: 'A cada jugador se le paga una vez por semana y moneda, por muchas veces que se ejecute la tarea: una ejecución interrumpida y repetida no paga dos veces a nadie.',
    form: 'En efectivo, está en el saldo del jugador al momento. Como bono, espera en sus bonos durante los días para reclamarlo y luego se apuesta el múltiplo fijado, como cualquier bono.',
    changes:
      'Un cambio se aplica desde la próxima ejecución. Cambie entre efectivo y bono entre dos ejecuciones, no durante una.',
  },
  job: {
    title: 'La última ejecución',
    never: 'Ninguna ejecución en los últimos 7 días.',
    state: 'Estado',
    states: {
      completed: 'Completada',
      failed: 'Fallida',
      cancelled: 'Cancelada',
      active: 'En curso',
      retry: 'Esperando un reintento',
      created: 'En cola',
    },
    finishedAt: 'Terminada (UTC)',
    week: 'Semana pagada',
    paid: 'Jugadores pagados',
    paidValue: '{{paid}} de {{players}} con pérdida neta',
    failures_one: '{{count}} ejecución fallida en los últimos 7 días: {{error}}',
    failures_other: '{{count}} ejecuciones fallidas en los últimos 7 días: {{error}}',
  },
};

export default cashback;

import type { SystemTexts } from './system.en';

/** La sección de sistema del back office en español (issue 17 «System»). */
const system: SystemTexts = {
  title: 'Sistema',
  lead: 'El casino en marcha: los ajustes de los juegos crash, las tareas programadas y la comprobación del libro contable. Los operadores pueden hacer lo mismo desde la línea de comandos.',
  crash: {
    title: 'Juegos crash',
    lead: 'Un cambio se aplica desde la siguiente ronda (cada ronda conserva la ventaja con la que se sorteó); las apuestas se comprueban con él en menos de un segundo. Cada cambio queda en el registro de auditoría.',
    names: {
      crash: 'Crash',
      crashsw: 'Crash Sweep',
      crashbull: 'Crash Bull',
    },
    columns: {
      game: 'Juego',
      edge: 'Ventaja de la casa',
      betting: 'Tiempo de apuestas',
      limits: 'Límites por moneda',
    },
    edgeValue: '{{percent}} %',
    bettingValue: '{{seconds}} s',
    limit: 'Apuestas de {{min}} a {{max}}, paga como máximo {{payout}} por ronda',
    noLimits: 'Sin límites: no acepta apuestas',
    sideOdds: 'Las apuestas laterales pagan {{bull}}× (toro) y {{bear}}× (oso)',
    edit: 'Editar',
    form: {
      title: 'Ajustes de {{game}}',
      edge: 'Ventaja de la casa (%)',
      edgeHint: 'Un porcentaje de 0 a 49,99, con dos decimales como máximo (1 o 1.5).',
      betting: 'Tiempo de apuestas (segundos)',
      bettingHint: 'Cuánto tiempo se aceptan apuestas antes de cada ronda: de 1 a 60 segundos.',
      limitsTitle: 'Límites en {{currency}}',
      limitsHint:
        'En unidades con dos decimales como máximo (0.10). Deja una moneda vacía para mantener sus límites.',
      minBet: 'Apuesta mínima ({{currency}})',
      maxBet: 'Apuesta máxima ({{currency}})',
      maxPayout: 'Pago máximo por ronda ({{currency}})',
      save: 'Guardar los ajustes',
      close: 'Cerrar',
      saved: 'Los ajustes de {{game}} se han guardado: se aplican desde la siguiente ronda.',
    },
  },
  jobs: {
    title: 'Tareas programadas',
    lead: 'Los nodos que atienden tareas las ejecutan según su horario. «Ejecutar ahora» pone en cola una ejecución que uno de esos nodos toma en segundos; cada tarea puede ejecutarse de nuevo sin riesgo (nada se paga ni se borra dos veces). Cada ejecución pedida queda en el registro de auditoría.',
    names: {
      'bonus-expiry': 'Caducidad de bonos',
      'weekly-cashback': 'Cashback semanal',
      housekeeping: 'Limpieza',
    },
    descriptions: {
      'bonus-expiry':
        'Termina los bonos cuyo plazo venció; el dinero de bono restante pasa a la casa.',
      'weekly-cashback':
        'Paga a cada jugador el porcentaje de cashback de su nivel VIP sobre las pérdidas netas de la semana pasada.',
      housekeeping:
        'Borra las sesiones y los enlaces enviados por correo que terminaron hace más de un día, y las referencias de apuestas de hace una semana.',
    },
    columns: {
      job: 'Tarea',
      schedule: 'Horario (UTC)',
      lastRun: 'Última ejecución',
      result: 'Resultado',
      failures: 'Fallos (7 días)',
      waiting: 'En espera',
      run: 'Ejecutar',
    },
    notScheduled: 'Aún sin programar',
    never: 'Nunca',
    states: {
      completed: 'Completada',
      failed: 'Fallida',
    },
    noResult: '–',
    lastError: 'Último error: {{error}}',
    week: 'Semana que se pagará',
    weekHint: 'Opcional: un día de la semana que se pagará. Vacío paga la semana pasada.',
    runNow: 'Ejecutar ahora',
    queued: '{{job}} está en cola: un nodo que atiende tareas la ejecuta en segundos.',
  },
  ledger: {
    title: 'Comprobación del libro contable',
    lead: 'Comprueba que los saldos de cada moneda sumen cero, que ningún jugador esté por debajo de cero y que cada saldo coincida con sus transferencias. Solo lee: nada cambia y nada se registra.',
    run: 'Ejecutar la comprobación',
    checked: 'La comprobación se ha ejecutado.',
    ok: 'El libro contable es coherente: {{accounts}} cuentas comprobadas a las {{time}} (UTC).',
    problems_one: '{{count}} problema encontrado a las {{time}} (UTC), en {{accounts}} cuentas:',
    problems_other:
      '{{count}} problemas encontrados a las {{time}} (UTC), en {{accounts}} cuentas:',
  },
};

export default system;

import type { ReportsTexts } from './reports.en';

/** Los informes del back office en español (issue 17, docs/reports.md): `admin:reports`. */
const reports: ReportsTexts = {
  title: 'Informes',
  navLabel: 'Informes',
  nav: {
    ggr: 'GGR y NGR',
    statement: 'Extracto de un jugador',
  },
  from: 'Desde (UTC)',
  to: 'Hasta (UTC)',
  show: 'Mostrar',
  downloadCsv: 'Descargar CSV',
  total: 'Total',
  figures: {
    bets: 'Apuestas',
    wins: 'Ganancias',
    ggr: 'GGR',
    bonusCost: 'Coste de bonos',
    ngr: 'NGR',
    rounds: 'Rondas',
  },
  ggr: {
    lead: 'Ingresos brutos y netos de juego por día según el libro contable, ambas fechas incluidas (como mucho 366 días). GGR es apuestas menos ganancias; NGR es GGR menos el coste de bonos.',
    group: 'Por',
    groups: {
      game: 'Juego',
      provider: 'Proveedor',
      currency: 'Moneda',
    },
    columns: {
      date: 'Día (UTC)',
      currency: 'Moneda',
    },
    empty: 'No hubo juego en estos días.',
    attribution:
      'Por juego y proveedor, el coste de bonos son solo las ganancias de los giros gratis; los abonos de bonos y el cashback no pertenecen a ningún juego y se ven por moneda. Por eso el GGR suma el de la moneda y el NGR no.',
  },
  statement: {
    lead: 'Los saldos de un jugador al inicio, cada movimiento contabilizado con los saldos tras él y los saldos al final, por moneda. El saldo inicial más los movimientos es el final.',
    player: 'Id del jugador',
    playerHint: 'El número de la página del jugador.',
    ask: 'Introduzca el id de un jugador para ver su extracto.',
    playerId: 'jugador n.º {{id}}',
    range: 'del {{from}} al {{to}}',
    currency: 'En {{currency}}',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    noMovements: 'No hay movimientos en estos días.',
    otherPages: 'Sus movimientos de estos días están en otras páginas.',
    showing:
      'Movimientos {{first}} a {{last}} de {{total}}. Los saldos inicial y final son los de todo el intervalo; los saldos tras cada movimiento se cuentan desde el inicial.',
    csvTooLong:
      'Demasiados movimientos para un CSV ({{count}}; como máximo {{maximum}}): elija un intervalo más corto.',
    noAccounts: 'Este jugador aún no tiene cuentas.',
    accounts: {
      cash: 'Efectivo',
      bonus: 'Bono',
    },
    columns: {
      at: 'Contabilizado (UTC)',
      type: 'Movimiento',
      reference: 'Referencia',
      account: 'Cuenta',
      amount: 'Importe',
      cash: 'Efectivo después',
      bonus: 'Bono después',
      balance: 'Total después',
    },
  },
};

export default reports;

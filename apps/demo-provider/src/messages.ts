/**
 * Every text the studio shows, in the casino's three languages. The server uses it for error
 * messages and the 404 page; the game pages bundle it (it is plain data, no Node imports).
 */

export const LANGS = ['en', 'es', 'zh-CN'] as const;
export type Lang = (typeof LANGS)[number];

const en = {
  balance: 'Balance',
  bet: 'Bet',
  win: 'Win',
  totalBet: 'Total bet',
  lastWin: 'Last win',
  spin: 'Spin',
  deal: 'Deal',
  clear: 'Clear',
  undo: 'Undo',
  help: 'Help',
  close: 'Close',
  lobby: 'Lobby',
  loading: 'Loading…',
  demo: 'Demo · play money',
  demoContent: 'Demo Studio (demo content)',
  chip: 'Chip',
  history: 'History',
  noBets: 'Place a bet first: pick a chip, then tap the table.',
  decreaseBet: 'Lower the bet',
  increaseBet: 'Raise the bet',
  roundId: 'Round {id}',
  // slot
  lines: '20 lines',
  freeSpins: 'Free spins {current} / {total}',
  freeSpinsWon: '{count} free spins!',
  // the casino's free rounds (docs/providers.md §free rounds), not the slot's own free spins
  freeRoundsLeft: 'Free spins: {count} left',
  freeRoundsValue: 'Spin value: {amount}',
  freeRoundSpin: 'Free spin',
  freeRoundsOver: 'Your free spins are used up. Spins use your own bet again.',
  paytable: 'Paytable',
  payLine: 'Line {line}: {count} × {symbol} = {amount}',
  payScatter: '{count} scatters = {amount}',
  rulesLines:
    'Wins pay on 20 fixed lines from the leftmost reel to the right, the highest win per line. Line wins are multiples of the bet per line (total bet ÷ 20).',
  rulesWild: 'The wild stands in for every symbol except the scatter.',
  rulesScatter:
    '3 or more scatters anywhere pay a multiple of the total bet and start free spins; free spins can be won again during free spins.',
  rulesFree: 'Free spins pay every win ×{multiplier}; at most {cap} free spins in one round.',
  rulesRtp: 'Theoretical return to player: {rtp}. Outcomes are drawn on the studio server.',
  symbol: 'Symbol',
  pays: 'Pays ({counts} in a row)',
  // roulette
  red: 'Red',
  black: 'Black',
  green: 'Green',
  even: 'Even',
  odd: 'Odd',
  low: '1-18',
  high: '19-36',
  dozen: '{n}{suffix} 12',
  column: '2 to 1',
  rouletteHelp:
    'Tap a number for a straight bet; tap a line between numbers for a split, street, corner, six line, trio or first four. Outside bets are around the board.',
  rouletteLimits: 'Table limits: {min} to {max} in total.',
  // baccarat
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  player_pair: 'Player pair',
  banker_pair: 'Banker pair',
  outcome_player: 'Player wins {player} to {banker}',
  outcome_banker: 'Banker wins {banker} to {player}',
  outcome_tie: 'Tie {player} to {banker}',
  baccaratHelp:
    'Punto banco, 8 decks. Player pays 1 to 1, banker 0.95 to 1, tie 8 to 1 (player and banker bets are returned on a tie), pairs 11 to 1.',
  // errors
  NOT_ENOUGH_MONEY: 'Not enough money for this bet. Top up at the casino or lower the bet.',
  TOKEN_EXPIRED: 'This game session has expired. Open the game again from the casino.',
  INVALID_TOKEN: 'This game session is not valid. Open the game again from the casino.',
  CASINO_UNAVAILABLE:
    'The casino is not answering. Your bet was cancelled and your balance is unchanged.',
  ROUND_PENDING:
    'The casino is slow to confirm this round. It will be settled as soon as the casino answers.',
  ROUND_FAILED: 'The casino refused this round. Your balance is unchanged.',
  INVALID_REQUEST: 'This request is not valid.',
  INVALID_BET: 'This bet is not allowed: {reason}',
  DEMO_SESSION_EXPIRED: 'Your play-money session has ended. Reload the game to start a new one.',
  NO_FREE_ROUNDS: 'You have no free spins left in this game. Spins use your own bet.',
  TOO_LARGE: 'This request is too large.',
  UNKNOWN_GAME: 'This game does not exist at Demo Studio.',
  NETWORK: 'Connection problem. Please try again.',
  notFoundTitle: 'Game not found',
  notFoundBody: 'The game “{game}” is not available at Demo Studio.',
};

export type MessageKey = keyof typeof en;

const es: Record<MessageKey, string> = {
  balance: 'Saldo',
  bet: 'Apuesta',
  win: 'Ganancia',
  totalBet: 'Apuesta total',
  lastWin: 'Última ganancia',
  spin: 'Girar',
  deal: 'Repartir',
  clear: 'Borrar',
  undo: 'Deshacer',
  help: 'Ayuda',
  close: 'Cerrar',
  lobby: 'Lobby',
  loading: 'Cargando…',
  demo: 'Demo · dinero ficticio',
  demoContent: 'Demo Studio (contenido de demostración)',
  chip: 'Ficha',
  history: 'Historial',
  noBets: 'Primero haz una apuesta: elige una ficha y toca la mesa.',
  decreaseBet: 'Bajar la apuesta',
  increaseBet: 'Subir la apuesta',
  roundId: 'Ronda {id}',
  lines: '20 líneas',
  freeSpins: 'Giros gratis {current} / {total}',
  freeSpinsWon: '¡{count} giros gratis!',
  freeRoundsLeft: 'Giros gratis: quedan {count}',
  freeRoundsValue: 'Valor del giro: {amount}',
  freeRoundSpin: 'Giro gratis',
  freeRoundsOver: 'Has usado todos tus giros gratis. Los giros vuelven a usar tu apuesta.',
  paytable: 'Tabla de pagos',
  payLine: 'Línea {line}: {count} × {symbol} = {amount}',
  payScatter: '{count} scatters = {amount}',
  rulesLines:
    'Los premios pagan en 20 líneas fijas desde el rodillo de la izquierda, el mayor premio por línea. Los premios de línea son múltiplos de la apuesta por línea (apuesta total ÷ 20).',
  rulesWild: 'El comodín sustituye a todos los símbolos excepto al scatter.',
  rulesScatter:
    '3 o más scatters en cualquier posición pagan un múltiplo de la apuesta total e inician giros gratis, que pueden volver a ganarse durante los giros gratis.',
  rulesFree:
    'Los giros gratis multiplican cada premio ×{multiplier}; como máximo {cap} giros gratis por ronda.',
  rulesRtp:
    'Retorno teórico al jugador: {rtp}. Los resultados se sortean en el servidor del estudio.',
  symbol: 'Símbolo',
  pays: 'Paga ({counts} seguidos)',
  red: 'Rojo',
  black: 'Negro',
  green: 'Verde',
  even: 'Par',
  odd: 'Impar',
  low: '1-18',
  high: '19-36',
  dozen: '{n}.ª docena',
  column: '2 a 1',
  rouletteHelp:
    'Toca un número para apostar a pleno; toca una línea entre números para un caballo, transversal, cuadro, seisena, trío o primeros cuatro. Las apuestas externas rodean el tapete.',
  rouletteLimits: 'Límites de la mesa: de {min} a {max} en total.',
  player: 'Jugador',
  banker: 'Banca',
  tie: 'Empate',
  player_pair: 'Pareja jugador',
  banker_pair: 'Pareja banca',
  outcome_player: 'Gana el jugador {player} a {banker}',
  outcome_banker: 'Gana la banca {banker} a {player}',
  outcome_tie: 'Empate {player} a {banker}',
  baccaratHelp:
    'Punto banco, 8 barajas. Jugador paga 1 a 1, banca 0,95 a 1, empate 8 a 1 (en empate se devuelven las apuestas a jugador y banca), parejas 11 a 1.',
  NOT_ENOUGH_MONEY:
    'No hay saldo suficiente para esta apuesta. Recarga en el casino o baja la apuesta.',
  TOKEN_EXPIRED: 'Esta sesión de juego ha caducado. Vuelve a abrir el juego desde el casino.',
  INVALID_TOKEN: 'Esta sesión de juego no es válida. Vuelve a abrir el juego desde el casino.',
  CASINO_UNAVAILABLE:
    'El casino no responde. Tu apuesta se ha cancelado y tu saldo no ha cambiado.',
  ROUND_PENDING:
    'El casino tarda en confirmar esta ronda. Se liquidará en cuanto el casino responda.',
  ROUND_FAILED: 'El casino ha rechazado esta ronda. Tu saldo no ha cambiado.',
  INVALID_REQUEST: 'Esta solicitud no es válida.',
  INVALID_BET: 'Esta apuesta no está permitida: {reason}',
  DEMO_SESSION_EXPIRED:
    'Tu sesión de dinero ficticio ha terminado. Recarga el juego para empezar otra.',
  NO_FREE_ROUNDS: 'No te quedan giros gratis en este juego. Los giros usan tu apuesta.',
  TOO_LARGE: 'Esta solicitud es demasiado grande.',
  UNKNOWN_GAME: 'Este juego no existe en Demo Studio.',
  NETWORK: 'Problema de conexión. Inténtalo de nuevo.',
  notFoundTitle: 'Juego no encontrado',
  notFoundBody: 'El juego «{game}» no está disponible en Demo Studio.',
};

const zhCN: Record<MessageKey, string> = {
  balance: '余额',
  bet: '投注',
  win: '赢得',
  totalBet: '总投注',
  lastWin: '上次赢得',
  spin: '旋转',
  deal: '发牌',
  clear: '清除',
  undo: '撤销',
  help: '帮助',
  close: '关闭',
  lobby: '大厅',
  loading: '加载中…',
  demo: '演示 · 游戏币',
  demoContent: 'Demo Studio（演示内容）',
  chip: '筹码',
  history: '历史',
  noBets: '请先下注：选择筹码，然后点击桌面。',
  decreaseBet: '降低投注',
  increaseBet: '提高投注',
  roundId: '局号 {id}',
  lines: '20 条线',
  freeSpins: '免费旋转 {current} / {total}',
  freeSpinsWon: '{count} 次免费旋转！',
  freeRoundsLeft: '免费旋转：剩余 {count} 次',
  freeRoundsValue: '每次旋转价值：{amount}',
  freeRoundSpin: '免费旋转',
  freeRoundsOver: '您的免费旋转已用完，旋转将重新使用您自己的投注。',
  paytable: '赔付表',
  payLine: '第 {line} 线：{count} × {symbol} = {amount}',
  payScatter: '{count} 个分散符号 = {amount}',
  rulesLines:
    '20 条固定赔付线，从最左边的转轴向右计算，每条线只付最高奖。线奖为每线投注（总投注 ÷ 20）的倍数。',
  rulesWild: '百搭符号可替代除分散符号以外的所有符号。',
  rulesScatter:
    '任意位置出现 3 个或以上分散符号，按总投注倍数赔付并触发免费旋转；免费旋转中可再次触发。',
  rulesFree: '免费旋转中所有奖金 ×{multiplier}；每局最多 {cap} 次免费旋转。',
  rulesRtp: '理论返还率：{rtp}。结果在游戏工作室的服务器上抽取。',
  symbol: '符号',
  pays: '赔付（连续 {counts} 个）',
  red: '红',
  black: '黑',
  green: '绿',
  even: '双',
  odd: '单',
  low: '1-18',
  high: '19-36',
  dozen: '第 {n} 打',
  column: '2 比 1',
  rouletteHelp:
    '点击数字下单号注；点击数字之间的线下分注、街注、角注、六线注、三数注或前四注。外围注在桌面四周。',
  rouletteLimits: '桌台限额：总计 {min} 至 {max}。',
  player: '闲',
  banker: '庄',
  tie: '和',
  player_pair: '闲对',
  banker_pair: '庄对',
  outcome_player: '闲赢 {player} 比 {banker}',
  outcome_banker: '庄赢 {banker} 比 {player}',
  outcome_tie: '和局 {player} 比 {banker}',
  baccaratHelp:
    '百家乐，8 副牌。闲 1 赔 1，庄 1 赔 0.95，和 1 赔 8（和局时退还庄闲注），对子 1 赔 11。',
  NOT_ENOUGH_MONEY: '余额不足。请在娱乐场充值或降低投注。',
  TOKEN_EXPIRED: '本次游戏会话已过期。请从娱乐场重新打开游戏。',
  INVALID_TOKEN: '本次游戏会话无效。请从娱乐场重新打开游戏。',
  CASINO_UNAVAILABLE: '娱乐场没有响应。您的投注已取消，余额未变。',
  ROUND_PENDING: '娱乐场确认本局较慢。娱乐场响应后将立即结算。',
  ROUND_FAILED: '娱乐场拒绝了本局。您的余额未变。',
  INVALID_REQUEST: '请求无效。',
  INVALID_BET: '不允许此投注：{reason}',
  DEMO_SESSION_EXPIRED: '您的游戏币会话已结束。请重新加载游戏。',
  NO_FREE_ROUNDS: '您在本游戏中没有剩余的免费旋转。旋转将使用您自己的投注。',
  TOO_LARGE: '请求过大。',
  UNKNOWN_GAME: 'Demo Studio 没有这个游戏。',
  NETWORK: '连接出现问题，请重试。',
  notFoundTitle: '未找到游戏',
  notFoundBody: 'Demo Studio 没有游戏“{game}”。',
};

export const MESSAGES: Record<Lang, Record<MessageKey, string>> = { en, es, 'zh-CN': zhCN };

export function toLang(value: unknown): Lang {
  return LANGS.includes(value as Lang) ? (value as Lang) : 'en';
}

/** The text of `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function translate(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

import { bonusOfferInputSchema, BONUS_TEXT_LANGS, DEFAULT_GAME_WEIGHTS } from '@casino/contracts';

const DEFAULT_WEIGHTS_TEXT = Object.fromEntries(
  Object.entries(DEFAULT_GAME_WEIGHTS).map(([kind, percent]) => [kind, String(percent)]),
);
import type { Command } from 'commander';
import type { Runtime } from '../compose';
import { parseOrThrow } from '../platform/validation';

type WithRuntime = <T>(work: (runtime: Runtime) => Promise<T>) => Promise<T>;

interface CreateOptions {
  code: string;
  currency: string;
  message: string;
  messageEs?: string;
  messageZhCn?: string;
  percent: string;
  max: string;
  minDeposit: string;
  wagering: string;
  days: string;
  weights?: string;
  depositNumber?: string;
}

/** "slots=100,table=10" as the contract's game_weights (unnamed kinds keep their default). */
function parseWeights(text: string | undefined): Record<string, string> | undefined {
  if (text === undefined) return undefined;
  const weights: Record<string, string> = { ...DEFAULT_WEIGHTS_TEXT };
  for (const pair of text.split(',')) {
    const [kind = '', percent = ''] = pair.split('=').map((part) => part.trim());
    weights[kind] = percent;
  }
  return weights;
}

/**
 * Bonus offers (issue 16): create a deposit match, list the offers with their claims, retire
 * one. Bad input answers the translated field texts and changes nothing (cli.ts prints them).
 */
export function addBonusCommands(program: Command, withRuntime: WithRuntime): void {
  program
    .command('bonus:create')
    .description(
      'Create a deposit match offer: players of its currency are offered it from their next look',
    )
    .requiredOption('--code <code>', '2 to 48 lower-case letters, digits or hyphens')
    .requiredOption('--currency <currency>', 'USD or EUR: the players it is offered to')
    .requiredOption('--message <text>', 'its text in English (spec bonus_message)')
    .option('--message-es <text>', 'its text in Spanish')
    .option('--message-zh-cn <text>', 'its text in Chinese')
    .requiredOption('--percent <n>', 'the match: this percent of the qualifying deposit')
    .requiredOption('--max <amount>', 'the most bonus money, as decimal text (500.00)')
    .requiredOption('--min-deposit <amount>', 'the smallest qualifying deposit, as decimal text')
    .requiredOption('--wagering <n>', 'the wagering: this many times the bonus money')
    .requiredOption('--days <n>', 'days it stays open, and days a claimed bonus has to wager')
    .option(
      '--weights <kind=percent,...>',
      'percent of a bet counted per kind of game: originals, slots, table, live (default 100,100,10,10; 0 excludes)',
    )
    .option(
      '--deposit-number <n>',
      "the welcome ladder: for the player's Nth deposit only (1 the first); any deposit without it",
    )
    .action(async (options: CreateOptions) => {
      const translations = { ES: options.messageEs, 'ZH-CN': options.messageZhCn };
      const input = parseOrThrow(bonusOfferInputSchema, {
        code: options.code,
        bonus_key: 'DEPOSIT_BONUS_CASH',
        currency: options.currency,
        message: options.message,
        lang: BONUS_TEXT_LANGS.flatMap((lang) =>
          translations[lang] === undefined ? [] : [{ lang, message: translations[lang] }],
        ),
        match_percent: options.percent,
        max_amount: options.max,
        min_deposit: options.minDeposit,
        wagering_multiple: options.wagering,
        valid_days: options.days,
        game_weights: parseWeights(options.weights),
        deposit_number: options.depositNumber ?? null,
      });
      const offer = await withRuntime(({ services }) => services.bonusesService.createOffer(input));
      console.log(JSON.stringify(offer));
    });

  program
    .command('bonus:list')
    .description('Every bonus offer, newest first, with how many players claimed and declined it')
    .action(async () => {
      const offers = await withRuntime(({ services }) => services.bonusesService.listOffers());
      console.log(JSON.stringify({ offers }));
    });

  program
    .command('bonus:retire')
    .description('Retire an offer: no player is offered it any more; bonuses held stay')
    .requiredOption('--code <code>', 'the offer')
    .action(async (options: { code: string }) => {
      const offer = await withRuntime(({ services }) =>
        services.bonusesService.retireOffer(options.code),
      );
      console.log(JSON.stringify(offer));
    });
}

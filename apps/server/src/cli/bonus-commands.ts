import {
  bonusOfferInputSchema,
  BONUS_TEXT_LANGS,
  cashbackTermsInputSchema,
  DEFAULT_GAME_WEIGHTS,
} from '@casino/contracts';

const DEFAULT_WEIGHTS_TEXT = Object.fromEntries(
  Object.entries(DEFAULT_GAME_WEIGHTS).map(([kind, percent]) => [kind, String(percent)]),
);
import type { Command } from 'commander';
import type { Runtime } from '../compose';
import { cliActor } from './actor';
import { parseOrThrow } from '../platform/validation';

type WithRuntime = <T>(work: (runtime: Runtime) => Promise<T>) => Promise<T>;

interface CreateOptions {
  code: string;
  currency: string;
  message: string;
  messageEs?: string;
  messageZhCn?: string;
  kind: string;
  percent?: string;
  max?: string;
  minDeposit?: string;
  spins?: string;
  spinValue?: string;
  gameId?: string;
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
      'Create a deposit match or free-spins offer: players of its currency are offered it from their next look',
    )
    .requiredOption('--code <code>', '2 to 48 lower-case letters, digits or hyphens')
    .requiredOption('--currency <currency>', 'USD or EUR: the players it is offered to')
    .requiredOption('--message <text>', 'its text in English (spec bonus_message)')
    .option('--message-es <text>', 'its text in Spanish')
    .option('--message-zh-cn <text>', 'its text in Chinese')
    .option('--kind <kind>', 'deposit (a deposit match) or free-spins', 'deposit')
    .option('--percent <n>', 'deposit: the match, this percent of the qualifying deposit')
    .option('--max <amount>', 'deposit: the most bonus money, as decimal text (500.00)')
    .option('--min-deposit <amount>', 'deposit: the smallest qualifying deposit, as decimal text')
    .option('--spins <n>', 'free-spins: how many spins, 1 to 500')
    .option('--spin-value <amount>', "free-spins: each spin's stake, as decimal text (0.20)")
    .option('--game-id <id>', "free-spins: the catalog id of the studio's slot they are for")
    .requiredOption(
      '--wagering <n>',
      'the wagering: this many times the bonus money (deposit) or what the spins won (free-spins)',
    )
    .requiredOption('--days <n>', 'days it stays open, and days a claimed bonus has to wager')
    .option(
      '--weights <kind=percent,...>',
      'percent of a bet counted per kind of game: originals, slots, table, live (default 100,100,10,10; 0 excludes)',
    )
    .option(
      '--deposit-number <n>',
      "deposit: the welcome ladder, for the player's Nth deposit only (1 the first); any deposit without it",
    )
    .action(async (options: CreateOptions) => {
      const translations = { ES: options.messageEs, 'ZH-CN': options.messageZhCn };
      const common = {
        code: options.code,
        currency: options.currency,
        message: options.message,
        lang: BONUS_TEXT_LANGS.flatMap((lang) =>
          translations[lang] === undefined ? [] : [{ lang, message: translations[lang] }],
        ),
        wagering_multiple: options.wagering,
        valid_days: options.days,
        game_weights: parseWeights(options.weights),
      };
      const input = parseOrThrow(
        bonusOfferInputSchema,
        options.kind === 'free-spins'
          ? {
              ...common,
              bonus_key: 'FREE_SPINS',
              free_spins: options.spins,
              spin_value: options.spinValue,
              game_id: options.gameId,
            }
          : {
              ...common,
              // Anything but the two kinds is refused on bonus_key.
              bonus_key: options.kind === 'deposit' ? 'DEPOSIT_BONUS_CASH' : options.kind,
              match_percent: options.percent,
              max_amount: options.max,
              min_deposit: options.minDeposit,
              deposit_number: options.depositNumber ?? null,
            },
      );
      const offer = await withRuntime(async (runtime) =>
        runtime.services.bonusesService.createOffer(await cliActor(runtime), input),
      );
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
      const offer = await withRuntime(async (runtime) =>
        runtime.services.bonusesService.retireOffer(await cliActor(runtime), options.code),
      );
      console.log(JSON.stringify(offer));
    });

  program
    .command('cashback:terms')
    .description(
      "Show the weekly cashback's terms, or change those given (the next run pays by them)",
    )
    .option('--base <percent>', "every player's percent of last week's net losses")
    .option('--max <percent>', 'the most any player gets, their VIP level included')
    .option('--paid-as <how>', 'cash, or bonus: a bonus the player claims and wagers')
    .option('--wagering <n>', 'as a bonus: wagered this many times (0: cash once claimed)')
    .option('--days <n>', 'as a bonus: days the player has to claim it')
    .action(
      async (options: {
        base?: string;
        max?: string;
        paidAs?: string;
        wagering?: string;
        days?: string;
      }) => {
        const change = parseOrThrow(cashbackTermsInputSchema, {
          base_percent: options.base,
          max_percent: options.max,
          paid_as: options.paidAs,
          wagering_multiple: options.wagering,
          bonus_days: options.days,
        });
        const changing = Object.values(change).some((value) => value !== undefined);
        const terms = await withRuntime(async (runtime) =>
          changing
            ? runtime.services.vipService.setCashbackTerms(await cliActor(runtime), change)
            : runtime.services.vipService.cashbackTerms(),
        );
        console.log(JSON.stringify(terms));
      },
    );
}

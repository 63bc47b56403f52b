import {
  CURRENCIES,
  FIAT_DECIMALS,
  MAX_MONEY_AMOUNT,
  ORIGINAL_GAMES,
  parseMoneyAmount,
  type OriginalGame,
} from '@casino/contracts';
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { Runtime } from '../compose';
import type { CrashLimitsByCurrency } from '../modules/originals/originals.schema';

type WithRuntime = <T>(work: (runtime: Runtime) => Promise<T>) => Promise<T>;

const gameOption = () =>
  new Option('--game <game>', ORIGINAL_GAMES.join(' | '))
    .argParser((value: string): OriginalGame => {
      if (!(ORIGINAL_GAMES as readonly string[]).includes(value)) {
        throw new InvalidArgumentError(`must be one of ${ORIGINAL_GAMES.join(', ')}`);
      }
      return value as OriginalGame;
    })
    .makeOptionMandatory();

function parsePositiveInteger(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) {
    throw new InvalidArgumentError('must be a whole number of at least 1');
  }
  return number;
}

/** "1.5" (percent, at most two decimals) -> 150 basis points, from the text, never a float. */
function parseEdgeBps(value: string): number {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new InvalidArgumentError('the house edge is a percent from 0 to 49.99');
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "USD:0.10:1000:100000" -> limits in minor units (min bet, max bet, max payout per round). */
function parseLimit(value: string, previous: CrashLimitsByCurrency = {}): CrashLimitsByCurrency {
  const [currency, ...amounts] = value.split(':');
  if (!currency || !(CURRENCIES as readonly string[]).includes(currency) || amounts.length !== 3) {
    throw new InvalidArgumentError(
      `use CURRENCY:MIN_BET:MAX_BET:MAX_PAYOUT with CURRENCY one of ${CURRENCIES.join(', ')}`,
    );
  }
  const minor = amounts.map((text) => {
    const parsed = parseMoneyAmount(text, { decimals: FIAT_DECIMALS, max: MAX_MONEY_AMOUNT });
    if (!('minor' in parsed)) throw new InvalidArgumentError(`${text}: ${parsed.problem}`);
    return parsed.minor;
  });
  const [min_bet, max_bet, max_payout] = minor as [number, number, number];
  return { ...previous, [currency]: { min_bet, max_bet, max_payout } };
}

/** A RangeError from the games' rules is the operator's input: said plainly, exit code 1. */
async function asOperatorInput<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RangeError) throw new InvalidArgumentError(error.message);
    throw error;
  }
}

/** The crash games' provably fair set-up (docs/fairness.md) and settings (issue 12). */
export function addCrashCommands(program: Command, withRuntime: WithRuntime): void {
  program
    .command('crash:chain')
    .description(
      "Make a new hash chain for a game and print its terminating hash to publish; the game stops at the chain's end and waits for crash:salt",
    )
    .addOption(gameOption())
    .requiredOption('--length <n>', 'how many rounds the chain holds', parsePositiveInteger)
    .action(async (options: { game: OriginalGame; length: number }) => {
      const chain = await withRuntime(({ services }) =>
        asOperatorInput(() =>
          services.originalsService.games.createChain(options.game, options.length),
        ),
      );
      console.log(
        JSON.stringify({
          game: chain.game,
          chain_length: chain.length,
          terminating_hash: chain.terminatingHash,
        }),
      );
      console.log(
        `Publish the terminating hash now (announce it where players can see it was made before the salt), then choose a salt nobody knows yet, such as the hash of a Bitcoin block mined later, and run: npm run cli -- crash:salt --game ${chain.game} --salt <salt>`,
      );
    });

  program
    .command('crash:salt')
    .description(
      "Set the public salt of a game's current chain (once, after its terminating hash was published); the game starts with it",
    )
    .addOption(gameOption())
    .requiredOption('--salt <salt>', 'for example a later Bitcoin block hash')
    .action(async (options: { game: OriginalGame; salt: string }) => {
      const chain = await withRuntime(({ services }) =>
        asOperatorInput(() => services.originalsService.games.setSalt(options.game, options.salt)),
      );
      console.log(
        JSON.stringify({
          game: chain.game,
          terminating_hash: chain.terminatingHash,
          salt: chain.salt,
          chain_length: chain.length,
        }),
      );
    });

  program
    .command('crash:settings')
    .description("Show or change a game's house edge, betting window and limits")
    .addOption(gameOption())
    .option('--edge <percent>', 'house edge in percent, e.g. 1 or 1.5', parseEdgeBps)
    .option('--betting-seconds <s>', 'betting window, 1 to 60 seconds', parsePositiveInteger)
    .option(
      '--limit <CUR:MIN:MAX:PAYOUT>',
      'stakes and the maximum payout per round in a currency, major units (repeatable)',
      parseLimit,
    )
    .action(
      async (options: {
        game: OriginalGame;
        /** Basis points, parsed from the percent's decimal text. */
        edge?: number;
        bettingSeconds?: number;
        limit?: CrashLimitsByCurrency;
      }) => {
        const settings = await withRuntime(({ services }) =>
          asOperatorInput(() =>
            services.originalsService.games.updateSettings(options.game, {
              ...(options.edge === undefined ? {} : { houseEdgeBps: options.edge }),
              ...(options.bettingSeconds === undefined
                ? {}
                : { bettingMs: options.bettingSeconds * 1000 }),
              ...(options.limit ? { limits: options.limit } : {}),
            }),
          ),
        );
        console.log(JSON.stringify(settings));
      },
    );
}

import {
  CURRENCIES,
  ORIGINAL_GAMES,
  crashSettingsChangeSchema,
  type CrashSettingsChangeBody,
  type OriginalGame,
} from '@casino/contracts';
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { Runtime } from '../compose';
import { parseOrThrow } from '../platform/validation';
import { cliActor } from './actor';

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

type LimitsText = NonNullable<CrashSettingsChangeBody['limits']>;

/**
 * "USD:0.10:1000:100000" -> that currency's limits as the console sends them (major units as
 * text: min bet, max bet, max payout per round); the contract's schema reads the amounts.
 */
function parseLimit(value: string, previous: LimitsText = {}): LimitsText {
  const [currency, ...amounts] = value.split(':');
  if (!currency || !(CURRENCIES as readonly string[]).includes(currency) || amounts.length !== 3) {
    throw new InvalidArgumentError(
      `use CURRENCY:MIN_BET:MAX_BET:MAX_PAYOUT with CURRENCY one of ${CURRENCIES.join(', ')}`,
    );
  }
  const [min_bet, max_bet, max_payout] = amounts as [string, string, string];
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
    .description(
      "Show or change a game's house edge, betting window and limits (a change is in the audit trail)",
    )
    .addOption(gameOption())
    .option('--edge <percent>', 'house edge in percent, 0 to 49.99, e.g. 1 or 1.5')
    .option('--betting-seconds <s>', 'betting window, 1 to 60 seconds')
    .option(
      '--limit <CUR:MIN:MAX:PAYOUT>',
      'stakes and the maximum payout per round in a currency, major units (repeatable)',
      parseLimit,
    )
    .option('--staff <email>', 'staff account the change is recorded under (default: first admin)')
    .action(
      async (options: {
        game: OriginalGame;
        edge?: string;
        bettingSeconds?: string;
        limit?: LimitsText;
        staff?: string;
      }) => {
        const input = {
          house_edge: options.edge,
          betting_seconds: options.bettingSeconds,
          limits: options.limit,
        };
        // The console's rules: the same schema reads the percent, the seconds and the amounts.
        const isChanging = Object.values(input).some((value) => value !== undefined);
        const change = isChanging ? parseOrThrow(crashSettingsChangeSchema, input) : null;
        const settings = await withRuntime(async (runtime) => {
          const { games } = runtime.services.originalsService;
          if (!change) return games.getSettings(options.game);
          const actor = await cliActor(runtime, options.staff);
          return asOperatorInput(() => games.changeSettings(actor, options.game, change));
        });
        console.log(JSON.stringify(settings));
      },
    );
}

import { CURRENCIES, ROLES, type Currency, type Role } from '@casino/contracts';
import { Command, InvalidArgumentError, Option } from 'commander';
import { composeRuntime, type Runtime } from './compose';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { seedDemoContent } from './db/seed';
import { isAppError } from './platform/errors';
import { toErrorResponse } from './platform/error-handler';
import { createLogger } from './platform/logger';

/** Operator commands: `npm run cli -- <command>`. Each opens the database, works, closes it. */
loadDotEnv();

async function withRuntime<T>(work: (runtime: Runtime) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const runtime = await composeRuntime({ ...config, SEED_DEMO: false }, logger);
  try {
    return await work(runtime);
  } finally {
    await runtime.close();
  }
}

function parseChoice<T extends string>(choices: readonly T[]) {
  return (value: string): T => {
    if (!(choices as readonly string[]).includes(value)) {
      throw new InvalidArgumentError(`must be one of ${choices.join(', ')}`);
    }
    return value as T;
  };
}

export function createCli(): Command {
  const program = new Command('casino')
    .description('Casino operator commands')
    .showHelpAfterError();

  program
    .command('user:create')
    .description('Create an e-mail-verified user (players, support agents, admins)')
    .requiredOption('--email <email>', 'e-mail address (log-in name)')
    .requiredOption('--password <password>', 'password, at least 8 characters')
    .requiredOption('--name <name>', 'display name, at least 8 characters')
    .addOption(
      new Option('--role <role>', 'player | support | admin')
        .default('player')
        .argParser(parseChoice(ROLES)),
    )
    .addOption(
      new Option('--currency <currency>', 'USD | EUR')
        .default('EUR')
        .argParser(parseChoice(CURRENCIES)),
    )
    .action(
      async (options: {
        email: string;
        password: string;
        name: string;
        role: Role;
        currency: Currency;
      }) => {
        const { validateNewUser } = await import('./modules/users/users.validation');
        validateNewUser(options);
        const user = await withRuntime(({ services }) =>
          services.usersService.createUser({ ...options, emailVerified: true }),
        );
        console.log(
          JSON.stringify({ id: user.id, email: user.email, name: user.name, role: user.role }),
        );
      },
    );

  program
    .command('catalog:import')
    .description(
      "Load a provider's game feed (JSON, docs/catalog-feed.md): upsert, disable vanished games",
    )
    .argument('<file>', 'path to the feed file')
    .action(async (file: string) => {
      const { readFile } = await import('node:fs/promises');
      const feed: unknown = JSON.parse(await readFile(file, 'utf8'));
      const result = await withRuntime(({ services }) => services.gamesService.importCatalog(feed));
      console.log(JSON.stringify(result));
    });

  program
    .command('catalog:fixture')
    .description(
      'Write the generated 1,200-game fixture feed (test data, never real games) to a file',
    )
    .argument('<file>', 'where to write it')
    .action(async (file: string) => {
      const { writeFile } = await import('node:fs/promises');
      const { createFixtureFeed } = await import('./modules/games/games.feed');
      await writeFile(file, JSON.stringify(createFixtureFeed(), null, 2));
      console.log(`fixture feed written to ${file}`);
    });

  program
    .command('db:migrate')
    .description('Apply pending database migrations')
    .action(async () => {
      await withRuntime(async () => undefined);
      console.log('migrations applied');
    });

  program
    .command('db:seed')
    .description('Seed the demo content (once per database)')
    .action(async () => {
      const seeded = await withRuntime(({ database, services }) =>
        seedDemoContent({ db: database.db, logger: createLogger('warn'), ...services }),
      );
      console.log(seeded ? 'demo content seeded' : 'demo content was already seeded');
    });

  return program;
}

try {
  await createCli().parseAsync(process.argv);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (isAppError(error)) {
    const body = toErrorResponse(error, 'en');
    console.error(
      [
        body.message,
        ...Object.entries(body.errors ?? {}).map(([f, m]) => `  ${f}: ${m.join(' ')}`),
      ].join('\n'),
    );
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
}

import { Option, type Command } from 'commander';
import type { Runtime } from '../compose';
import { cliActor } from './actor';

type WithRuntime = <T>(work: (runtime: Runtime) => Promise<T>) => Promise<T>;

/**
 * Providers on the seamless wallet (issue 13, docs/providers.md): register one, then change
 * its secret or launch URL or switch it off. Bad input answers the translated validation
 * error and changes nothing (cli.ts prints it).
 */
export function addProviderCommands(program: Command, withRuntime: WithRuntime): void {
  program
    .command('provider:create')
    .description(
      'Register a game provider: its code (its path under /api/provider), name, HMAC secret and launch URL; import its games with catalog:import and "provider_code"',
    )
    .requiredOption('--code <code>', '2 to 32 lower-case letters, digits or hyphens')
    .requiredOption('--name <name>', 'the provider name its catalog feed uses')
    .requiredOption('--secret <secret>', 'the shared HMAC secret (live mode: 32+ characters)')
    .requiredOption('--launch-url <url>', 'where its games open (https in live mode)')
    .action(async (options: { code: string; name: string; secret: string; launchUrl: string }) => {
      const provider = await withRuntime(async (runtime) =>
        runtime.services.providersService.registry.create(options, await cliActor(runtime)),
      );
      console.log(JSON.stringify(provider));
    });

  program
    .command('provider:update')
    .description(
      "Change a provider's secret or launch URL, or switch its games and calls off or on",
    )
    .requiredOption('--code <code>', 'the provider')
    .option('--secret <secret>', 'a new HMAC secret')
    .option('--launch-url <url>', 'a new launch URL')
    .addOption(
      new Option('--disable', 'refuse its calls; its games stop launching').conflicts('enable'),
    )
    .option('--enable', 'take its calls and launch its games again')
    .action(
      async (options: {
        code: string;
        secret?: string;
        launchUrl?: string;
        disable?: boolean;
        enable?: boolean;
      }) => {
        const enabled = options.disable ? false : options.enable ? true : undefined;
        const provider = await withRuntime(async (runtime) =>
          runtime.services.providersService.registry.update(
            options.code,
            {
              ...(options.secret !== undefined ? { secret: options.secret } : {}),
              ...(options.launchUrl !== undefined ? { launchUrl: options.launchUrl } : {}),
              ...(enabled !== undefined ? { enabled } : {}),
            },
            await cliActor(runtime),
          ),
        );
        console.log(JSON.stringify(provider));
      },
    );

  program
    .command('provider:list')
    .description('The providers on the seamless wallet (secrets are never printed)')
    .action(async () => {
      const providers = await withRuntime(({ services }) =>
        services.providersService.registry.list(),
      );
      console.log(JSON.stringify({ providers }));
    });
}

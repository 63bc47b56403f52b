import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeRuntime } from '../../compose';
import { isAppError } from '../../platform/errors';
import { runCli } from '../../test/cli';
import { testLogger, testRuntimeConfig } from '../../test/harness';
import { signInStaff, signUpPlayer } from '../../test/http';
import { uuid, walletCall } from '../../test/providers';
import { DEMO_STUDIO } from './providers.demo';
import { createProviderRegistry } from './providers.registry';
import { signWalletBody } from './providers.wire';
import { useTestApp } from '../../test/suite';

/**
 * Registering providers on the seamless wallet (issue 13 point 1, docs/providers.md §1): the
 * operator's `provider:create`, `provider:update` and `provider:list` through the real CLI
 * runner, and the admin API beside them. A secret goes in and never comes out.
 */
const SECRET = 'cli-studio-secret-0123456789-abcdefghijkl';
const ROTATED = 'cli-studio-rotated-secret-9876543210-zyxw';

describe('npm run cli -- provider:*', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-cli-providers-'));
  const cli = (args: string[]) => runCli(args, { DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Asserts that no output of the command contains a secret. */
  const expectNoSecret = (result: { stdout: string; stderr: string }) => {
    for (const secret of [SECRET, ROTATED]) {
      expect(result.stdout).not.toContain(secret);
      expect(result.stderr).not.toContain(secret);
    }
  };

  // Each step spawns the CLI, which opens PGlite and migrates: seconds each on a busy machine.
  it(
    'creates a provider, refuses bad or taken input with the field texts, lists it without its secret',
    { timeout: 180_000 },
    async () => {
      const create = (overrides: Record<string, string> = {}) => {
        const options = {
          '--code': 'cli-studio',
          '--name': 'CLI Studio (test data)',
          '--secret': SECRET,
          '--launch-url': 'https://games.cli-studio.example/launch',
          ...overrides,
        };
        return cli(['provider:create', ...Object.entries(options).flat()]);
      };
      const created = await create();
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(JSON.parse(created.stdout)).toEqual({
        code: 'cli-studio',
        name: 'CLI Studio (test data)',
        launch_url: 'https://games.cli-studio.example/launch',
        enabled: true,
        is_demo: false,
      });
      expectNoSecret(created);

      const taken = await create({ '--name': 'Another Name (test data)' });
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain('code: A provider with this code already exists.');
      expectNoSecret(taken);

      const invalid = await create({
        '--code': 'Bad Code!',
        '--secret': 'short',
        '--launch-url': 'ftp://games.example/launch',
      });
      expect(invalid.code).toBe(1);
      expect(invalid.stderr).toContain('The given data was invalid.');
      expect(invalid.stderr).toContain('code: Use 2 to 32 lower-case letters, digits or hyphens.');
      expect(invalid.stderr).toContain('secret: The secret must be at least 16 characters long.');
      expect(invalid.stderr).toContain('launch_url: Invalid format.');

      const missing = await cli(['provider:create', '--code', 'half-studio']);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("required option '--name <name>' not specified");

      const listed = await cli(['provider:list']);
      expect(listed.code).toBe(0);
      expect(JSON.parse(listed.stdout)).toEqual({
        providers: [
          {
            code: 'cli-studio',
            name: 'CLI Studio (test data)',
            launch_url: 'https://games.cli-studio.example/launch',
            enabled: true,
            is_demo: false,
          },
        ],
      });
      expectNoSecret(listed);
    },
  );

  it(
    'rotates the secret, moves the launch URL, switches the provider off and on; the wallet follows',
    { timeout: 180_000 },
    async () => {
      const updated = await cli([
        'provider:update',
        '--code',
        'cli-studio',
        '--secret',
        ROTATED,
        '--launch-url',
        'https://play.cli-studio.example/start',
      ]);
      expect(updated.stderr).toBe('');
      expect(updated.code).toBe(0);
      expect(JSON.parse(updated.stdout)).toMatchObject({
        launch_url: 'https://play.cli-studio.example/start',
        enabled: true,
      });
      expectNoSecret(updated);

      const off = await cli(['provider:update', '--code', 'cli-studio', '--disable']);
      expect(off.code).toBe(0);
      expect(JSON.parse(off.stdout)).toMatchObject({ enabled: false });

      // What the CLI wrote is what a server on this data directory uses.
      const raw = JSON.stringify({ request_uuid: uuid(), token: 'no-such-token', game_code: 'g' });
      const check = async (secret: string) => {
        const runtime = await composeRuntime(
          testRuntimeConfig({ DATA_DIR: dataDir, SEED_DEMO: false }),
          testLogger,
        );
        try {
          const { providersService } = runtime.services;
          return await providersService.handleWalletCall(
            'cli-studio',
            'balance',
            Buffer.from(raw),
            signWalletBody(secret, raw),
          );
        } finally {
          await runtime.close();
        }
      };
      expect((await check(ROTATED)).httpStatus).toBe(404);

      const on = await cli(['provider:update', '--code', 'cli-studio', '--enable']);
      expect(on.code).toBe(0);
      expect(JSON.parse(on.stdout)).toMatchObject({ enabled: true });
      // The old secret is refused and the new one accepted (the token is unknown, nothing more).
      expect((await check(SECRET)).body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect((await check(ROTATED)).body.status).toBe('RS_ERROR_INVALID_TOKEN');

      const both = await cli(['provider:update', '--code', 'cli-studio', '--disable', '--enable']);
      expect(both.code).toBe(1);
      expect(both.stderr).toContain("option '--disable' cannot be used with option '--enable'");

      const unknown = await cli(['provider:update', '--code', 'nobody', '--disable']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('code: No provider is registered with this code.');

      const short = await cli(['provider:update', '--code', 'cli-studio', '--secret', 'short']);
      expect(short.code).toBe(1);
      expect(short.stderr).toContain('secret: The secret must be at least 16 characters long.');
      expectNoSecret(short);
    },
  );
});

describe('/api/admin/providers', () => {
  const { t, api } = useTestApp({ seed: false });
  let admin: string;
  let support: string;
  let player: string;

  beforeAll(async () => {
    admin = (await signInStaff(t.runtime, api, 'admin')).token;
    support = (await signInStaff(t.runtime, api, 'support')).token;
    player = (await signUpPlayer(api)).token;
  });

  const body = {
    code: 'api-studio',
    name: 'API Studio (test data)',
    secret: SECRET,
    launch_url: 'https://games.api-studio.example/launch',
  };

  it('lets admins alone register, list and change providers', async () => {
    for (const token of [player, support]) {
      const created = await api.post('/api/admin/providers', body, { token });
      expect(created.status).toBe(403);
      expect(created.body.message).toBe('You are not allowed to do this.');
      expect((await api.get('/api/admin/providers', { token })).status).toBe(403);
      const patched = await api.patch(
        '/api/admin/providers/api-studio',
        { enabled: false },
        { token },
      );
      expect(patched.status).toBe(403);
    }
    expect((await api.post('/api/admin/providers', body)).status).toBe(401);
    expect((await api.get('/api/admin/providers')).status).toBe(401);
    // None of the refused calls registered anything.
    expect(await t.runtime.services.providersService.registry.list()).toEqual([]);

    const created = await api.post('/api/admin/providers', body, { token: admin });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      code: 'api-studio',
      name: 'API Studio (test data)',
      launch_url: 'https://games.api-studio.example/launch',
      enabled: true,
      is_demo: false,
    });
    const listed = await api.get('/api/admin/providers', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ providers: [created.body] });
    expect(JSON.stringify(listed.body)).not.toContain(SECRET);

    const patched = await api.patch(
      '/api/admin/providers/api-studio',
      { secret: ROTATED, enabled: false },
      { token: admin },
    );
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ code: 'api-studio', enabled: false });
    expect(JSON.stringify(patched.body)).not.toMatch(/secret/i);
  });

  it('takes effect on the wallet at once on the node that made the change', async () => {
    const call = (secret: string) =>
      walletCall(t.app, 'api-studio', secret, 'balance', {
        request_uuid: uuid(),
        token: 'no-such-token',
        game_code: 'g',
      });
    await api.patch('/api/admin/providers/api-studio', { enabled: false }, { token: admin });
    expect((await call(ROTATED)).httpStatus).toBe(404);
    await api.patch(
      '/api/admin/providers/api-studio',
      { enabled: true, secret: ROTATED },
      { token: admin },
    );
    expect((await call(SECRET)).answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await call(ROTATED)).answer.status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('refuses bad input with the field texts, in the caller’s language', async () => {
    const bad = await api.post(
      '/api/admin/providers',
      { ...body, code: 'NO', secret: 'short', launch_url: 'javascript:alert(1)' },
      { token: admin },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      code: ['Use 2 to 32 lower-case letters, digits or hyphens.'],
      secret: ['The secret must be at least 16 characters long.'],
      launch_url: ['Invalid format.'],
    });
    const spanish = await api.post(
      '/api/admin/providers',
      { ...body, code: 'x' },
      { token: admin, locale: 'es' },
    );
    expect(spanish.status).toBe(422);
    expect(spanish.body.errors).toEqual({
      code: ['Usa de 2 a 32 letras minúsculas, dígitos o guiones.'],
    });
    const taken = await api.post(
      '/api/admin/providers',
      { ...body, name: 'Another API Studio (test data)' },
      { token: admin },
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ code: ['A provider with this code already exists.'] });
    const noName = await api.post(
      '/api/admin/providers',
      { ...body, code: 'nameless', name: '   ' },
      { token: admin },
    );
    expect(noName.status).toBe(422);
    expect(Object.keys(noName.body.errors ?? {})).toEqual(['name']);
    const unknown = await api.patch(
      '/api/admin/providers/nobody',
      { enabled: false },
      { token: admin },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ code: ['No provider is registered with this code.'] });
    // Nothing of it was registered.
    expect((await t.runtime.services.providersService.registry.list()).map((p) => p.code)).toEqual([
      'api-studio',
    ]);
  });

  it('asks more of a provider in live mode: 32-character secrets, https, never the demo secret', async () => {
    const live = createProviderRegistry({
      gamesService: t.runtime.services.gamesService,
      isLive: true,
      audit: t.runtime.services.audit,
    });
    const refusal = async (input: Parameters<typeof live.create>[0]) => {
      try {
        await live.create(input);
      } catch (error) {
        if (!isAppError(error)) throw error;
        return error.options.fields;
      }
      throw new Error('accepted');
    };
    const base = {
      code: 'live-studio',
      name: 'Live Studio (test data)',
      launchUrl: 'https://x.example/',
    };
    expect(await refusal({ ...base, secret: 'x'.repeat(31) })).toEqual({
      secret: [{ key: 'provider_secret_short', params: { min: 32 } }],
    });
    expect(await refusal({ ...base, secret: DEMO_STUDIO.secret })).toEqual({
      secret: [{ key: 'provider_secret_public' }],
    });
    expect(
      await refusal({ ...base, secret: 'y'.repeat(32), launchUrl: 'http://x.example/' }),
    ).toEqual({ launch_url: [{ key: 'invalid_format' }] });
    expect(await live.create({ ...base, secret: 'y'.repeat(32) })).toMatchObject({
      code: 'live-studio',
      enabled: true,
    });
  });
});

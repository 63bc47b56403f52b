import { describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../test/harness';
import { latestMail, newPlayer } from '../../test/http';
import { usePostgresTestApp } from '../../test/suite';

const serverUrl = postgresTestUrl();

describe.runIf(serverUrl)('accounts under concurrency on PostgreSQL', () => {
  const suite = usePostgresTestApp(serverUrl);

  it('twenty simultaneous registrations of one address create exactly one account', async () => {
    const { api } = suite;
    const body = newPlayer();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post('/api/register', { ...body, name: `Racer number ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(19);
    for (const r of refused)
      expect(r.body.errors?.email).toEqual(['The email has already been taken.']);
  });

  it('a reset token used ten times at once works exactly once', async () => {
    const { t, api } = suite;
    const body = newPlayer();
    await api.post('/api/register', body);
    await api.post('/api/password/email', { email: body.email });
    const token = decodeURIComponent(
      (await latestMail(t.runtime, body.email, '/password/reset/')).link?.pathname
        .split('/')
        .pop() ?? '',
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post('/api/password/reset', {
          token,
          email: body.email,
          password: `new password ${i}`,
          password_confirmation: `new password ${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(9);
    const winner = results.findIndex((r) => r.status === 200);
    const login = await api.post('/api/login', {
      email: body.email,
      password: `new password ${winner}`,
    });
    expect(login.status).toBe(200);
  });
});

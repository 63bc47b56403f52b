import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoizingSerializerCompiler } from './serializer';

/** A route answering `answer()`, whose schema counts the answers it checks. */
async function appAnswering(answer: () => unknown) {
  const checked: unknown[] = [];
  const schema = z
    .object({ n: z.number() })
    .strict()
    .transform((value) => {
      checked.push(value);
      return value;
    });
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoizingSerializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer() as { n: number });
  await app.ready();
  return { app, checked };
}

describe('the memoizing response serializer', () => {
  it('checks and serializes one shared (cached) answer once, however often it is sent', async () => {
    const cached = { n: 1 };
    const { app, checked } = await appAnswering(() => cached);
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.json()).toEqual({ n: 1 });
    }
    expect(checked).toHaveLength(1);
  });

  it('serializes a fresh answer every time', async () => {
    let n = 0;
    const { app, checked } = await appAnswering(() => ({ n: (n += 1) }));
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ n: 1 });
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ n: 2 });
    expect(checked).toHaveLength(2);
  });

  it('still refuses an answer that breaks the contract, every time', async () => {
    const wrong = { n: 'one' };
    const { app } = await appAnswering(() => wrong);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(500);
  });
});

import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { prepareBaccarat, prepareRoulette, prepareSlot, type PreparedRound } from './games';
import type { Credentials, PlayService } from './play';
import {
  baccaratDealRequestSchema,
  rouletteSpinRequestSchema,
  sessionRequestSchema,
  slotSpinRequestSchema,
} from './play.schema';
import { findTheme, type Engine } from './themes';

/**
 * The JSON API the game pages call. Each route validates its body, checks that the game is
 * one of this engine's, and makes one call to the play service.
 */

/** A body that fails its schema; the error handler answers 400 INVALID_REQUEST. */
export class RequestValidationError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('invalid request');
    this.name = 'RequestValidationError';
  }
}

/** The game is unknown, or is played by another engine than this route's. */
export class UnknownGameError extends Error {
  constructor() {
    super('unknown game');
    this.name = 'UnknownGameError';
  }
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
  return parsed.data;
}

function credentialsOf(body: { token?: string; demo_session?: string }): Credentials {
  return body.token !== undefined ? { token: body.token } : { demoSession: body.demo_session! };
}

function checkEngine(game: string, engine: Engine | null): void {
  const theme = findTheme(game);
  if (!theme || (engine !== null && theme.engine !== engine)) throw new UnknownGameError();
}

export function registerPlayRoutes(app: FastifyInstance, play: PlayService): void {
  app.post('/api/session', async (request) => {
    const body = parse(sessionRequestSchema, request.body);
    checkEngine(body.game, null);
    const credentials: Credentials | null =
      body.token !== undefined
        ? { token: body.token }
        : body.demo_session !== undefined
          ? { demoSession: body.demo_session }
          : null;
    return play.openSession(body.game, credentials);
  });

  async function round<T>(
    game: string,
    engine: Engine,
    credentials: Credentials,
    prepare: () => PreparedRound<T>,
  ) {
    checkEngine(game, engine);
    return play.play(game, credentials, prepare());
  }

  app.post('/api/slot/spin', async (request) => {
    const body = parse(slotSpinRequestSchema, request.body);
    if (body.free) {
      checkEngine(body.game, 'slot');
      return play.playFree(body.game, credentialsOf(body), prepareSlot);
    }
    return round(body.game, 'slot', credentialsOf(body), () => prepareSlot(body.bet!));
  });

  app.post('/api/roulette/spin', async (request) => {
    const body = parse(rouletteSpinRequestSchema, request.body);
    return round(body.game, 'roulette', credentialsOf(body), () => prepareRoulette(body.bets));
  });

  app.post('/api/baccarat/deal', async (request) => {
    const body = parse(baccaratDealRequestSchema, request.body);
    return round(body.game, 'baccarat', credentialsOf(body), () => prepareBaccarat(body.bets));
  });
}

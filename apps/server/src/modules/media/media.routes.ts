import { z } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { RoutesPlugin } from '../../platform/routing';
import {
  DEFAULT_IMAGE_SIZE,
  IMAGE_SIZES,
  type ImageFormat,
  type MediaService,
  type Picture,
} from './media.service';

/**
 * The format a client gets for a resized picture (decision 032): AVIF when its Accept header
 * names image/avif (browsers that decode it say so for every picture they fetch), else WebP.
 * `image/*` and `*\/*` are not taken as AVIF: older browsers send them and decode no AVIF.
 */
export function negotiateImageFormat(accept: string | undefined): ImageFormat {
  for (const entry of (accept ?? '').split(',')) {
    const [type = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/avif') continue;
    const q = params.find((param) => param.startsWith('q='));
    return q && !(Number(q.slice(2)) > 0) ? 'webp' : 'avif';
  }
  return 'webp';
}

/** Adds `field` to the Vary header, keeping what other hooks put there (CORS's Origin). */
function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' && current ? current.split(/\s*,\s*/) : [];
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: Picture | null,
  maxAge: number,
) {
  // Unknown names and sizes: nothing was rendered, nothing is cached.
  if (!picture) throw new AppError('NOT_FOUND');
  reply
    .header(
      'cache-control',
      picture.isPlaceholder ? 'public, max-age=300' : `public, max-age=${maxAge}`,
    )
    .header('etag', picture.etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === picture.etag) return reply.status(304).send();
  return reply.type(picture.type).send(picture.body);
}

/** Images: /storage/{path} (spec §7) at the root, and resized game images under /api. */
export function storageRoutes({ mediaService }: { mediaService: MediaService }): RoutesPlugin {
  return async (app) => {
    app.get(
      '/storage/*',
      { schema: { hide: true, params: z.object({ '*': z.string().max(300) }) } },
      async (request, reply) =>
        sendPicture(
          request,
          reply,
          await mediaService.getStorageImage(request.params['*']),
          86_400,
        ),
    );
  };
}

const SIZES = IMAGE_SIZES.map((size) => `${size.width}x${size.height}`).join(', ');

export function mediaRoutes({ mediaService }: { mediaService: MediaService }): RoutesPlugin {
  return async (app) => {
    app.get(
      '/games/:id/image',
      {
        schema: {
          tags: ['games'],
          summary: `A game's image at width x height (spec §7 image service by game id): ${SIZES}; other sizes 404. AVIF when Accept names image/avif, else WebP`,
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: z.object({
            // Text, not numbers: any value outside IMAGE_SIZES is a 404, not a validation error.
            width: z.string().max(8).optional(),
            height: z.string().max(8).optional(),
          }),
        },
      },
      async (request, reply) => {
        // One URL, two encodings: a shared cache must key the answer by Accept too.
        addVary(reply, 'Accept');
        return sendPicture(
          request,
          reply,
          await mediaService.getGameImage(
            request.params.id,
            Number(request.query.width ?? DEFAULT_IMAGE_SIZE.width),
            Number(request.query.height ?? DEFAULT_IMAGE_SIZE.height),
            negotiateImageFormat(request.headers.accept),
          ),
          604_800,
        );
      },
    );
  };
}

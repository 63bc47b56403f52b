import { z } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { RoutesPlugin } from '../../platform/routing';
import { DEFAULT_IMAGE_SIZE, IMAGE_SIZES, type MediaService, type Picture } from './media.service';

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
          summary: `A game's image at width x height (spec §7 image service by game id): ${SIZES}; other sizes 404`,
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: z.object({
            // Text, not numbers: any value outside IMAGE_SIZES is a 404, not a validation error.
            width: z.string().max(8).optional(),
            height: z.string().max(8).optional(),
          }),
        },
      },
      async (request, reply) =>
        sendPicture(
          request,
          reply,
          await mediaService.getGameImage(
            request.params.id,
            Number(request.query.width ?? DEFAULT_IMAGE_SIZE.width),
            Number(request.query.height ?? DEFAULT_IMAGE_SIZE.height),
          ),
          604_800,
        ),
    );
  };
}

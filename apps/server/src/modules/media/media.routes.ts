import { z } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutesPlugin } from '../../platform/routing';
import { IMAGE_MAX, IMAGE_MIN, type MediaService, type Picture } from './media.service';

function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: Picture,
  maxAge: number,
) {
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

export function mediaRoutes({ mediaService }: { mediaService: MediaService }): RoutesPlugin {
  return async (app) => {
    app.get(
      '/games/:id/image',
      {
        schema: {
          tags: ['games'],
          summary: "A game's image resized to width x height (spec §7 image service by game id)",
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: z.object({
            width: z.coerce.number().int().min(IMAGE_MIN).max(IMAGE_MAX).default(210),
            height: z.coerce.number().int().min(IMAGE_MIN).max(IMAGE_MAX).default(160),
          }),
        },
      },
      async (request, reply) =>
        sendPicture(
          request,
          reply,
          await mediaService.getGameImage(
            request.params.id,
            request.query.width,
            request.query.height,
          ),
          604_800,
        ),
    );
  };
}

import {
  crashSettingsChangeResponseSchema,
  crashSettingsChangeSchema,
  crashSettingsResponseSchema,
  originalGameParamsSchema,
} from '@casino/contracts';
import { requirePermission } from '../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { OriginalsService } from './originals.service';

/** The back office's crash settings (issue 17 "System", `system.manage`): `crash:settings`. */
export function originalsAdminRoutes({
  originalsService,
}: {
  originalsService: OriginalsService;
}): RoutesPlugin {
  return async (app) => {
    app.get(
      '/admin/originals/settings',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Every crash game’s house edge, betting window, stakes and maximum payout per currency',
          security: [{ bearer: [] }],
          response: { 200: crashSettingsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'system.manage');
        return { status: 'ok' as const, games: await originalsService.listSettings() };
      },
    );

    app.patch(
      '/admin/originals/:game/settings',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Change a crash game’s edge (percent), betting window (seconds) or limits per currency (major units); the next round plays by them',
          security: [{ bearer: [] }],
          params: originalGameParamsSchema,
          body: crashSettingsChangeSchema,
          response: { 200: crashSettingsChangeResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'system.manage');
        return {
          status: 'ok' as const,
          settings: await originalsService.changeSettings(staff, request.params.game, request.body),
        };
      },
    );
  };
}

import type { BroadcastingAuthRequest, BroadcastingAuthResponse } from '@casino/contracts';
import type { Principal } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { signChannelAuth } from '../../realtime/channel-auth';

/** Whether a principal may listen to a chat group's channels (the chat module decides). */
export type CanJoinGroup = (principal: Principal, groupName: string) => boolean | Promise<boolean>;

/** Without the chat module's answer (unit tests): support agents and admins only. */
export const staffOnlyGroups: CanJoinGroup = (principal) =>
  principal.role === 'support' || principal.role === 'admin';

/** What other members of a presence channel see of a user. */
export interface MemberInfo {
  name: string;
  photo_url: string | null;
}

const OWN_CHANNEL = /^private-(?:appalert|users)\.(\d+)$/;
const GROUP_CHANNEL = /^(private|presence)-groups\.(.+)$/;

/**
 * Private and presence channel authorisation (spec §7 real-time channels). A player may join
 * only their own `private-appalert.{id}` and `private-users.{id}`; group channels
 * (`private-groups.{name}`, `presence-groups.{name}`) ask `canJoinGroup`; anything else is
 * refused. The answer is Pusher's signature, checked again by the websocket server.
 *
 * Each signature is announced as ChannelAuthorized (socket, channel, session), so the real-time
 * layer can end the subscription when the session ends (decision 011, "Sessions").
 */
export function createBroadcastingService(deps: {
  appKey: string;
  appSecret: string;
  canJoinGroup?: CanJoinGroup;
  findMemberInfo: (userId: number) => Promise<MemberInfo | null>;
  events: Pick<EventBus, 'emit'>;
}) {
  const canJoinGroup = deps.canJoinGroup ?? staffOnlyGroups;

  function sign(
    principal: Principal,
    request: BroadcastingAuthRequest,
    channelData?: string,
  ): BroadcastingAuthResponse {
    deps.events.emit('ChannelAuthorized', {
      socketId: request.socket_id,
      channel: request.channel_name,
      userId: principal.userId,
      sessionId: principal.sessionId,
    });
    const auth = signChannelAuth({
      key: deps.appKey,
      secret: deps.appSecret,
      socketId: request.socket_id,
      channelName: request.channel_name,
      channelData,
    });
    return channelData === undefined ? { auth } : { auth, channel_data: channelData };
  }

  return {
    async authorize(
      principal: Principal,
      request: BroadcastingAuthRequest,
    ): Promise<BroadcastingAuthResponse> {
      const channel = request.channel_name;
      const own = OWN_CHANNEL.exec(channel);
      if (own) {
        if (own[1] !== String(principal.userId)) throw new AppError('FORBIDDEN');
        return sign(principal, request);
      }
      const group = GROUP_CHANNEL.exec(channel);
      if (!group?.[1] || !group[2] || !(await canJoinGroup(principal, group[2]))) {
        throw new AppError('FORBIDDEN');
      }
      if (group[1] === 'private') return sign(principal, request);
      // Presence: the server, not the client, says who the member is.
      const info = await deps.findMemberInfo(principal.userId);
      if (!info) throw new AppError('UNAUTHENTICATED');
      return sign(
        principal,
        request,
        JSON.stringify({ user_id: String(principal.userId), user_info: info }),
      );
    },
  };
}

export type BroadcastingService = ReturnType<typeof createBroadcastingService>;

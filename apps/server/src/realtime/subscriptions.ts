import { presenceMemberSchema } from '@casino/contracts';
import { verifyChannelAuth } from './channel-auth';
import type { ChannelRegistry, PresenceMemberInfo } from './channels';
import { channelKind, encodeControl, isValidChannelName, PUSHER_ERROR } from './protocol';
import { isSignedForEndedSession } from './session-bindings';
import { sendError, sendRaw, type Connection } from './socket-connection';

/** pusher-js fires `pusher:subscription_error` on the channel; pusher:error informs the rest. */
function refuseSubscription(
  connection: Connection,
  channel: string,
  code: number,
  status: number,
  message: string,
): void {
  sendRaw(
    connection,
    JSON.stringify({
      event: 'pusher:subscription_error',
      channel,
      data: { type: 'AuthError', error: message, status },
    }),
  );
  sendError(connection, code, message);
}

function readMember(channelData: string): PresenceMemberInfo | null {
  try {
    const parsed = presenceMemberSchema.safeParse(JSON.parse(channelData));
    if (!parsed.success) return null;
    return { userId: String(parsed.data.user_id), userInfo: parsed.data.user_info ?? null };
  } catch {
    return null;
  }
}

/**
 * pusher:subscribe and pusher:unsubscribe: public, private and presence channels, the
 * signatures checked, presence members announced as they come and go.
 */
export function createSubscriptions(options: {
  registry: ChannelRegistry<Connection>;
  appKey: string;
  appSecret: string;
  maxChannels: number;
}) {
  const { registry, maxChannels } = options;

  function sendToChannel(channel: string, frame: string, except?: Connection): void {
    for (const other of registry.socketsOf(channel) ?? []) {
      if (other !== except) sendRaw(other, frame);
    }
  }

  function subscribe(connection: Connection, data: Record<string, unknown>): void {
    const channel = data.channel;
    if (!isValidChannelName(channel)) {
      sendError(connection, PUSHER_ERROR.OTHER, 'Invalid channel name');
      return;
    }
    const kind = channelKind(channel);
    if (connection.channels.has(channel)) {
      // Already in: answer again, as a client re-sending after a hiccup expects.
      const succeeded = kind === 'presence' ? { presence: registry.presenceOf(channel) } : {};
      sendRaw(
        connection,
        encodeControl('pusher_internal:subscription_succeeded', succeeded, channel),
      );
      return;
    }
    if (connection.channels.size >= maxChannels) {
      refuseSubscription(
        connection,
        channel,
        PUSHER_ERROR.OTHER,
        400,
        `At most ${maxChannels} channels per connection`,
      );
      return;
    }
    let member: PresenceMemberInfo | undefined;
    if (kind !== 'public') {
      const channelData = kind === 'presence' ? data.channel_data : undefined;
      if (kind === 'presence' && typeof channelData !== 'string') {
        refuseSubscription(
          connection,
          channel,
          PUSHER_ERROR.UNAUTHORIZED,
          401,
          'Presence channels need channel_data',
        );
        return;
      }
      const isAuthorised = verifyChannelAuth({
        key: options.appKey,
        secret: options.appSecret,
        socketId: connection.socketId,
        channelName: channel,
        channelData: channelData as string | undefined,
        auth: data.auth,
      });
      if (!isAuthorised) {
        refuseSubscription(
          connection,
          channel,
          PUSHER_ERROR.UNAUTHORIZED,
          401,
          'Connection is unauthorized: invalid signature',
        );
        return;
      }
      // A signature stays valid for the socket's life; one whose session ended is spent.
      if (isSignedForEndedSession(connection, channel)) {
        refuseSubscription(
          connection,
          channel,
          PUSHER_ERROR.UNAUTHORIZED,
          401,
          'Connection is unauthorized: the session has ended',
        );
        return;
      }
      if (kind === 'presence') {
        member = readMember(channelData as string) ?? undefined;
        if (!member) {
          refuseSubscription(
            connection,
            channel,
            PUSHER_ERROR.UNAUTHORIZED,
            401,
            'Invalid channel_data: user_id is required',
          );
          return;
        }
      }
    }
    const { isNewMember } = registry.subscribe(channel, connection, member);
    connection.channels.set(channel, member?.userId ?? null);
    const succeeded = kind === 'presence' ? { presence: registry.presenceOf(channel) } : {};
    sendRaw(
      connection,
      encodeControl('pusher_internal:subscription_succeeded', succeeded, channel),
    );
    if (member && isNewMember) {
      const added = { user_id: member.userId, user_info: member.userInfo };
      sendToChannel(
        channel,
        encodeControl('pusher_internal:member_added', added, channel),
        connection,
      );
    }
  }

  function unsubscribe(connection: Connection, channel: string): void {
    if (!connection.channels.has(channel)) return;
    const memberId = connection.channels.get(channel) ?? undefined;
    connection.channels.delete(channel);
    const { isMemberGone } = registry.unsubscribe(channel, connection, memberId);
    if (isMemberGone) {
      sendToChannel(
        channel,
        encodeControl('pusher_internal:member_removed', { user_id: memberId }, channel),
      );
    }
  }

  return { subscribe, unsubscribe };
}

/**
 * Which sockets of this node are on which channel, and who is present on presence channels.
 * One member per user_id: a user with three tabs open is one member, added with the first
 * socket and removed with the last (Pusher's semantics).
 */
export interface PresenceMemberInfo {
  userId: string;
  userInfo: unknown;
}

interface PresenceEntry {
  info: unknown;
  sockets: number;
}

export class ChannelRegistry<S> {
  private readonly subscribers = new Map<string, Set<S>>();
  private readonly members = new Map<string, Map<string, PresenceEntry>>();

  /** Adds `socket`; for presence channels says whether `member` is new to the channel. */
  subscribe(channel: string, socket: S, member?: PresenceMemberInfo): { isNewMember: boolean } {
    let sockets = this.subscribers.get(channel);
    if (!sockets) {
      sockets = new Set();
      this.subscribers.set(channel, sockets);
    }
    if (sockets.has(socket)) return { isNewMember: false };
    sockets.add(socket);
    if (!member) return { isNewMember: false };
    let present = this.members.get(channel);
    if (!present) {
      present = new Map();
      this.members.set(channel, present);
    }
    const entry = present.get(member.userId);
    if (entry) {
      entry.sockets += 1;
      return { isNewMember: false };
    }
    present.set(member.userId, { info: member.userInfo, sockets: 1 });
    return { isNewMember: true };
  }

  /** Removes `socket`; for presence channels says whether its member left with it. */
  unsubscribe(channel: string, socket: S, memberId?: string): { isMemberGone: boolean } {
    const sockets = this.subscribers.get(channel);
    if (!sockets?.delete(socket)) return { isMemberGone: false };
    if (sockets.size === 0) this.subscribers.delete(channel);
    if (memberId === undefined) return { isMemberGone: false };
    const present = this.members.get(channel);
    const entry = present?.get(memberId);
    if (!present || !entry) return { isMemberGone: false };
    entry.sockets -= 1;
    if (entry.sockets > 0) return { isMemberGone: false };
    present.delete(memberId);
    if (present.size === 0) this.members.delete(channel);
    return { isMemberGone: true };
  }

  socketsOf(channel: string): ReadonlySet<S> | undefined {
    return this.subscribers.get(channel);
  }

  /** The member list pusher_internal:subscription_succeeded carries: {ids, hash, count}. */
  presenceOf(channel: string): { ids: string[]; hash: Record<string, unknown>; count: number } {
    const present = this.members.get(channel) ?? new Map<string, PresenceEntry>();
    const hash: Record<string, unknown> = {};
    for (const [id, entry] of present) hash[id] = entry.info ?? null;
    return { ids: [...present.keys()], hash, count: present.size };
  }

  /** Occupied channels with their socket and member counts (the HTTP API's channel info). */
  *channels(): Generator<{ name: string; subscriptionCount: number; userCount: number | null }> {
    for (const [name, sockets] of this.subscribers) {
      yield {
        name,
        subscriptionCount: sockets.size,
        userCount: name.startsWith('presence-') ? (this.members.get(name)?.size ?? 0) : null,
      };
    }
  }
}

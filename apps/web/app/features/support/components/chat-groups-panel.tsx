import type { ChatGroup, chatDeactivateResponseSchema } from '@casino/contracts';
import { clsx } from 'clsx';
import { MessagesSquare, UserRound, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useLocation, useSearchParams } from 'react-router';
import { GROUP_CREATED_EVENT, userChannel } from '@casino/contracts/channels';
import { CHAT_ROUTES } from '../../../lib/chat-routes';
import { isFormFailure, type Loaded } from '../../../lib/forms';
import type { RealtimeConfig } from '../../../lib/realtime';
import { useChannelEvent } from '../../../lib/use-channel-event';
import {
  addGroup,
  getInitials,
  GROUP_PARAM,
  readGroupCreated,
  removeGroup,
} from '../chat-groups-data';

type DeactivateResult = Loaded<ReturnType<typeof chatDeactivateResponseSchema.parse>>;

type ChatGroupsPanelProps = {
  /** The open conversations as the layout loaded them (GET /api/groups/active, newest first). */
  groups: ChatGroup[];
  agentId: number;
  realtime: RealtimeConfig | null;
  /** The list could not be loaded. */
  hasError?: boolean;
};

/** spec §2 groups list: the photo, or initials when there is none (or it fails to load). */
function GroupPhoto({ group }: { group: ChatGroup }) {
  const [isBroken, setBroken] = useState(false);
  if (group.photo_url && !isBroken) {
    return (
      <img
        src={group.photo_url}
        alt=""
        onError={() => setBroken(true)}
        className="size-9 shrink-0 rounded-full object-cover"
      />
    );
  }
  const initials = getInitials(group.title);
  return (
    <span
      aria-hidden
      className="grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-violet-500 to-brand-500 text-xs font-bold text-white"
    >
      {initials || <UserRound className="size-4" />}
    </span>
  );
}

function GroupItem({
  group,
  isSelected,
  onClosed,
}: {
  group: ChatGroup;
  isSelected: boolean;
  onClosed: (name: string) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const closer = useFetcher<DeactivateResult>();
  const isClosing = closer.state !== 'idle';
  const result = closer.data;
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  useEffect(() => {
    if (result && !isFormFailure(result)) onClosedRef.current(group.name);
  }, [result, group.name]);
  const error = !isClosing && isFormFailure(result) ? result.message : null;

  const close = () =>
    void closer.submit(
      { group_name: group.name },
      { method: 'post', action: CHAT_ROUTES.deactivate, defaultShouldRevalidate: false },
    );

  return (
    <li
      data-testid="chat-group"
      data-group={group.name}
      aria-busy={isClosing || undefined}
      className={clsx(
        'rounded-xl transition-colors',
        isSelected ? 'bg-brand-400/10 ring-1 ring-brand-400/25' : 'hover:bg-white/[0.04]',
        isClosing && 'opacity-60',
      )}
    >
      <div className="flex items-center gap-1 pr-1">
        <Link
          to={{
            pathname: location.pathname,
            search: `?${new URLSearchParams({ [GROUP_PARAM]: group.name })}`,
          }}
          aria-current={isSelected ? 'true' : undefined}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-2.5"
        >
          <GroupPhoto group={group} />
          <span className="min-w-0 flex-1 leading-tight">
            <span className="block truncate text-sm font-semibold text-white">{group.title}</span>
            <span className="block truncate text-xs text-mist-500">{group.name}</span>
          </span>
        </Link>
        <button
          type="button"
          data-testid="chat-group-close"
          onClick={close}
          disabled={isClosing}
          aria-label={t('support.closeGroup', { name: group.title })}
          title={t('support.closeGroup', { name: group.title })}
          className="grid size-8 shrink-0 place-items-center rounded-lg text-mist-500 transition-colors hover:bg-white/5 hover:text-rose-300 disabled:opacity-50"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {error ? (
        <p role="alert" className="px-3 pb-2 text-xs text-rose-300">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * spec §2 support layout: the active chat groups (photo, name, close icon). Choosing one sets
 * `?group=NAME` (a link: it survives a reload); GroupCreated on the agent's private-users
 * channel adds new conversations on top (spec §4); closing one deactivates it on the server,
 * removes it and, when it was the open one, clears the selection.
 */
export function ChatGroupsPanel({
  groups: loadedGroups,
  agentId,
  realtime,
  hasError = false,
}: ChatGroupsPanelProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get(GROUP_PARAM);

  // A new list from the server (the layout loader ran again) replaces the one kept live.
  const [list, setList] = useState({ source: loadedGroups, groups: loadedGroups });
  if (list.source !== loadedGroups) setList({ source: loadedGroups, groups: loadedGroups });
  const groups = list.source === loadedGroups ? list.groups : loadedGroups;

  useChannelEvent({
    config: realtime,
    channel: userChannel(agentId),
    event: GROUP_CREATED_EVENT,
    onEvent: (data) => {
      const group = readGroupCreated(data);
      if (group) setList((current) => ({ ...current, groups: addGroup(current.groups, group) }));
    },
  });

  const onClosed = (name: string) => {
    setList((current) => ({ ...current, groups: removeGroup(current.groups, name) }));
    if (selected === name) {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete(GROUP_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };

  return (
    <section aria-labelledby="chat-groups-title" className="flex h-full flex-col">
      <h2
        id="chat-groups-title"
        className="flex items-center gap-2 px-4 py-4 text-xs font-semibold tracking-widest text-mist-500 uppercase"
      >
        <MessagesSquare className="size-4" aria-hidden />
        {t('support.chatGroups')}
        {groups.length > 0 ? (
          <span className="ml-auto rounded-full bg-white/5 px-2 py-0.5 text-[0.7rem] tracking-normal text-mist-300">
            {groups.length}
          </span>
        ) : null}
      </h2>
      {hasError ? (
        <p role="alert" className="px-4 pb-2 text-sm text-rose-300">
          {t('support.groupsError')}
        </p>
      ) : null}
      <ul data-testid="chat-groups" className="space-y-1 px-2 pb-4">
        {groups.map((group) => (
          <GroupItem
            key={group.id}
            group={group}
            isSelected={group.name === selected}
            onClosed={onClosed}
          />
        ))}
      </ul>
      {groups.length === 0 && !hasError ? (
        <p className="px-4 pb-4 text-sm text-mist-500">{t('support.noGroups')}</p>
      ) : null}
    </section>
  );
}

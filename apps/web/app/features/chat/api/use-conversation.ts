import type { ChatGroup, ChatMessage } from '@casino/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import { groupChannel, NEW_MESSAGE_EVENT } from '@casino/contracts/channels';
import { getMessagesHref } from '../../../lib/chat-routes';
import { isFormFailure } from '../../../lib/forms';
import type { RealtimeConfig } from '../../../lib/realtime';
import { useChannelEvent } from '../../../lib/use-channel-event';
import { mergeMessages, readNewMessage, type MessagesResult } from '../chat-data';

export type Conversation = {
  /** Oldest first, without duplicates: the loaded history plus what arrived since. */
  messages: ChatMessage[];
  /** The group as the messages answer names it (null until loaded, or for an empty desk). */
  group: ChatGroup | null;
  isLoading: boolean;
  /** The server's words when the history could not be loaded. */
  error: string | null;
  reload: () => void;
  /** Adds messages (the send answer); ones already shown are skipped. */
  append: (messages: ChatMessage[]) => void;
};

/**
 * One conversation (spec §4 "new messages are appended"): its history through the
 * /chat/messages resource route, then NewMessage on private-groups.{name} through the page's
 * shared real-time connection. Own sends come back both as the send answer and as the echo;
 * mergeMessages keeps one of each.
 */
export function useConversation(groupName: string, realtime: RealtimeConfig | null): Conversation {
  // One fetcher per conversation: switching groups never shows the previous one's history.
  const fetcher = useFetcher<MessagesResult>({ key: `chat-messages:${groupName}` });
  const { load } = fetcher;
  const reload = useCallback(() => void load(getMessagesHref(groupName)), [load, groupName]);
  useEffect(() => {
    reload();
  }, [reload]);

  const [live, setLive] = useState<{ groupName: string; messages: ChatMessage[] }>({
    groupName,
    messages: [],
  });
  const append = useCallback(
    (incoming: ChatMessage[]) =>
      setLive((previous) => ({
        groupName,
        messages: mergeMessages(
          previous.groupName === groupName ? previous.messages : [],
          incoming,
        ),
      })),
    [groupName],
  );

  useChannelEvent({
    config: realtime,
    channel: groupChannel(groupName),
    event: NEW_MESSAGE_EVENT,
    onEvent: (data) => {
      const message = readNewMessage(data);
      if (message) append([message]);
    },
    // Messages sent between the history's load and the (re)subscription reach nobody: reload.
    onSubscribed: reload,
  });

  const result = fetcher.data;
  const loaded = result && !isFormFailure(result) ? result : null;
  const liveMessages = live.groupName === groupName ? live.messages : null;
  const messages = useMemo(
    () => mergeMessages(loaded?.messages ?? [], liveMessages ?? []),
    [loaded, liveMessages],
  );
  // A retry after a failure shows the loading state again, not the old error.
  const isLoading = loaded === null && (result === undefined || fetcher.state !== 'idle');
  return {
    messages,
    group: loaded?.group ?? null,
    isLoading,
    error: !isLoading && isFormFailure(result) ? result.message : null,
    reload,
    append,
  };
}

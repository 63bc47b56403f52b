import {
  chatDeactivateResponseSchema,
  chatGroupQuerySchema,
  chatGroupResponseSchema,
  chatGroupsResponseSchema,
  chatMessagesResponseSchema,
  chatSendRequestSchema,
  chatSendResponseSchema,
  type z,
} from '@casino/contracts';
import { requirePrincipal, type Principal } from '../../platform/auth';
import type { RateLimits } from '../../platform/rate-limit';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { ChatService } from './chat.service';

const secured = { security: [{ bearer: [] }] };
const tags = ['chat'];

/** spec §7 chat calls; the spec already writes them with /api, so they are not doubled. */
export function chatRoutes({
  chatService,
  rateLimits,
}: {
  chatService: ChatService;
  rateLimits: RateLimits;
}): RoutesPlugin {
  return async (app) => {
    app.get(
      '/groups/active',
      {
        schema: {
          tags,
          summary: 'Open support conversations: an agent sees all, a player their own',
          ...secured,
          response: { 200: chatGroupsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => chatService.listActiveGroups(requirePrincipal(request)),
    );

    app.post(
      '/groups/open',
      {
        schema: {
          tags,
          summary: "The player's own support conversation, opened if there is none",
          ...secured,
          response: { 200: chatGroupResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({ group: await chatService.open(requirePrincipal(request)) }),
    );

    /** GET `url`?group_name=: one conversation the caller may see (agents any, a player theirs). */
    function conversationCall<T>(
      url: string,
      summary: string,
      response: z.ZodType<T>,
      call: (principal: Principal, groupName: string) => Promise<T>,
    ) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary,
            ...secured,
            querystring: chatGroupQuerySchema,
            response: { 200: response, ...ERROR_RESPONSES },
          },
        },
        async (request) => call(requirePrincipal(request), request.query.group_name),
      );
    }

    conversationCall(
      '/group/deactivate',
      'Close a conversation (agents any, a player their own); answers its id',
      chatDeactivateResponseSchema,
      (principal, groupName) => chatService.deactivate(principal, groupName),
    );
    conversationCall(
      '/messages',
      "A conversation's latest messages, oldest first",
      chatMessagesResponseSchema,
      (principal, groupName) => chatService.listMessages(principal, groupName),
    );

    app.post(
      '/conversations',
      {
        schema: {
          tags,
          summary: 'Send a chat message (plain text, at most 1,000 characters)',
          ...secured,
          body: chatSendRequestSchema,
          response: { 200: chatSendResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        await rateLimits.consumeForUser('chatMessage', principal.userId);
        return chatService.send(principal, request.body);
      },
    );
  };
}

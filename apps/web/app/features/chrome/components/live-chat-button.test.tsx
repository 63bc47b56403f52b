// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatDialogProvider, useChatDialog } from '../../../lib/chat-dialog';
import { createI18n } from '../../../lib/i18n';
import en from '../../../locales/en';
import { LiveChatButton } from './live-chat-button';

function Status() {
  return <output data-testid="status">{useChatDialog().status}</output>;
}

const ui = (
  <I18nextProvider i18n={createI18n('en', en)}>
    <ChatDialogProvider>
      <LiveChatButton />
      <Status />
    </ChatDialogProvider>
  </I18nextProvider>
);

afterEach(() => {
  cleanup();
});

describe('LiveChatButton (spec §2 shared chrome)', () => {
  it('is in the server’s HTML, disabled until hydration (a click then would be lost)', () => {
    const html = renderToString(ui);
    expect(html).toMatch(/<button[^>]*data-testid="live-chat-button"[^>]*disabled=""/);
    expect(html).toContain('Live chat');
  });

  it('opens the chat dialog and steps aside while it is open', () => {
    render(ui);
    const button = screen.getByTestId('live-chat-button') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(screen.getByTestId('status').textContent).toBe('open');
    expect(screen.queryByTestId('live-chat-button')).toBeNull();
  });
});

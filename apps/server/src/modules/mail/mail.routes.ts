import type { RoutesPlugin } from '../../platform/routing';
import type { MailService } from './mail.service';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** GET /dev/mail: the development outbox, newest first. Not registered in production. */
export function devMailRoutes({ mailService }: { mailService: MailService }): RoutesPlugin {
  return async (app) => {
    app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
      const mails = await mailService.listOutbox();
      const items = mails
        .map(
          (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">to ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</p>
<pre>${escapeHtml(mail.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
        )
        .join('\n');
      const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>
<style>body{font-family:system-ui,sans-serif;background:#0b1020;color:#e5e7eb;max-width:820px;margin:auto;padding:24px}
article{background:#111827;border-radius:12px;padding:16px 20px;margin:16px 0}h2{font-size:18px;margin:0}
.meta{color:#9ca3af;font-size:13px}pre{white-space:pre-wrap}a{color:#34d399}</style></head>
<body><h1>Development outbox</h1><p class="meta">Mail the server would send; shown because SMTP_URL is not set. Not available in production.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
      return reply.type('text/html; charset=utf-8').send(body);
    });
  };
}

import { describe, expect, it } from 'vitest';
import { newPlayer } from '../../test/http';
import { useTestSmtp } from '../../test/smtp';
import { useTestApp } from '../../test/suite';

describe('mail over real SMTP (SMTP_URL)', () => {
  const smtp = useTestSmtp();
  const { t, api } = useTestApp(() => ({ config: { SMTP_URL: smtp.url } }));

  it('sends the verification mail through SMTP, in the player language, and not to the outbox', async () => {
    const body = newPlayer();
    expect((await api.post('/api/register', body, { locale: 'zh-CN' })).status).toBe(201);
    await expect.poll(() => smtp.received.length).toBe(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual([body.email]);
    expect(mail?.from).toBe('no-reply@casino.test');
    expect(mail?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail?.data).toContain('http://localhost:8000/email/verify/');
    expect(await t.runtime.services.mailService.listOutbox()).toEqual([]);
  });
});

import type { Locale } from '@casino/contracts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface Copy {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

/** Mails go out in the user's language (issue: verification and reset mails per locale). */
const COPY: Record<'verify' | 'reset' | 'emailChanged', Record<Locale, Copy>> = {
  verify: {
    en: {
      subject: 'Verify your e-mail address',
      greeting: 'Hello {name},',
      body: 'Please confirm your e-mail address to unlock deposits and withdrawals at {app}.',
      action: 'Verify e-mail address',
      footer: 'If you did not create an account, ignore this e-mail.',
    },
    'zh-CN': {
      subject: '验证您的电子邮件地址',
      greeting: '{name}，您好：',
      body: '请确认您的电子邮件地址，以便在 {app} 存款和取款。',
      action: '验证电子邮件地址',
      footer: '如果您没有创建账户，请忽略此邮件。',
    },
    es: {
      subject: 'Verifica tu dirección de correo electrónico',
      greeting: 'Hola {name}:',
      body: 'Confirma tu dirección de correo electrónico para poder depositar y retirar en {app}.',
      action: 'Verificar correo electrónico',
      footer: 'Si no creaste una cuenta, ignora este correo.',
    },
  },
  reset: {
    en: {
      subject: 'Reset your password',
      greeting: 'Hello {name},',
      body: 'We received a request to reset the password of your {app} account. The link works once and expires in 60 minutes.',
      action: 'Reset password',
      footer: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
    'zh-CN': {
      subject: '重置您的密码',
      greeting: '{name}，您好：',
      body: '我们收到了重置您 {app} 账户密码的请求。该链接只能使用一次，60 分钟后失效。',
      action: '重置密码',
      footer: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
    },
    es: {
      subject: 'Restablece tu contraseña',
      greeting: 'Hola {name}:',
      body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {app}. El enlace funciona una sola vez y caduca en 60 minutos.',
      action: 'Restablecer contraseña',
      footer: 'Si no lo solicitaste, ignora este correo: tu contraseña no cambia.',
    },
  },
  // Sent to the OLD address (issue 11 §6): the owner learns of a change they did not make.
  emailChanged: {
    en: {
      subject: 'Your e-mail address was changed',
      greeting: 'Hello {name},',
      body: 'The e-mail address of your {app} account was changed to {email}. Your other sessions were signed out.',
      action: 'Contact support',
      footer:
        'If this wasn’t you, contact our support right away: someone may have access to your account.',
    },
    'zh-CN': {
      subject: '您的电子邮件地址已更改',
      greeting: '{name}，您好：',
      body: '您的 {app} 账户的电子邮件地址已更改为 {email}。您在其他设备上的会话已退出。',
      action: '联系客服',
      footer: '如果这不是您本人的操作，请立即联系我们的客服：可能有人能够访问您的账户。',
    },
    es: {
      subject: 'Se ha cambiado tu dirección de correo electrónico',
      greeting: 'Hola {name}:',
      body: 'La dirección de correo electrónico de tu cuenta de {app} se ha cambiado a {email}. Tus otras sesiones se han cerrado.',
      action: 'Contactar con soporte',
      footer:
        'Si no has sido tú, contacta con nuestro soporte de inmediato: es posible que alguien tenga acceso a tu cuenta.',
    },
  },
};

export function renderMail(
  kind: keyof typeof COPY,
  locale: Locale,
  values: { name: string; app: string; link: string; email?: string },
): MailContent {
  const copy = COPY[kind][locale];
  const fill = (text: string, escape: boolean) =>
    text.replace(/\{(name|app|email)\}/g, (_m, key: 'name' | 'app' | 'email') => {
      const value = values[key] ?? '';
      return escape ? escapeHtml(value) : value;
    });
  const text = [
    fill(copy.greeting, false),
    '',
    fill(copy.body, false),
    '',
    `${copy.action}: ${values.link}`,
    '',
    copy.footer,
  ].join('\n');
  const link = escapeHtml(values.link);
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;background:#0b1020;color:#e5e7eb;padding:24px">
<div style="max-width:520px;margin:auto;background:#111827;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(fill(copy.subject, false))}</h1>
<p>${fill(copy.greeting, true)}</p><p>${fill(copy.body, true)}</p>
<p><a href="${link}" style="display:inline-block;background:#10b981;color:#04121a;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(copy.action)}</a></p>
<p style="font-size:12px;color:#9ca3af">${escapeHtml(values.link)}</p>
<p style="font-size:12px;color:#9ca3af">${escapeHtml(copy.footer)}</p></div></body></html>`;
  return { subject: `${copy.subject} · ${values.app}`, text, html };
}

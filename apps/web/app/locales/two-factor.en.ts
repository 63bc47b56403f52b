/**
 * Two-factor authentication in English (issue 18): the account's security page, the login's
 * code step and the code field of withdrawals and tips: `twoFactor` of the common texts.
 */
const twoFactor = {
  code: {
    label: 'Authenticator code',
    hint: 'The 6-digit code your authenticator app shows now.',
    recoveryHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  },
  security: {
    lead: 'Add a second step to your sign-ins, withdrawals and tips with an authenticator app.',
    title: 'Two-factor authentication',
    on: 'On',
    off: 'Off',
    offText:
      'Only your password protects your account. Turn on two-factor authentication to be asked for a code from your phone as well when you sign in, withdraw or tip.',
    onText:
      'On since {{date}}. Signing in, withdrawing and tipping ask for a code from your authenticator app.',
    // Every locale carries one, many and other: Spanish picks `many` for round millions.
    codesLeft_one: '{{count}} recovery code left',
    codesLeft_many: '{{count}} recovery codes left',
    codesLeft_other: '{{count}} recovery codes left',
    turnOn: 'Turn on',
    setup: {
      title: 'Set up your authenticator app',
      scan: 'Scan this QR code with an authenticator app such as Google Authenticator, Microsoft Authenticator, Authy or 1Password.',
      qrAlt: 'QR code that adds your account to an authenticator app',
      manual: 'Cannot scan it? Enter this key in the app instead:',
      openApp: 'Open in your authenticator app',
      copy: 'Copy key',
      copied: 'Copied',
      confirm: 'Then enter the code the app shows to finish.',
      submit: 'Turn on two-factor authentication',
      cancel: 'Cancel',
    },
    codes: {
      title: 'Your recovery codes',
      lead: 'If you lose your phone, each code works once in place of an authenticator code.',
      warning: 'Store them now; they will not be shown again.',
      copy: 'Copy codes',
      copied: 'Copied',
      download: 'Download as .txt',
      fileName: 'recovery-codes.txt',
      fileTitle: '{{app}}: recovery codes for {{email}}',
    },
    renew: {
      title: 'New recovery codes',
      lead: 'Ten new codes replace the ones you have; the old ones stop working.',
      submit: 'Create new recovery codes',
    },
    disable: {
      title: 'Turn off',
      lead: 'Signing in, withdrawing and tipping will ask only for your password again.',
      submit: 'Turn off two-factor authentication',
    },
  },
  login: {
    title: 'Two-step verification',
    lead: 'Your account is protected with two-factor authentication.',
    submit: 'Verify and sign in',
  },
  wallet: {
    hint: 'Two-factor authentication is on: type the 6-digit code from your app.',
  },
};

export type TwoFactorTexts = typeof twoFactor;

export default twoFactor;

import type { TwoFactorTexts } from './two-factor.en';

/**
 * La autenticación en dos pasos en español (issue 18): la página de seguridad de la cuenta, el
 * paso del código al iniciar sesión y el campo del código en retiros y propinas.
 */
const twoFactor: TwoFactorTexts = {
  code: {
    label: 'Código de autenticación',
    hint: 'El código de 6 dígitos que muestra ahora tu aplicación de autenticación.',
    recoveryHint:
      'El código de 6 dígitos de tu aplicación de autenticación o uno de tus códigos de recuperación.',
  },
  security: {
    lead: 'Añade un segundo paso a tus inicios de sesión, retiros y propinas con una aplicación de autenticación.',
    title: 'Autenticación en dos pasos',
    on: 'Activada',
    off: 'Desactivada',
    offText:
      'Solo tu contraseña protege tu cuenta. Activa la autenticación en dos pasos para que también se te pida un código de tu teléfono al iniciar sesión, retirar o dar propinas.',
    onText:
      'Activada desde el {{date}}. Iniciar sesión, retirar y dar propinas piden un código de tu aplicación de autenticación.',
    codesLeft_one: 'Te queda {{count}} código de recuperación',
    codesLeft_many: 'Te quedan {{count}} de códigos de recuperación',
    codesLeft_other: 'Te quedan {{count}} códigos de recuperación',
    turnOn: 'Activar',
    setup: {
      title: 'Configura tu aplicación de autenticación',
      scan: 'Escanea este código QR con una aplicación de autenticación como Google Authenticator, Microsoft Authenticator, Authy o 1Password.',
      qrAlt: 'Código QR que añade tu cuenta a una aplicación de autenticación',
      manual: '¿No puedes escanearlo? Introduce esta clave en la aplicación:',
      openApp: 'Abrir en tu aplicación de autenticación',
      copy: 'Copiar la clave',
      copied: 'Copiada',
      confirm: 'Después, introduce el código que muestra la aplicación para terminar.',
      submit: 'Activar la autenticación en dos pasos',
      cancel: 'Cancelar',
    },
    codes: {
      title: 'Tus códigos de recuperación',
      lead: 'Si pierdes tu teléfono, cada código sirve una sola vez en lugar de un código de la aplicación.',
      warning: 'Guárdalos ahora; no se volverán a mostrar.',
      copy: 'Copiar los códigos',
      copied: 'Copiados',
      download: 'Descargar como .txt',
      fileName: 'codigos-de-recuperacion.txt',
      fileTitle: '{{app}}: códigos de recuperación de {{email}}',
    },
    renew: {
      title: 'Nuevos códigos de recuperación',
      lead: 'Diez códigos nuevos sustituyen a los que tienes; los anteriores dejan de funcionar.',
      submit: 'Crear nuevos códigos de recuperación',
    },
    disable: {
      title: 'Desactivar',
      lead: 'Iniciar sesión, retirar y dar propinas volverán a pedir solo tu contraseña.',
      submit: 'Desactivar la autenticación en dos pasos',
    },
  },
  login: {
    title: 'Verificación en dos pasos',
    lead: 'Tu cuenta está protegida con la autenticación en dos pasos.',
    submit: 'Verificar e iniciar sesión',
  },
  wallet: {
    hint: 'La autenticación en dos pasos está activada: escribe el código de 6 dígitos de tu aplicación.',
  },
};

export default twoFactor;

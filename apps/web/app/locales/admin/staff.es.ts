import type { StaffTexts } from './staff.en';

const staff: StaffTexts = {
  title: 'Personal',
  lead: 'Quién trabaja en el back office y con qué rol. El rol decide qué puede ver y hacer cada persona; cada cambio hecho aquí queda en el registro de auditoría.',
  columns: {
    member: 'Miembro del personal',
    role: 'Rol',
    status: 'Estado',
    createdAt: 'Creado (UTC)',
    lastSignIn: 'Último inicio de sesión (UTC)',
    change: 'Cambiar el rol',
  },
  you: 'Tú',
  ownRow: 'Tu propio rol no se puede cambiar aquí: otro administrador puede cambiarlo.',
  active: 'Activo',
  blocked: 'Bloqueado',
  noSignIn: 'Ninguno reciente',
  player: 'Jugador (sin acceso de personal)',
  roleOf: 'Nuevo rol de {{name}}',
  changeRole: 'Cambiar…',
  changeRoleOf: 'Cambiar el rol de {{name}}',
  changed: 'El rol de {{name}} ahora es {{role}}. Sus sesiones se han cerrado.',
  confirm: {
    title: 'Confirma el cambio de rol',
    question: '¿Cambiar el rol de {{name}} ({{email}}) de {{from}} a {{to}}?',
    remove:
      '¿Quitar el acceso de personal a {{name}} ({{email}})? La cuenta se mantiene, como cuenta de jugador.',
    promote: '¿Dar a la cuenta n.º {{id}} el rol {{role}}?',
    effect:
      'Sus sesiones se cierran de inmediato: vuelve a iniciar sesión y desde entonces trabaja con el nuevo rol.',
    submit: 'Cambiar el rol',
    cancel: 'Cancelar',
  },
  create: {
    title: 'Añadir un miembro del personal',
    lead: 'Una cuenta nueva para un compañero, con el correo ya verificado. Entrégale la contraseña en persona; puede cambiarla en los ajustes de su cuenta.',
    email: 'Correo electrónico',
    name: 'Nombre',
    nameHint: 'Al menos 8 caracteres.',
    password: 'Contraseña',
    passwordHint: 'Al menos 8 caracteres.',
    role: 'Rol',
    submit: 'Añadir al miembro del personal',
    created: '{{name}} ya puede iniciar sesión como {{role}}.',
  },
  promote: {
    title: 'Dar acceso de personal a una cuenta existente',
    lead: 'La cuenta de un jugador pasa a ser de personal: indica su id (aparece en la página del jugador) y el rol. Lo confirmas en el paso siguiente.',
    id: 'Id de la cuenta',
    role: 'Rol',
    submit: 'Continuar…',
  },
};

export default staff;

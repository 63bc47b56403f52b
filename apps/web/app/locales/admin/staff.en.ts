/** The back office's staff section in English (issue 17 "Staff"): `admin:staff`. */
const staff = {
  title: 'Staff',
  lead: 'Who works in the back office and with which role. The role decides what each person may see and do; every change here is in the audit trail.',
  columns: {
    member: 'Staff member',
    role: 'Role',
    status: 'Status',
    createdAt: 'Created (UTC)',
    lastSignIn: 'Last sign-in (UTC)',
    change: 'Change the role',
  },
  you: 'You',
  ownRow: 'Your own role cannot be changed here: another admin can change it.',
  active: 'Active',
  blocked: 'Blocked',
  noSignIn: 'None recently',
  player: 'Player (no staff access)',
  roleOf: 'New role of {{name}}',
  changeRole: 'Change…',
  changeRoleOf: 'Change the role of {{name}}',
  changed: 'The role of {{name}} is now {{role}}. Their sessions have ended.',
  confirm: {
    title: 'Confirm the role change',
    question: 'Change the role of {{name}} ({{email}}) from {{from}} to {{to}}?',
    remove:
      "Take staff access away from {{name}} ({{email}})? The account stays, as a player's account.",
    promote: 'Give account #{{id}} the role {{role}}?',
    effect:
      'Their sessions end at once: they sign in again and work under the new role from then on.',
    submit: 'Change the role',
    cancel: 'Cancel',
  },
  create: {
    title: 'Add a staff member',
    lead: 'A new account for a colleague, its e-mail already verified. Hand the password over in person; they can change it in their account settings.',
    email: 'E-mail',
    name: 'Name',
    nameHint: 'At least 8 characters.',
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    role: 'Role',
    submit: 'Add the staff member',
    created: '{{name}} can now sign in as {{role}}.',
  },
  promote: {
    title: 'Give an existing account staff access',
    lead: "A player's account becomes a staff account: enter its id (shown on the player's page) and the role. You confirm on the next step.",
    id: 'Account id',
    role: 'Role',
    submit: 'Continue…',
  },
};

export default staff;
export type StaffTexts = typeof staff;

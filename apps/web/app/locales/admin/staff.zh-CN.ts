import type { StaffTexts } from './staff.en';

const staff: StaffTexts = {
  title: '员工',
  lead: '谁在后台工作、担任什么角色。角色决定每个人能看到和做什么；这里的每项更改都会记入审计日志。',
  columns: {
    member: '员工',
    role: '角色',
    status: '状态',
    createdAt: '创建时间（UTC）',
    lastSignIn: '最近登录（UTC）',
    change: '更改角色',
  },
  you: '您',
  ownRow: '您不能在此更改自己的角色：可由另一位管理员更改。',
  active: '正常',
  blocked: '已封禁',
  noSignIn: '近期无登录',
  player: '玩家（无员工权限）',
  roleOf: '{{name}} 的新角色',
  changeRole: '更改…',
  changeRoleOf: '更改 {{name}} 的角色',
  changed: '{{name}} 的角色现为 {{role}}。其所有会话已结束。',
  confirm: {
    title: '确认更改角色',
    question: '将 {{name}}（{{email}}）的角色从 {{from}} 改为 {{to}}？',
    remove: '取消 {{name}}（{{email}}）的员工权限？该账户保留，作为玩家账户。',
    promote: '将账户 #{{id}} 设为 {{role}} 角色？',
    effect: '其会话将立即结束：重新登录后即以新角色工作。',
    submit: '更改角色',
    cancel: '取消',
  },
  create: {
    title: '添加员工',
    lead: '为同事新建账户，邮箱已验证。请当面交付密码；对方可在账户设置中修改。',
    email: '邮箱',
    name: '姓名',
    nameHint: '至少 8 个字符。',
    password: '密码',
    passwordHint: '至少 8 个字符。',
    role: '角色',
    submit: '添加员工',
    created: '{{name}} 现在可以以 {{role}} 身份登录。',
  },
  promote: {
    title: '为现有账户开通员工权限',
    lead: '将玩家账户变为员工账户：输入其账户 id（见玩家页面）和角色，下一步确认。',
    id: '账户 id',
    role: '角色',
    submit: '继续…',
  },
};

export default staff;

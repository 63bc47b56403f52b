import type { TwoFactorTexts } from './two-factor.en';

/** 双重身份验证的简体中文文案（issue 18）：账户安全页、登录验证码步骤、提款和打赏的验证码字段。 */
const twoFactor: TwoFactorTexts = {
  code: {
    label: '身份验证器验证码',
    hint: '您的身份验证器应用当前显示的 6 位验证码。',
    recoveryHint: '身份验证器应用中的 6 位验证码，或您的任一恢复码。',
  },
  security: {
    lead: '使用身份验证器应用，为登录、提款和打赏增加第二道验证。',
    title: '双重身份验证',
    on: '已开启',
    off: '未开启',
    offText:
      '目前只有密码保护您的账户。开启双重身份验证后，登录、提款或打赏时还需输入手机上的验证码。',
    onText: '自 {{date}} 起已开启。登录、提款和打赏时需要输入身份验证器应用中的验证码。',
    codesLeft_one: '剩余 {{count}} 个恢复码',
    codesLeft_many: '剩余 {{count}} 个恢复码',
    codesLeft_other: '剩余 {{count}} 个恢复码',
    turnOn: '开启',
    setup: {
      title: '设置身份验证器应用',
      scan: '使用 Google Authenticator、Microsoft Authenticator、Authy 或 1Password 等身份验证器应用扫描此二维码。',
      qrAlt: '将您的账户添加到身份验证器应用的二维码',
      manual: '无法扫描？请在应用中手动输入此密钥：',
      openApp: '在身份验证器应用中打开',
      copy: '复制密钥',
      copied: '已复制',
      confirm: '然后输入应用显示的验证码以完成设置。',
      submit: '开启双重身份验证',
      cancel: '取消',
    },
    codes: {
      title: '您的恢复码',
      lead: '如果手机丢失，每个恢复码可代替验证码使用一次。',
      warning: '请立即保存；它们不会再次显示。',
      copy: '复制恢复码',
      copied: '已复制',
      download: '下载为 .txt 文件',
      fileName: '恢复码.txt',
      fileTitle: '{{app}}：{{email}} 的恢复码',
    },
    renew: {
      title: '新的恢复码',
      lead: '十个新恢复码将替换您现有的恢复码，旧恢复码随即失效。',
      submit: '生成新的恢复码',
    },
    disable: {
      title: '关闭',
      lead: '关闭后，登录、提款和打赏将只需输入密码。',
      submit: '关闭双重身份验证',
    },
  },
  login: {
    title: '两步验证',
    lead: '您的账户已开启双重身份验证。',
    submit: '验证并登录',
  },
  wallet: {
    hint: '双重身份验证已开启：请输入应用中的 6 位验证码。',
  },
};

export default twoFactor;

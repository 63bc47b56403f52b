import type { CoinsTexts } from './coins.en';

/** 后台币种栏目的简体中文文本（issue 17）：`admin:coins`。 */
const coins: CoinsTexts = {
  title: '币种',
  lead: '玩家存款和提款所用的币种、生成存款地址的密钥，以及换算每笔金额所用的价格。',
  edit: '编辑',
  columns: {
    coin: '币种与网络',
    withdrawals: '提款',
    confirmations: '确认数',
    key: '扩展公钥',
  },
  withdrawalsOn: '允许',
  withdrawalsOff: '关闭',
  noKey: '无密钥：存款已关闭',
  demoKey: '公开的演示密钥——存入它的资金不属于您',
  demoKeysText:
    '这些币种的地址来自随软件公开发布的密钥（{{coins}}）：任何人都能花掉发送到这些地址的资金。接受真实存款前，请设置您自己的扩展公钥。',
  form: {
    title: '{{name}}（{{code}}）',
    name: '名称',
    confirmations: '确认数',
    confirmationsHint: '存款入账前需要等待的区块数（0 到 1000）。',
    allowWithdrawals: '玩家可以提款此币种',
    key: '扩展公钥',
    keyHint:
      '派生存款地址所用的账户级公钥（XMR：viewKey:spendPublicKey）。留空则关闭存款。切勿填写私钥。',
    demoKeyText:
      '下面的密钥是公开的：读过 README 的人都能花掉存入其地址的每一笔资金。请换成您自己钱包的密钥。',
    save: '保存币种',
    close: '关闭',
    saved: '币种已保存。',
  },
  rates: {
    title: '价格',
    health: {
      live: '实时',
      stale: '实时，但已过期',
      offline: '离线价格表',
      pinned: '已固定',
      mixed: '来源混合',
      failing: '无价格',
    },
    explain: {
      live: '价格来自价格 API，且是最新的（最多 {{maxAge}} 之前）。',
      stale: '价格来自价格 API，但已超过 {{maxAge}}：此后它一直没有响应。',
      offline: '价格来自内置的参考价格表，而非市场：适合演示，不适合真实资金。',
      pinned: '所有价格都由运营人员固定，不随市场变化。',
      mixed: '价格并非都来自同一来源：有些是实时的、固定的或来自离线价格表。',
      failing: '无法读取价格：在价格 API 恢复响应之前，需要价格的存款和提款都会被拒绝。',
    },
    source: '当前来源',
    sources: {
      live: '价格 API',
      offline: '离线价格表',
      pinned: '已固定',
      mixed: '混合',
    },
    observedAt: '最早的价格观测时间（UTC）',
    ago: '{{age}}前',
    lastFailure: '价格 API 最近一次失败',
    noFailure: '自上次响应以来没有失败',
    priceApi: '价格 API',
    configured: '已配置',
    notConfigured: '未配置',
    mode: '模式',
    liveMode: '正式：拒绝超过 {{maxAge}} 的价格',
    demoMode: '演示：退回到离线价格表',
    age: {
      seconds_one: '{{count}} 秒',
      seconds_other: '{{count}} 秒',
      minutes_one: '{{count}} 分钟',
      minutes_other: '{{count}} 分钟',
      hours_one: '{{count}} 小时',
      hours_other: '{{count}} 小时',
      days_one: '{{count}} 天',
      days_other: '{{count}} 天',
    },
  },
};

export default coins;

import type { ReportsTexts } from './reports.en';

/** 后台报表的简体中文文本（issue 17，docs/reports.md）：`admin:reports`。 */
const reports: ReportsTexts = {
  title: '报表',
  navLabel: '报表',
  nav: {
    ggr: 'GGR 与 NGR',
    statement: '玩家对账单',
  },
  from: '开始（UTC）',
  to: '结束（UTC）',
  show: '显示',
  downloadCsv: '下载 CSV',
  total: '合计',
  figures: {
    bets: '投注',
    wins: '派彩',
    ggr: 'GGR',
    bonusCost: '奖金成本',
    ngr: 'NGR',
    rounds: '局数',
  },
  ggr: {
    lead: '根据账本统计的每日博彩毛收入和净收入，含首尾两天（最多 366 天）。GGR 为投注减派彩；NGR 为 GGR 减奖金成本。',
    group: '按',
    groups: {
      game: '游戏',
      provider: '供应商',
      currency: '货币',
    },
    columns: {
      date: '日期（UTC）',
      currency: '货币',
    },
    empty: '这些天没有游戏记录。',
    attribution:
      '按游戏和供应商统计时，奖金成本仅为免费旋转的派彩；奖金发放和返水不属于任何游戏，只在按货币统计时显示。因此 GGR 之和等于该货币的 GGR，NGR 则不然。',
  },
  statement: {
    lead: '玩家在期初的余额、每笔已入账的变动及其后的余额，以及期末余额，按货币分列。期初余额加上各笔变动即为期末余额。',
    player: '玩家 ID',
    playerHint: '玩家页面上的编号。',
    ask: '输入玩家 ID 以查看其对账单。',
    playerId: '玩家 #{{id}}',
    range: '{{from}} 至 {{to}}',
    currency: '{{currency}}',
    opening: '期初余额',
    closing: '期末余额',
    noMovements: '这些天没有变动。',
    otherPages: '这些天的变动在其他页。',
    showing:
      '第 {{first}} 至 {{last}} 条变动，共 {{total}} 条。期初和期末余额为整个时间范围的余额；每笔变动后的余额从期初余额起算。',
    csvTooLong:
      '变动过多，无法放入一个 CSV（{{count}} 条；最多 {{maximum}} 条）：请选择较短的时间范围。',
    noAccounts: '该玩家还没有账户。',
    accounts: {
      cash: '现金',
      bonus: '奖金',
    },
    columns: {
      at: '入账时间（UTC）',
      type: '变动',
      reference: '参考号',
      account: '账户',
      amount: '金额',
      cash: '变动后现金',
      bonus: '变动后奖金',
      balance: '变动后合计',
    },
  },
};

export default reports;

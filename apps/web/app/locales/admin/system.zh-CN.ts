import type { SystemTexts } from './system.en';

/** 后台的系统板块（简体中文，issue 17 “System”）。 */
const system: SystemTexts = {
  title: '系统',
  lead: '运行中的赌场：崩溃游戏的设置、计划任务和账本检查。运营人员也可以在命令行中完成同样的操作。',
  crash: {
    title: '崩溃游戏',
    lead: '更改从下一局开始生效（每局保留开局时的庄家优势）；一秒内投注即按新设置校验。每次更改都会记入审计记录。',
    names: {
      crash: 'Crash',
      crashsw: 'Crash Sweep',
      crashbull: 'Crash Bull',
    },
    columns: {
      game: '游戏',
      edge: '庄家优势',
      betting: '投注时间',
      limits: '各币种限额',
    },
    edgeValue: '{{percent}}%',
    bettingValue: '{{seconds}} 秒',
    limit: '投注 {{min}} 至 {{max}}，每局最多赔付 {{payout}}',
    noLimits: '无限额：不接受投注',
    sideOdds: '边注赔率 {{bull}}×（牛）和 {{bear}}×（熊）',
    edit: '编辑',
    form: {
      title: '{{game}} 的设置',
      edge: '庄家优势（%）',
      edgeHint: '0 到 49.99 之间的百分比，最多两位小数（1 或 1.5）。',
      betting: '投注时间（秒）',
      bettingHint: '每局开始前接受投注的时长：1 到 60 秒。',
      limitsTitle: '{{currency}} 限额',
      limitsHint: '以整单位填写，最多两位小数（0.10）。某币种留空则保留其限额。',
      minBet: '最低投注（{{currency}}）',
      maxBet: '最高投注（{{currency}}）',
      maxPayout: '每局最高赔付（{{currency}}）',
      save: '保存设置',
      close: '关闭',
      saved: '{{game}} 的设置已保存：从下一局开始生效。',
    },
  },
  jobs: {
    title: '计划任务',
    lead: '处理任务的节点按计划运行它们。“立即运行”会排入一次运行，由此类节点在几秒内执行；每个任务都可以安全地再次运行（不会重复支付或删除）。每次请求的运行都会记入审计记录。',
    names: {
      'bonus-expiry': '奖金过期',
      'weekly-cashback': '每周返现',
      housekeeping: '清理',
    },
    descriptions: {
      'bonus-expiry': '结束已到期的奖金；剩余的奖金归庄家。',
      'weekly-cashback': '按每位玩家 VIP 等级的返现比例，支付其上周净亏损的返现。',
      housekeeping: '删除结束超过一天的会话和邮件链接，以及一周前的投注记录引用。',
    },
    columns: {
      job: '任务',
      schedule: '计划（UTC）',
      lastRun: '上次运行',
      result: '结果',
      failures: '失败（7 天）',
      waiting: '等待中',
      run: '运行',
    },
    notScheduled: '尚未排程',
    never: '从未',
    states: {
      completed: '已完成',
      failed: '失败',
    },
    noResult: '–',
    lastError: '最近错误：{{error}}',
    week: '要支付的周',
    weekHint: '可选：要支付那一周中的某一天。留空则支付上周。',
    runNow: '立即运行',
    queued: '{{job}} 已排队：处理任务的节点会在几秒内运行它。',
  },
  ledger: {
    title: '账本检查',
    lead: '检查每个币种的余额合计为零、没有玩家余额低于零、每个余额都与其转账相符。只读取：不会更改任何内容，也不会记录。',
    run: '运行检查',
    checked: '检查已运行。',
    ok: '账本一致：于 {{time}}（UTC）检查了 {{accounts}} 个账户。',
    problems_one: '于 {{time}}（UTC）在 {{accounts}} 个账户中发现 {{count}} 个问题：',
    problems_other: '于 {{time}}（UTC）在 {{accounts}} 个账户中发现 {{count}} 个问题：',
  },
};

export default system;

// A thesaurus of support and software-docs vocabulary, so the offline engine can connect a visitor's words to the
// words help centers and docs use for the same thing ("pay" → fees, "two accounts" → duplicate, "get rid of" →
// remove/uninstall, "上线" → 部署, "删掉" → 删除). General language only: nothing here names a particular site,
// brand or product, and every entry must hold on any site. One step only: a word's related words are the ones
// its own entries list, never their related words in turn.
import { tokenize } from "../../knowledge/index.js";
import { ROMANCE_ASKS, ROMANCE_SAME } from "./related-terms-romance.js";

/** Words that stand for one another either way: each word of a group relates to every other word of it. */
const SAME: readonly string[] = [
  // Account and sign-in.
  "login signin logon",
  "signup register registration enrol enroll",
  "account accounts",
  "password passcode passphrase",
  "2fa mfa",
  "verify verification confirm confirmation",
  "authenticator authentication",
  "sms text",
  "selfie photo",
  "identity identification identify",
  "scam fraud phishing suspicious",
  "secure security safe safety",
  // Billing.
  "bill billing invoice invoices receipt receipts",
  "subscription subscriptions plan plans",
  "unsubscribe optout",
  // Forms of one word the stemmer leaves apart (registration → registr, register → register).
  "pay paid",
  "subscribe subscription subscriber",
  "permit permission permissions",
  "suspend suspension",
  "compatible compatibility",
  // Removal and change.
  "delete deletion remove removal erase",
  "uninstall remove removal",
  "update upgrade",
  "migrate migration upgrade",
  "downgrade rollback",
  "added introduced",
  "deprecated obsolete",
  // Software docs.
  "config configure configuration",
  "env environment",
  "parameter param argument arg",
  "flag option",
  "folder directory dir",
  "repo repository",
  "dependency dependencies deps",
  "command cli",
  "install setup",
  "install download",
  "requirement requirements prerequisite prerequisites",
  "error failure",
  "problem issue trouble troubleshoot troubleshooting",
  "crash crashes",
  "hang freeze frozen",
  "certificate certificates cert certs",
  // Limits and time.
  "limit maximum max quota cap",
  "minimum min",
  "expire expiration expiry",
  "renew renewal",
  // Chinese: words that stand for one another.
  "账号 账户 帐号 帐户",
  "登录 登陆 登入",
  "删除 移除",
  "卸载 移除",
  "升级 更新",
  "修改 更改 变更",
  "配置 设置 选项",
  "错误 报错 出错 异常",
  "故障 问题",
  "安装 下载",
  "限制 上限 最多 最大 配额",
  "发货 配送 送货 运送 物流 快递",
  "运费 邮费",
  "发票 收据 账单",
  "退订 取消",
  "人脸 面部 刷脸",
  "年龄 岁",
  "过期 到期 有效期",
  "续订 续期",
  "体积 大小 尺寸",
  "创建 新建",
  "停止 终止",
  "热线 电话",
  "盗用 被盗 盗号 欺诈",
  "部署 发布 上线",
  // The English groups above written in Chinese, where Chinese has more than one word for the thing (one word for
  // both, as 安全 for secure and safety, 证书, 兼容 ~ 兼容性, needs no entry; nor do forms: Chinese does not inflect).
  "密码 口令",
  "验证 核实 核验 确认",
  "认证 鉴权",
  "短信 短讯 简讯",
  "自拍 照片 相片",
  "诈骗 欺诈 骗局 钓鱼 可疑",
  "订阅 套餐",
  "允许 许可 权限 授权",
  "暂停 冻结 停用",
  "删除 移除 清除 擦除",
  "迁移 升级",
  "降级 回滚 回退",
  "新增 引入",
  "废弃 弃用 过时",
  "参数 入参 实参",
  "标志 选项",
  "仓库 repo",
  "要求 前提 先决条件",
  "失败 错误",
  "故障 排查 排错",
  "崩溃 闪退 宕机",
  "卡死 死机",
  "最少 最低 最小 至少",
  "过期 失效",
  "续订 续费 续签",
  // Advantages and drawbacks: an everyday word and the docs' words for each.
  "好处 优点 优势",
  "坏处 缺点 弊端 劣势",
  // A week, an example, at once: everyday words and the words docs and help pages write for them (两个星期 → 2 周).
  "星期 周 礼拜",
  "例子 示例 范例",
  "马上 立即 立刻",
];

/** Words a visitor may write → words a site is likely to use for it (help-center section names first). The
 * other way would be wrong: a page about fees is not about paying, "free" does not mean a price. */
const ASKS: ReadonlyArray<readonly [visitorWords: string, siteWords: string]> = [
  ["installment instalment installments financing finance", "payment pay split interest"],
  ["founded founder established history origin started", "about history company founded"],
  ["personal privacy gdpr cookie cookies", "privacy personal data"],
  ["fix fixed broken broke damaged mend", "repair damage"],
  ["repair", "fix"],
  ["fee fees surcharge charge charges", "rate price cost fee"],
  ["cost costs price prices", "rate price cost fee"],
  ["weigh heavy", "weight"],
  ["weight", "weigh"],
  ["delivery deliver arrive arrival", "shipping delivery"],
  ["shipping postage courier", "delivery"],
  ["refund refunds reimburse", "return refund"],
  ["return", "refund"],
  ["cancel cancellation modify amend edit", "cancel change order"],
  ["phone call telephone", "phone contact"],
  ["email", "contact email"],
  ["hours opening closing", "hours open"],
  ["branch branches location locations", "store location"],
  ["address located", "address location contact"],
  ["job jobs career careers hiring hire vacancy employment", "careers jobs hiring"],
  ["coupon promo voucher discount military veteran veterans student students", "discount"],
  ["guarantee guaranteed defect defective", "warranty defect"],
  ["warranty", "guarantee defect"],
  ["size sizing fit", "size sizing fit"],
  ["password login signin username", "password account sign"],
  ["track tracking parcel package", "tracking order"],
  ["rent renting rental", "rental rent"],
  ["recall recalled hazard unsafe", "recall safety"],
  ["loyalty rewards points membership member", "rewards loyalty points member"],
  ["abroad overseas foreign worldwide", "international"],
  ["customs duty duties import tax taxes vat", "customs duties import tax"],
  // Account and sign-in.
  ["logon signin", "sign log"],
  ["signup register registration", "create account"],
  ["username", "email account"],
  ["forgot forget forgotten", "reset recover"],
  ["recover recovery", "reset"],
  ["locked lockout blocked banned suspended", "locked suspended"],
  ["hacked compromised stolen breach", "fraud security unauthorized"],
  ["two", "duplicate"],
  ["multiple extra", "duplicate"],
  ["deactivate close", "delete"],
  ["mobile cell cellphone smartphone", "phone device"],
  ["inbox mail", "email"],
  ["junk", "spam"],
  ["biometric fingerprint", "face touch"],
  ["face", "facial biometric"],
  ["picture", "photo"],
  ["human person representative agent helpdesk", "contact support"],
  ["talk speak", "contact call chat"],
  ["complaint complain", "contact feedback"],
  // Billing.
  ["pay paid paying payment money", "fee cost price charge free"],
  ["free", "cost fee charge pay"],
  ["cheap cheaper expensive", "price cost"],
  ["overcharged", "charge refund"],
  ["card", "payment"],
  // Removal, installation, configuration.
  ["rid", "remove delete uninstall"],
  // Deleting software or its data from a disk is what an "Uninstalling" page explains.
  ["delete", "uninstall"],
  ["enable enabled activate turn", "enable disable"],
  ["disable disabled deactivate", "disable enable"],
  ["customize customise", "configuration option setting"],
  ["configure configuration config", "setting option"],
  ["compatible compatibility", "requirement support version"],
  ["latest newest", "release version"],
  ["changelog", "release"],
  ["slow speed fast faster", "performance"],
  // The downsides of doing something are what a page lists as its problems or limitations.
  ["downside downsides drawback drawbacks disadvantage disadvantages", "problem issue limitation"],
  // Web standards a docs page files under accessibility, in either language's docs.
  ["aria wcag landmark landmarks screenreader", "accessibility a11y"],
  ["wrong", "error incorrect"],
  ["bug", "issue error"],
  ["stuck", "hang timeout"],
  ["throttle throttled throttling", "rate limit"],
  ["refuse refuses refused reject rejects rejected", "error fail"],
  ["skip skipping", "exclude ignore"],
  // Whether a service sends or gives you something, or you get it yourself, is what a page says it provides,
  // supplies or has you obtain, buy or purchase.
  ["send sends give gives", "provide supply"],
  ["get gets obtain", "obtain purchase buy provide"],
  ["preview simulate", "dry"],
  ["machine systemwide", "global"],
  ["arrive arriving arrived", "receive"],
  // Deployment.
  ["deploy deployment live launch prod hosting host", "deploy production"],
  ["publish", "release deploy"],
  // Time.
  ["wait waiting", "period delay"],
  ["valid validity", "expire"],
  ["daily", "day"],
  ["weekly", "week"],
  ["monthly", "month"],
  ["annual annually yearly", "year"],
  // Chinese: the everyday word a visitor writes → the word help pages and docs use.
  ["删掉 删了 去掉 弄掉", "删除 移除"],
  ["卸掉 卸了", "卸载 删除"],
  ["装上 装了", "安装"],
  ["邮箱", "电邮 邮件"],
  ["手机", "电话 设备"],
  ["换 换了", "更换 更改"],
  ["改", "修改 更改"],
  ["登", "登录"],
  ["锁了 被锁", "锁定 锁"],
  ["忘了 忘记", "重置 找回"],
  ["付钱 付费 要钱 花钱 多少钱 收钱", "费用 收费 付款 支付 价格 免费"],
  ["免费", "费用 收费"],
  // Money asked about (交一次钱) is what a page calls paying.
  ["钱", "付款 支付"],
  // A simpler way to write or do something (更简单的写法) is what docs call its shorthand or simplified form.
  ["简单 简便 省事", "简化 简写"],
  ["退钱", "退款"],
  ["退款", "退货"],
  ["退货", "退款"],
  ["客服 人工", "联系 客服 支持"],
  ["上线", "生产 部署"],
  ["报错", "错误"],
  ["卡住 卡死", "超时"],
  ["慢", "性能"],
  ["全天候", "全天 小时"],
  ["怀疑", "可疑"],
  ["注册", "创建 帐户 账户"],
  // The English pairs above written in Chinese, in the same order, where the relation holds in Chinese.
  ["分期 贷款 利息", "付款 支付 分期 利息"],
  ["成立 创立 创办 历史 由来 起源", "关于 历史 公司 成立"],
  ["个人 隐私", "隐私 个人 数据"],
  ["修 修好 坏 损坏 破损", "维修 修理 损坏"],
  ["维修", "修理 修复"],
  ["费 收费", "价格 费用 费率 收费"],
  ["成本 价格 价钱", "价格 费用 费率 收费"],
  ["重 称重", "重量"],
  ["到货 送达 寄到", "配送 发货 物流"],
  ["撤销 撤回 修改 编辑", "取消 更改 订单"],
  ["打电话 致电 来电", "电话 联系"],
  ["电邮 邮件", "联系 邮件"],
  ["开门 关门 打烊", "营业 时间"],
  ["分店 网点", "门店 店铺 地址"],
  ["位于", "地址 位置"],
  ["求职 招聘 职位 岗位 应聘 就业", "招聘 职位"],
  ["优惠 促销 打折 军人 学生", "折扣 优惠"],
  ["保证 瑕疵 次品", "保修 质保 缺陷"],
  ["保修 质保", "保证 缺陷"],
  ["尺码 合身", "尺码 尺寸 大小"],
  ["密码", "账户 账号 登录"],
  ["追踪 跟踪 包裹 单号", "跟踪 追踪 订单 物流"],
  ["租 租用 出租", "租赁 租用"],
  ["召回 隐患 危险", "召回 安全"],
  ["积分 会员 奖励", "积分 会员 奖励"],
  ["国外 海外 境外 外国", "国际 海外"],
  ["海关 关税 进口 税费", "海关 关税 进口 税费"],
  // Account and sign-in.
  ["开户", "注册 创建 账户"],
  ["找回 恢复", "重置"],
  ["封号 被封 封禁 冻结", "锁定 冻结 停用"],
  ["被黑 黑客 泄露 泄漏 入侵", "欺诈 安全 盗用 授权"],
  ["两个", "重复"],
  ["多个 多余 额外", "重复"],
  ["注销 销户 停用", "删除"],
  ["信箱", "邮件 邮箱 电邮"],
  ["指纹", "人脸 面部 指纹"],
  ["脸", "人脸 面部"],
  ["图片 拍照", "照片"],
  ["真人", "联系 客服 支持"],
  ["沟通 交谈 说话", "联系 电话 聊天"],
  ["投诉 抱怨 申诉", "联系 反馈 投诉"],
  // Billing.
  ["付款 支付 钱", "费用 收费 价格 免费"],
  ["便宜 贵 实惠 昂贵", "价格 费用"],
  ["多扣 扣费", "收费 退款"],
  ["信用卡", "付款 支付"],
  // Removal, installation, configuration.
  ["清掉 去除", "删除 移除 卸载"],
  ["删除", "卸载"],
  ["打开 开启 激活 启用", "启用 禁用"],
  ["关掉 关闭 停用 禁用", "禁用 启用"],
  ["定制", "配置 选项 设置"],
  ["兼容", "要求 支持 版本"],
  ["最新", "发布 版本"],
  ["快 速度 卡顿 加速", "性能"],
  ["坏处 缺点 弊端 劣势", "问题 局限 限制"],
  ["错 不对", "错误"],
  ["毛病 缺陷", "问题 错误"],
  ["限流 限速 节流", "速率 限制"],
  ["拒绝 被拒 驳回", "错误 失败"],
  ["跳过 略过", "排除 忽略"],
  // Deployment.
  ["托管 主机", "部署 生产"],
  // Time.
  ["等 等待", "期限 延迟"],
  ["有效", "过期 到期 有效期"],
  ["每天 每日 天天", "天"],
  ["每周", "周 星期"],
  ["每月", "月"],
  ["每年 年度", "年"],
  // Chinese colloquial compounds of a verb and its result (can or cannot see, open, lose) → the written word docs use.
  ["看得见 看不见 看不到", "可见 显示"],
  ["打不开", "错误 问题 失败"],
  ["弄丢", "丢失"],
  // Everyday words for what software docs name otherwise: run, bundle, a web address, a computer.
  ["跑", "运行 执行"],
  ["打包", "构建"],
  ["网址", "链接 url 地址"],
  ["电脑", "设备"],
];

function terms(words: string, language?: string): string[] {
  return tokenize(words, { removeStopWords: false, bigrams: false, ...(language ? { language } : {}) });
}

interface Related {
  /** Related terms, normalised as `tokenize` makes them. */
  readonly terms: readonly string[];
  /** The word each term comes from: a term is a stem, and stemming a stem again may change it. */
  readonly words: ReadonlyMap<string, string>;
}

/** The thesaurus of one language's entries (none: the English and Chinese tables), its terms stemmed as that
 * language's words: a Spanish stem ("pag" of pago) must not meet an English one ("pag" of page). */
function relatedTable(
  same: readonly string[],
  asks: ReadonlyArray<readonly [string, string]>,
  language?: string,
): ReadonlyMap<string, Related> {
  const related = new Map<string, Map<string, string>>();
  const relate = (visitorWords: string, siteWords: string) => {
    const targets = siteWords
      .split(/\s+/u)
      .flatMap((word) => terms(word, language).map((term) => [term, word] as const));
    for (const term of terms(visitorWords, language)) {
      const map = related.get(term) ?? new Map<string, string>();
      for (const [target, word] of targets) if (target !== term && !map.has(target)) map.set(target, word);
      related.set(term, map);
    }
  };
  for (const group of same) relate(group, group);
  for (const [visitorWords, siteWords] of asks) relate(visitorWords, siteWords);
  return new Map([...related].map(([term, map]) => [term, { terms: [...map.keys()], words: map }]));
}

const RELATED = relatedTable(SAME, ASKS);
const ROMANCE_RELATED: ReadonlyMap<string, ReadonlyMap<string, Related>> = new Map(
  Object.keys(ROMANCE_SAME).map((language) => [
    language,
    relatedTable(ROMANCE_SAME[language] ?? [], ROMANCE_ASKS[language] ?? [], language),
  ]),
);

/** The entries for a term of a question in `language`: its language's table, when it has one, and the English and
 * Chinese tables (their words cross languages too: "privacy" and "privacidad" stem alike). */
function relatedOf(term: string, language: string | undefined): Related | undefined {
  const own = language ? ROMANCE_RELATED.get(language)?.get(term) : undefined;
  const shared = RELATED.get(term);
  if (!own || !shared) return own ?? shared;
  const words = new Map([...own.words, ...[...shared.words].filter(([target]) => !own.words.has(target))]);
  return { terms: [...words.keys()], words };
}

/** Terms (normalised as `tokenize` makes them for `language`, stop words kept) a site may use for `term`; empty
 * when none. */
export function relatedTerms(term: string, language?: string): readonly string[] {
  return relatedOf(term, language)?.terms ?? [];
}

/** Words to search for what a site may call the query's terms, other than those terms themselves: the words as
 * written, since a stem (release → releas) need not survive being stemmed again. Empty when none. */
export function relatedSearchWords(queryTerms: ReadonlySet<string>, language?: string): string[] {
  const words = new Set<string>();
  for (const term of queryTerms) {
    const related = relatedOf(term, language);
    if (!related) continue;
    for (const [target, word] of related.words) if (!queryTerms.has(target)) words.add(word);
  }
  return [...words];
}

/** Table entries that do not make exactly one term (a phrase the segmenter cuts in two, a stop word dropped):
 * they would relate the wrong pieces. Empty when the table is sound. */
export function unsoundEntries(): string[] {
  const entries = (same: readonly string[], asks: ReadonlyArray<readonly [string, string]>) =>
    [...same, ...asks.flat()].flatMap((words) => words.split(/\s+/u));
  const unsound = entries(SAME, ASKS).filter((word) => terms(word).length !== 1);
  for (const language of Object.keys(ROMANCE_SAME)) {
    const words = entries(ROMANCE_SAME[language] ?? [], ROMANCE_ASKS[language] ?? []);
    unsound.push(...words.filter((word) => terms(word, language).length !== 1));
  }
  return unsound;
}

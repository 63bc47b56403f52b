import type { LocalizedText } from '../platform/localized';

/**
 * Demo content for a fresh installation: policy pages, blog posts, promotions,
 * VIP levels and sliders in English, Simplified Chinese and Spanish.
 * Operators are expected to replace all of it with their own texts.
 */

/** Markdown bodies of the policy pages, keyed by slug. */
export const POLICY_BODIES: Record<
  | 'vip'
  | 'how-to-deposit'
  | 'aml-policy'
  | 'terms-and-conditions'
  | 'privacy-policy'
  | 'responsible-gaming',
  LocalizedText
> = {
  vip: {
    en: `*This is a template policy: the operator must adapt it to its own licence, jurisdiction and business rules.*

## Overview

The Casino VIP programme rewards regular play with better bonuses, higher cashback and personal service. Every registered player with a verified e-mail address takes part automatically. There is nothing to sign up for and no fee.

## How levels work

Your level depends on the total amount you have wagered with real money since you opened your account. Bets placed with bonus funds do not count. Progress is updated after every settled bet, and you move up as soon as you pass a threshold. Thresholds are expressed in your account currency (USD or EUR).

- **Bronze** – from registration: a 10% bonus on qualifying deposits.
- **Silver** – from 10,000 wagered: premium benefits, including priority support, faster withdrawal reviews and invitations to members-only promotions.
- **Gold** – from 50,000 wagered: all Silver benefits plus 2% extra weekly cashback.
- **Platinum** – from 250,000 wagered: all Gold benefits, a personal VIP manager and 4% extra weekly cashback.

## Cashback

Every player receives 10% weekly cashback on net losses. Gold members add 2 percentage points and Platinum members add 4 percentage points on top. Platinum members may agree individual rates with their VIP manager of up to 30% in total. Cashback covers Monday 00:00 to Sunday 23:59 UTC, is credited on Monday and carries a 1x wagering requirement.

## Keeping your level

Your level stays in place while your account is active. If no real-money bet is placed for 180 days, the account may move down one level. Returning players regain their level as soon as they reach the threshold again.

## Fair play

VIP benefits are personal and cannot be transferred, sold or shared. We may suspend or remove benefits in cases of bonus abuse, multiple accounts or any breach of the Terms and Conditions. The programme may be changed or ended with reasonable notice, and benefits already credited remain valid.

## Responsible gaming comes first

VIP status never overrides your limits. If you set a deposit limit, take a break or self-exclude, all VIP marketing stops at once. If play stops being fun, please read our Responsible Gaming page or talk to support.

## Questions

Contact our support team through live chat from your account at any time.`,
    'zh-CN': `*本页为政策模板：运营方须根据自身的牌照、所在司法辖区和业务规则进行调整。*

## 概述

Casino VIP 计划以更优厚的奖金、更高的返现和专属服务回馈经常游戏的玩家。所有已验证电子邮箱的注册玩家都会自动加入，无需报名，也不收取任何费用。

## 等级规则

您的等级取决于开户以来使用真实资金的累计投注额，使用奖金进行的投注不计入。每笔投注结算后进度都会更新，一旦达到门槛即可立即升级。门槛以您的账户货币（美元或欧元）计算。

- **青铜** – 注册即享：合格存款可获得 10% 奖金。
- **白银** – 累计投注满 10,000：尊享高级权益，包括优先客服、更快的提款审核以及会员专属活动邀请。
- **黄金** – 累计投注满 50,000：享有全部白银权益，并额外获得 2% 每周返现。
- **铂金** – 累计投注满 250,000：享有全部黄金权益，配备专属 VIP 经理，并额外获得 4% 每周返现。

## 返现

所有玩家均可获得净亏损 10% 的每周返现。黄金会员在此基础上增加 2 个百分点，铂金会员增加 4 个百分点。铂金会员还可与专属 VIP 经理商定个人返现比例，总计最高可达 30%。返现统计周期为周一 00:00 至周日 23:59（UTC），于周一发放，流水要求为 1 倍。

## 保级

只要账户保持活跃，您的等级就会一直保留。如果连续 180 天没有任何真实资金投注，账户等级可能会下调一级。回归的玩家再次达到门槛后即可恢复原有等级。

## 公平游戏

VIP 权益仅限本人使用，不得转让、出售或共享。如发现滥用奖金、多重账户或任何违反《条款与条件》的行为，我们可以暂停或取消相关权益。我们可在提前合理通知后修改或终止本计划，已发放的权益依然有效。

## 负责任博彩优先

VIP 身份绝不会凌驾于您设定的限额之上。一旦您设置存款限额、暂停游戏或自我排除，所有 VIP 营销信息都会立即停止。如果游戏不再带来乐趣，请阅读我们的“负责任博彩”页面或联系客服。

## 疑问

您可以随时在账户中通过在线客服联系我们的支持团队。`,
    es: `*Esta es una plantilla de política: el operador debe adaptarla a su licencia, jurisdicción y normas comerciales.*

## Resumen

El programa VIP de Casino premia el juego habitual con mejores bonos, más reembolso y atención personal. Todos los jugadores registrados con el correo electrónico verificado participan automáticamente. No hay que inscribirse ni pagar nada.

## Cómo funcionan los niveles

Tu nivel depende del importe total que has apostado con dinero real desde que abriste la cuenta. Las apuestas realizadas con fondos de bono no cuentan. El progreso se actualiza tras cada apuesta liquidada y subes de nivel en cuanto superas un umbral. Los umbrales se expresan en la divisa de tu cuenta (USD o EUR).

- **Bronce** – desde el registro: un bono del 10% en los depósitos que cumplan los requisitos.
- **Plata** – desde 10.000 apostados: ventajas premium, como soporte prioritario, revisión más rápida de retiros e invitaciones a promociones exclusivas para miembros.
- **Oro** – desde 50.000 apostados: todas las ventajas de Plata más un 2% adicional de reembolso semanal.
- **Platino** – desde 250.000 apostados: todas las ventajas de Oro, un gestor VIP personal y un 4% adicional de reembolso semanal.

## Reembolso

Todos los jugadores reciben un 10% de reembolso semanal sobre las pérdidas netas. Los miembros Oro suman 2 puntos porcentuales y los Platino, 4 puntos porcentuales. Los miembros Platino pueden acordar con su gestor VIP porcentajes individuales de hasta el 30% en total. El reembolso abarca del lunes a las 00:00 al domingo a las 23:59 (UTC), se abona el lunes y tiene un requisito de apuesta de 1x.

## Mantener tu nivel

Tu nivel se mantiene mientras la cuenta esté activa. Si no se realiza ninguna apuesta con dinero real durante 180 días, la cuenta puede bajar un nivel. Los jugadores que vuelven recuperan su nivel en cuanto alcanzan de nuevo el umbral.

## Juego limpio

Las ventajas VIP son personales y no se pueden transferir, vender ni compartir. Podemos suspender o retirar ventajas en caso de abuso de bonos, cuentas múltiples o cualquier incumplimiento de los Términos y Condiciones. El programa puede modificarse o finalizar con un preaviso razonable, y las ventajas ya abonadas siguen siendo válidas.

## El juego responsable es lo primero

El estatus VIP nunca está por encima de tus límites. Si fijas un límite de depósito, te tomas una pausa o te autoexcluyes, toda la comunicación comercial VIP se detiene de inmediato. Si el juego deja de ser divertido, lee nuestra página de Juego Responsable o habla con soporte.

## Preguntas

Contacta con nuestro equipo de soporte por chat en vivo desde tu cuenta en cualquier momento.`,
  },
  'how-to-deposit': {
    en: `*This is a template policy: the operator must adapt it to its own payment setup and jurisdiction.*

## Before you start

- Create an account and verify your e-mail address. Deposits and withdrawals are only available once your e-mail is verified.
- Have a crypto wallet or exchange account that can send the coin you want to use.
- Decide on a budget before you deposit, and only deposit money you can afford to lose.

## Accepted cryptocurrencies

- Bitcoin (BTC)
- Ethereum (ETH)
- Litecoin (LTC)
- Dogecoin (DOGE)
- Bitcoin Cash (BCH)
- Dash (DASH)
- Monero (XMR)
- Binance Coin (BNB) on BNB Smart Chain

## Step by step

1. Log in and open the wallet from the header.
2. On the **Deposit** tab, choose the cryptocurrency you want to use.
3. Enter the amount in your account currency (USD or EUR). The calculator shows the approximate amount in crypto.
4. Copy the deposit address or scan the QR code shown for that coin.
5. Send the funds from your wallet. Send only the selected coin, on the network shown. For Binance Coin, use BNB Smart Chain only.
6. Wait for the network confirmations. The deposit appears as pending in your wallet and is credited automatically once confirmed.

## Exchange rates

Your balance is kept in USD or EUR. The crypto you send is converted at the rate in force when the deposit is confirmed, so the amount credited can differ slightly from the estimate shown by the calculator.

## Buying crypto

If you do not own crypto yet, the **Buy Crypto** tab opens an independent on-ramp provider where you can pay by card, Apple Pay or Google Pay. That provider applies its own terms, identity checks and fees.

## Deposit bonuses

Available deposit bonuses are listed in the wallet. Claim the bonus you want before you deposit. Each bonus has its own wagering requirement, expiry date and minimum deposit, described on its promotion page.

## Withdrawals in short

- The minimum withdrawal is 20 in your account currency (USD or EUR).
- Your e-mail address must be verified.
- If a bonus is active, its wagering requirement must be completed before you can withdraw.
- The network fee is deducted from the amount sent, and requests move from Pending to Approved or Rejected.

## Common issues

- **Wrong coin or network:** funds sent on an unsupported network may be lost. Contact support straight away with the transaction hash.
- **Deposit not showing:** check the confirmations in a block explorer, then contact support with the transaction hash and the coin used.`,
    'zh-CN': `*本页为政策模板：运营方须根据自身的支付配置和所在司法辖区进行调整。*

## 开始之前

- 注册账户并验证您的电子邮箱。只有在邮箱验证通过后，才能进行存款和提款。
- 准备一个能够发送所选币种的加密钱包或交易所账户。
- 存款前先确定预算，只存入您能承受损失的资金。

## 支持的加密货币

- 比特币（BTC）
- 以太坊（ETH）
- 莱特币（LTC）
- 狗狗币（DOGE）
- 比特币现金（BCH）
- 达世币（DASH）
- 门罗币（XMR）
- 币安币（BNB），使用 BNB 智能链

## 操作步骤

1. 登录后，从页面顶部打开钱包。
2. 在**存款**标签页中选择要使用的加密货币。
3. 以账户货币（美元或欧元）输入金额，计算器会显示对应的大致加密货币数量。
4. 复制该币种的存款地址，或扫描显示的二维码。
5. 从您的钱包发送资金。只能发送所选币种，并使用页面显示的网络。币安币请仅使用 BNB 智能链。
6. 等待网络确认。存款会在钱包中显示为“待处理”，确认后自动入账。

## 汇率

您的余额以美元或欧元计价。您发送的加密货币按存款确认时的汇率兑换，因此实际入账金额可能与计算器显示的估算值略有不同。

## 购买加密货币

如果您还没有加密货币，可以通过**购买加密货币**标签页打开独立的第三方兑换服务，使用银行卡、Apple Pay 或 Google Pay 付款。该服务商适用其自身的条款、身份验证和费用。

## 存款奖金

可领取的存款奖金会列在钱包中。请在存款前先领取您想要的奖金。每项奖金都有各自的流水要求、有效期和最低存款额，详见对应的优惠页面。

## 提款要点

- 最低提款额为 20（按账户货币计，美元或欧元）。
- 您的电子邮箱必须已经验证。
- 如有进行中的奖金，必须先完成其流水要求才能提款。
- 网络手续费从发送金额中扣除，申请状态会从“待处理”变为“已批准”或“已拒绝”。

## 常见问题

- **币种或网络错误：**通过不受支持的网络发送的资金可能会丢失。请立即联系客服并提供交易哈希。
- **存款未显示：**请先在区块浏览器中查看确认数，然后联系客服，提供交易哈希和所用币种。`,
    es: `*Esta es una plantilla de política: el operador debe adaptarla a su configuración de pagos y a su jurisdicción.*

## Antes de empezar

- Crea una cuenta y verifica tu correo electrónico. Los depósitos y retiros solo están disponibles cuando el correo está verificado.
- Ten a mano un monedero de criptomonedas o una cuenta de exchange que pueda enviar la moneda que quieres usar.
- Fija un presupuesto antes de depositar y deposita solo dinero que puedas permitirte perder.

## Criptomonedas aceptadas

- Bitcoin (BTC)
- Ethereum (ETH)
- Litecoin (LTC)
- Dogecoin (DOGE)
- Bitcoin Cash (BCH)
- Dash (DASH)
- Monero (XMR)
- Binance Coin (BNB) en BNB Smart Chain

## Paso a paso

1. Inicia sesión y abre el monedero desde la cabecera.
2. En la pestaña **Depósito**, elige la criptomoneda que quieres usar.
3. Introduce el importe en la divisa de tu cuenta (USD o EUR). La calculadora muestra el importe aproximado en cripto.
4. Copia la dirección de depósito o escanea el código QR de esa moneda.
5. Envía los fondos desde tu monedero. Envía solo la moneda seleccionada y en la red indicada. Para Binance Coin, usa únicamente BNB Smart Chain.
6. Espera las confirmaciones de la red. El depósito aparece como pendiente en tu monedero y se abona automáticamente una vez confirmado.

## Tipos de cambio

Tu saldo se lleva en USD o EUR. La cripto que envías se convierte al tipo de cambio vigente cuando se confirma el depósito, por lo que el importe abonado puede diferir ligeramente de la estimación de la calculadora.

## Comprar cripto

Si todavía no tienes criptomonedas, la pestaña **Comprar cripto** abre un proveedor externo independiente donde puedes pagar con tarjeta, Apple Pay o Google Pay. Ese proveedor aplica sus propias condiciones, verificaciones de identidad y comisiones.

## Bonos de depósito

Los bonos de depósito disponibles aparecen en el monedero. Reclama el bono que quieras antes de depositar. Cada bono tiene su propio requisito de apuesta, fecha de caducidad y depósito mínimo, descritos en su página de promoción.

## Retiros en resumen

- El retiro mínimo es de 20 en la divisa de tu cuenta (USD o EUR).
- Tu correo electrónico debe estar verificado.
- Si tienes un bono activo, debes completar su requisito de apuesta antes de retirar.
- La comisión de red se descuenta del importe enviado, y las solicitudes pasan de Pendiente a Aprobada o Rechazada.

## Problemas frecuentes

- **Moneda o red incorrecta:** los fondos enviados por una red no admitida pueden perderse. Contacta con soporte de inmediato e indica el hash de la transacción.
- **El depósito no aparece:** comprueba las confirmaciones en un explorador de bloques y después contacta con soporte con el hash de la transacción y la moneda utilizada.`,
  },
  'aml-policy': {
    en: `*This is a template policy: the operator must adapt it to the anti-money-laundering law and licence conditions that apply to it.*

## Purpose

Casino is committed to preventing money laundering, terrorist financing and other financial crime. This policy explains the controls we apply to every account and what we may ask of our players.

## Scope

The policy applies to all players, all cryptocurrencies we accept and all transactions: deposits, withdrawals, bonuses and tips between players.

## Customer due diligence

- Every account must verify its e-mail address before depositing or withdrawing.
- We may ask for proof of identity, proof of address and, where appropriate, proof of the source of funds or wealth.
- Enhanced due diligence applies to high-value activity, politically exposed persons and players linked to higher-risk countries.
- We do not open or keep accounts for anonymous persons or under false names.

## Ongoing monitoring

We monitor activity for patterns that may indicate financial crime, for example:

- deposits followed by withdrawals with little or no play;
- unusually large or frequent transactions compared with a player's history;
- several accounts sharing devices, payment details or wallet addresses;
- funds received from sanctioned addresses or from services known for laundering.

All accepted coins, including privacy-focused ones such as Monero, are subject to the same monitoring and may require additional checks.

## Withdrawals

Withdrawals are paid only to a wallet controlled by the account holder. Deposited funds are expected to be wagered before they are withdrawn. We may delay a withdrawal while checks are carried out and will tell you which documents are needed.

## Sanctions and restricted countries

We screen players against applicable sanctions lists and do not accept players from countries where our services are prohibited.

## Reporting

Where we suspect money laundering or terrorist financing, we report it to the competent authority. The law may forbid us from telling the player about such a report. We may freeze the funds concerned and close the account.

## Record keeping

We keep identification and transaction records for at least five years after the business relationship ends, or longer if the law requires it.

## Responsibility and training

A designated compliance officer oversees this policy, reviews alerts and reports to management. Staff who handle payments or support receive regular anti-money-laundering training.

## Contact

Questions about this policy can be sent to our support team through live chat.`,
    'zh-CN': `*本页为政策模板：运营方须根据其适用的反洗钱法律和牌照条件进行调整。*

## 目的

Casino 致力于防范洗钱、恐怖主义融资及其他金融犯罪。本政策说明我们对每个账户采取的管控措施，以及我们可能要求玩家提供的资料。

## 适用范围

本政策适用于所有玩家、我们接受的所有加密货币以及所有交易，包括存款、提款、奖金和玩家之间的打赏。

## 客户尽职调查

- 所有账户在存款或提款前都必须验证电子邮箱。
- 我们可能要求提供身份证明、地址证明，并在适当情况下要求提供资金或财富来源证明。
- 对于大额活动、政治公众人物以及与高风险国家相关的玩家，我们将实施强化尽职调查。
- 我们不会为匿名人士或使用假名的人开立或保留账户。

## 持续监控

我们会监控可能涉及金融犯罪的行为模式，例如：

- 存款后几乎不进行游戏便申请提款；
- 与玩家以往记录相比，交易金额异常巨大或频率异常高；
- 多个账户共用设备、支付信息或钱包地址；
- 资金来自受制裁地址或已知的洗钱服务。

所有支持的币种，包括门罗币等注重隐私的币种，均受到同等监控，并可能需要额外核查。

## 提款

提款只会支付到账户持有人本人控制的钱包。存入的资金应先用于投注再提款。在核查期间我们可能会延迟处理提款，并告知您需要提供哪些文件。

## 制裁与受限国家

我们会根据适用的制裁名单对玩家进行筛查，且不接受来自禁止提供我们服务的国家的玩家。

## 报告

如我们怀疑存在洗钱或恐怖主义融资行为，将向主管机关报告。法律可能禁止我们将此类报告告知玩家。我们可以冻结相关资金并关闭账户。

## 记录保存

我们会在业务关系结束后至少保存身份和交易记录五年；如法律有更长要求，则按法律执行。

## 职责与培训

由指定的合规负责人监督本政策的执行、审查预警并向管理层汇报。负责支付或客服工作的员工会定期接受反洗钱培训。

## 联系我们

如对本政策有任何疑问，请通过在线客服联系我们的支持团队。`,
    es: `*Esta es una plantilla de política: el operador debe adaptarla a la normativa contra el blanqueo de capitales y a las condiciones de licencia que le sean aplicables.*

## Finalidad

Casino se compromete a prevenir el blanqueo de capitales, la financiación del terrorismo y otros delitos financieros. Esta política explica los controles que aplicamos a todas las cuentas y lo que podemos pedir a nuestros jugadores.

## Ámbito

La política se aplica a todos los jugadores, a todas las criptomonedas que aceptamos y a todas las transacciones: depósitos, retiros, bonos y propinas entre jugadores.

## Diligencia debida

- Todas las cuentas deben verificar su correo electrónico antes de depositar o retirar.
- Podemos pedir un documento de identidad, un justificante de domicilio y, cuando proceda, pruebas del origen de los fondos o del patrimonio.
- Se aplica diligencia reforzada a la actividad de alto importe, a las personas del medio político y a los jugadores vinculados con países de mayor riesgo.
- No abrimos ni mantenemos cuentas de personas anónimas o con nombres falsos.

## Seguimiento continuo

Vigilamos la actividad en busca de patrones que puedan indicar delitos financieros, por ejemplo:

- depósitos seguidos de retiros con poco o ningún juego;
- transacciones inusualmente grandes o frecuentes en comparación con el historial del jugador;
- varias cuentas que comparten dispositivos, datos de pago o direcciones de monedero;
- fondos procedentes de direcciones sancionadas o de servicios conocidos por el blanqueo.

Todas las monedas aceptadas, incluidas las orientadas a la privacidad como Monero, están sujetas al mismo seguimiento y pueden requerir comprobaciones adicionales.

## Retiros

Los retiros solo se pagan a un monedero controlado por el titular de la cuenta. Se espera que los fondos depositados se apuesten antes de retirarlos. Podemos retrasar un retiro mientras se realizan comprobaciones y te indicaremos qué documentos se necesitan.

## Sanciones y países restringidos

Cotejamos a los jugadores con las listas de sanciones aplicables y no aceptamos jugadores de países donde nuestros servicios estén prohibidos.

## Comunicación a las autoridades

Cuando sospechamos de blanqueo de capitales o financiación del terrorismo, lo comunicamos a la autoridad competente. La ley puede prohibirnos informar al jugador de dicha comunicación. Podemos congelar los fondos afectados y cerrar la cuenta.

## Conservación de registros

Conservamos los registros de identificación y de transacciones durante al menos cinco años tras el fin de la relación comercial, o más tiempo si la ley lo exige.

## Responsabilidad y formación

Un responsable de cumplimiento designado supervisa esta política, revisa las alertas e informa a la dirección. El personal que gestiona pagos o soporte recibe formación periódica contra el blanqueo de capitales.

## Contacto

Las preguntas sobre esta política pueden enviarse a nuestro equipo de soporte por chat en vivo.`,
  },
  'terms-and-conditions': {
    en: `*This is a template policy: the operator must adapt it to its own legal entity, licence and jurisdiction before going live.*

## 1. Acceptance

By opening an account or using Casino you accept these Terms and Conditions, together with our Privacy Policy, AML Policy and Responsible Gaming policy. If you do not agree, please do not use the service.

## 2. Eligibility

- You must be at least 18 years old, or the legal gambling age where you live if that is higher.
- Online gambling must be legal in your country of residence.
- Only one account is allowed per person, household, device and wallet address.

## 3. Your account

- The information you give us must be true and kept up to date.
- You must verify your e-mail address before depositing or withdrawing.
- You are responsible for keeping your password secret and for all activity on your account.
- We may ask for identity documents at any time, as described in the AML Policy.

## 4. Deposits

Deposits are accepted only in the cryptocurrencies listed on the How to Deposit page and only on the networks shown. Funds sent in another coin or on another network may not be recoverable. Balances are held in your account currency, USD or EUR.

## 5. Withdrawals

- The minimum withdrawal is 20 in your account currency.
- If a bonus is active, its wagering requirement must be completed first.
- Withdrawals are paid to a wallet you control; the network fee is deducted from the amount sent.
- Requests may be reviewed before approval and can be rejected if these Terms are breached.

## 6. Bonuses

Each bonus has its own terms, including wagering requirement, expiry, minimum deposit and maximum bet, published on its promotion page. Bonus terms take precedence over these general Terms for that bonus. Abuse, such as using several accounts or low-risk betting patterns, may lead to bonuses and related winnings being removed.

## 7. Games

Game results are determined by the random number generator of the game provider or, for our in-house crash games, by our own provably fair system. If a game malfunctions, affected bets and payouts are void. In case of a dispute, the game's server records prevail.

## 8. Prohibited conduct

You may not use bots, exploit software errors, collude with other players, use stolen funds or use the service for money laundering.

## 9. Suspension and closure

You may close your account at any time through support. We may suspend or close an account that breaches these Terms. Legitimate balances are paid out after any required checks.

## 10. Liability

The service is provided as it is. We are not liable for losses caused by network outages, blockchain delays or events beyond our reasonable control.

## 11. Changes and complaints

We may update these Terms and will announce material changes in advance. Complaints can be raised with support through live chat; we aim to answer within 14 days.`,
    'zh-CN': `*本页为政策模板：运营方在正式上线前须根据自身的法律实体、牌照和所在司法辖区进行调整。*

## 1. 接受条款

开立账户或使用 Casino 即表示您接受本《条款与条件》，以及我们的《隐私政策》《反洗钱政策》和《负责任博彩》政策。如您不同意，请勿使用本服务。

## 2. 参与资格

- 您必须年满 18 周岁；如您所在地的法定博彩年龄更高，则须达到该年龄。
- 在线博彩必须在您的居住国合法。
- 每个人、家庭、设备和钱包地址只能拥有一个账户。

## 3. 您的账户

- 您提供的信息必须真实，并保持更新。
- 存款或提款前，您必须验证电子邮箱。
- 您有责任对密码保密，并对账户中的所有活动负责。
- 我们可能会依照《反洗钱政策》随时要求您提供身份证明文件。

## 4. 存款

我们仅接受“如何存款”页面列出的加密货币，且仅限页面所示的网络。以其他币种或通过其他网络发送的资金可能无法找回。余额以您的账户货币（美元或欧元）计价。

## 5. 提款

- 最低提款额为 20（按账户货币计）。
- 如有进行中的奖金，必须先完成其流水要求。
- 提款将支付到您本人控制的钱包，网络手续费从发送金额中扣除。
- 提款申请在批准前可能需要审核；如违反本条款，申请可能被拒绝。

## 6. 奖金

每项奖金都有各自的条款，包括流水要求、有效期、最低存款额和单注上限，均公布在对应的优惠页面上。就该奖金而言，奖金条款优先于本通用条款。滥用行为（例如使用多个账户或低风险投注模式）可能导致奖金及相关盈利被扣除。

## 7. 游戏

游戏结果由游戏提供商的随机数生成器决定；我们自营的崩溃游戏则由我们自己的可证明公平系统决定。如游戏发生故障，受影响的投注和派彩一律无效。如有争议，以游戏服务器记录为准。

## 8. 禁止行为

您不得使用机器人程序、利用软件漏洞、与其他玩家串通、使用被盗资金，或利用本服务进行洗钱。

## 9. 暂停与关闭账户

您可随时通过客服关闭账户。对于违反本条款的账户，我们可以暂停或关闭。合法余额将在完成必要核查后支付。

## 10. 责任

本服务按现状提供。对于因网络中断、区块链延迟或超出我们合理控制范围的事件造成的损失，我们不承担责任。

## 11. 修改与投诉

我们可能更新本条款，重大变更将提前公布。如需投诉，请通过在线客服联系支持团队，我们力争在 14 天内答复。`,
    es: `*Esta es una plantilla de política: el operador debe adaptarla a su entidad jurídica, licencia y jurisdicción antes de abrir al público.*

## 1. Aceptación

Al abrir una cuenta o usar Casino aceptas estos Términos y Condiciones, junto con nuestra Política de Privacidad, nuestra Política contra el Blanqueo de Capitales y nuestra política de Juego Responsable. Si no estás de acuerdo, no utilices el servicio.

## 2. Requisitos

- Debes tener al menos 18 años, o la edad legal para jugar en tu lugar de residencia si es mayor.
- El juego en línea debe ser legal en tu país de residencia.
- Solo se permite una cuenta por persona, hogar, dispositivo y dirección de monedero.

## 3. Tu cuenta

- La información que nos facilites debe ser veraz y estar actualizada.
- Debes verificar tu correo electrónico antes de depositar o retirar.
- Eres responsable de mantener tu contraseña en secreto y de toda la actividad de tu cuenta.
- Podemos pedirte documentos de identidad en cualquier momento, según la Política contra el Blanqueo de Capitales.

## 4. Depósitos

Solo se aceptan depósitos en las criptomonedas indicadas en la página Cómo depositar y únicamente en las redes mostradas. Los fondos enviados en otra moneda o por otra red pueden no ser recuperables. Los saldos se llevan en la divisa de tu cuenta, USD o EUR.

## 5. Retiros

- El retiro mínimo es de 20 en la divisa de tu cuenta.
- Si tienes un bono activo, primero debes completar su requisito de apuesta.
- Los retiros se pagan a un monedero que controles; la comisión de red se descuenta del importe enviado.
- Las solicitudes pueden revisarse antes de aprobarse y pueden rechazarse si se incumplen estos Términos.

## 6. Bonos

Cada bono tiene sus propias condiciones, como el requisito de apuesta, la caducidad, el depósito mínimo y la apuesta máxima, publicadas en su página de promoción. Para ese bono, sus condiciones prevalecen sobre estos Términos generales. El abuso, como usar varias cuentas o patrones de apuesta de bajo riesgo, puede conllevar la retirada de los bonos y de las ganancias asociadas.

## 7. Juegos

Los resultados los determina el generador de números aleatorios del proveedor del juego o, en nuestros juegos crash propios, nuestro sistema de juego demostrablemente justo. Si un juego falla, las apuestas y los pagos afectados quedan anulados. En caso de disputa, prevalecen los registros del servidor del juego.

## 8. Conductas prohibidas

No puedes usar bots, aprovechar errores del software, confabularte con otros jugadores, usar fondos robados ni utilizar el servicio para blanquear dinero.

## 9. Suspensión y cierre

Puedes cerrar tu cuenta en cualquier momento a través de soporte. Podemos suspender o cerrar una cuenta que incumpla estos Términos. Los saldos legítimos se pagan tras las comprobaciones necesarias.

## 10. Responsabilidad

El servicio se ofrece tal cual. No respondemos de las pérdidas causadas por caídas de la red, retrasos de la cadena de bloques o hechos fuera de nuestro control razonable.

## 11. Cambios y reclamaciones

Podemos actualizar estos Términos y anunciaremos con antelación los cambios importantes. Las reclamaciones pueden presentarse a soporte por chat en vivo; procuramos responder en un plazo de 14 días.`,
  },
  'privacy-policy': {
    en: `*This is a template policy: the operator must adapt it to its legal entity and to the data protection law that applies to it.*

## Who we are

Casino is the controller of the personal data described here. You can reach us through live chat from your account for any privacy question.

## Data we collect

- **Account data:** name, e-mail address, password (stored only as a secure hash), account currency and language.
- **Transaction data:** deposits, withdrawals, bonuses, tips, wallet addresses, transaction hashes and amounts.
- **Gameplay data:** bets, wins, games played and VIP progress.
- **Technical data:** IP address, device and browser type, login sessions and security logs.
- **Support data:** messages you send through live chat.
- **Verification data:** identity and address documents, only when we ask for them.

## How we use your data

- to open and run your account and process deposits and withdrawals;
- to verify your e-mail address and, where required, your identity;
- to prevent fraud, money laundering and bonus abuse;
- to apply bonuses, cashback and VIP benefits;
- to support responsible gaming, including limits and self-exclusion;
- to send service messages and, if you agree, promotional messages.

## Legal bases

We process data to perform our contract with you, to meet legal obligations such as anti-money-laundering rules, for our legitimate interests in security and service improvement, and with your consent for marketing.

## Sharing

We share data only where needed: with game providers to run games, with the independent on-ramp provider when you choose to buy crypto, with hosting and security service providers, and with authorities when the law requires it. We never sell personal data.

## Cookies

We use essential cookies to keep you logged in and to remember your language. Optional analytics cookies are used only with your consent.

## Retention

We keep account and transaction data for as long as your account is open and afterwards for as long as the law requires, usually five years for anti-money-laundering records.

## Security

Data is encrypted in transit, passwords are hashed, and access is limited to staff who need it.

## Your rights

Depending on where you live, you may access, correct or delete your data, object to or restrict processing, receive a copy of your data and withdraw consent. Some data must be kept for legal reasons even after a deletion request.

## Children

Our service is for adults only and we do not knowingly collect data about anyone under 18.

## Changes

We will publish any update on this page and inform you of significant changes.`,
    'zh-CN': `*本页为政策模板：运营方须根据自身的法律实体及适用的数据保护法律进行调整。*

## 我们是谁

Casino 是本政策所述个人数据的控制者。如有任何隐私问题，您可以在账户中通过在线客服联系我们。

## 我们收集的数据

- **账户数据：**姓名、电子邮箱、密码（仅以安全哈希形式存储）、账户货币和语言。
- **交易数据：**存款、提款、奖金、打赏、钱包地址、交易哈希和金额。
- **游戏数据：**投注、赢取金额、所玩游戏和 VIP 进度。
- **技术数据：**IP 地址、设备和浏览器类型、登录会话及安全日志。
- **客服数据：**您通过在线客服发送的消息。
- **验证数据：**身份和地址证明文件，仅在我们提出要求时收集。

## 我们如何使用您的数据

- 开立和运营您的账户，处理存款和提款；
- 验证您的电子邮箱，并在需要时验证您的身份；
- 防范欺诈、洗钱和奖金滥用；
- 发放奖金、返现和 VIP 权益；
- 支持负责任博彩，包括限额和自我排除；
- 发送服务通知，并在您同意后发送推广信息。

## 法律依据

我们处理数据是为了履行与您的合同、遵守反洗钱规定等法律义务、维护我们在安全和服务改进方面的合法利益，以及在您同意的情况下开展营销。

## 数据共享

我们仅在必要时共享数据：与游戏提供商共享以运行游戏；在您选择购买加密货币时与独立的第三方兑换服务商共享；与托管和安全服务商共享；以及在法律要求时与主管机关共享。我们绝不出售个人数据。

## Cookie

我们使用必要的 Cookie 来保持您的登录状态并记住您的语言偏好。可选的分析 Cookie 仅在您同意后使用。

## 保存期限

在您的账户存续期间，我们会保存账户和交易数据；账户关闭后，按法律要求继续保存，反洗钱记录通常为五年。

## 安全

数据在传输过程中加密，密码经过哈希处理，且仅有需要的员工才能访问。

## 您的权利

根据您所在地区，您可能有权访问、更正或删除您的数据，反对或限制数据处理，获取数据副本以及撤回同意。即使您提出删除请求，部分数据仍须依法保留。

## 未成年人

我们的服务仅面向成年人，我们不会在知情的情况下收集 18 岁以下人士的数据。

## 政策变更

任何更新都会在本页面公布，重大变更我们也会另行通知您。`,
    es: `*Esta es una plantilla de política: el operador debe adaptarla a su entidad jurídica y a la normativa de protección de datos que le sea aplicable.*

## Quiénes somos

Casino es el responsable del tratamiento de los datos personales descritos aquí. Puedes contactarnos por chat en vivo desde tu cuenta para cualquier consulta sobre privacidad.

## Datos que recogemos

- **Datos de la cuenta:** nombre, correo electrónico, contraseña (guardada solo como hash seguro), divisa de la cuenta e idioma.
- **Datos de transacciones:** depósitos, retiros, bonos, propinas, direcciones de monedero, hashes de transacción e importes.
- **Datos de juego:** apuestas, ganancias, juegos utilizados y progreso VIP.
- **Datos técnicos:** dirección IP, tipo de dispositivo y navegador, sesiones iniciadas y registros de seguridad.
- **Datos de soporte:** mensajes que envías por chat en vivo.
- **Datos de verificación:** documentos de identidad y de domicilio, solo cuando te los pedimos.

## Cómo usamos tus datos

- para abrir y gestionar tu cuenta y procesar depósitos y retiros;
- para verificar tu correo electrónico y, cuando sea necesario, tu identidad;
- para prevenir el fraude, el blanqueo de capitales y el abuso de bonos;
- para aplicar bonos, reembolsos y ventajas VIP;
- para apoyar el juego responsable, incluidos los límites y la autoexclusión;
- para enviarte mensajes del servicio y, si lo aceptas, mensajes promocionales.

## Bases jurídicas

Tratamos los datos para ejecutar nuestro contrato contigo, para cumplir obligaciones legales como las normas contra el blanqueo de capitales, por nuestro interés legítimo en la seguridad y la mejora del servicio y, con tu consentimiento, para el marketing.

## Comunicación de datos

Solo compartimos datos cuando es necesario: con los proveedores de juegos para ofrecer los juegos, con el proveedor externo independiente cuando decides comprar cripto, con proveedores de alojamiento y seguridad, y con las autoridades cuando la ley lo exige. Nunca vendemos datos personales.

## Cookies

Usamos cookies esenciales para mantener tu sesión iniciada y recordar tu idioma. Las cookies analíticas opcionales solo se usan con tu consentimiento.

## Conservación

Conservamos los datos de la cuenta y de las transacciones mientras la cuenta esté abierta y, después, durante el tiempo que exija la ley, normalmente cinco años para los registros contra el blanqueo de capitales.

## Seguridad

Los datos se cifran en tránsito, las contraseñas se guardan como hash y el acceso se limita al personal que lo necesita.

## Tus derechos

Según dónde vivas, puedes acceder a tus datos, rectificarlos o suprimirlos, oponerte al tratamiento o limitarlo, recibir una copia de tus datos y retirar tu consentimiento. Algunos datos deben conservarse por motivos legales incluso tras una solicitud de supresión.

## Menores

Nuestro servicio es solo para adultos y no recogemos a sabiendas datos de menores de 18 años.

## Cambios

Publicaremos cualquier actualización en esta página y te informaremos de los cambios importantes.`,
  },
  'responsible-gaming': {
    en: `*This is a template policy: the operator must adapt it to the responsible gaming rules of its licence and to the help services available in its markets.*

## Our commitment

Gambling at Casino should be entertainment, never a way to make money or escape problems. We want every player to stay in control, and we provide tools and information to help.

## Tips for playing safely

- Set a budget before you start and stick to it.
- Only gamble with money you can afford to lose, never with money meant for rent, bills or food.
- Decide in advance how long you will play and take regular breaks.
- Do not chase losses; accept them as the cost of the entertainment.
- Avoid playing when you are upset, tired or under the influence of alcohol.
- Remember that crypto prices move: think of your balance in real money.
- Balance gambling with other hobbies, friends and family.

## Warning signs

Gambling may be becoming a problem if you:

- spend more time or money than you planned;
- borrow money or sell things to gamble;
- hide your gambling from people close to you;
- feel anxious, irritable or low when you are not playing;
- keep playing to win back what you have lost.

## Tools we offer

Contact our support team through live chat to set any of the following. Limits that make your play safer take effect immediately; requests to raise or remove a limit take effect after a 24-hour cooling-off period.

- **Deposit limits** per day, week or month.
- **Loss and wager limits** per day, week or month.
- **Session reminders** that show how long you have been playing.
- **Time-out** for 24 hours, 7 days or 30 days.
- **Self-exclusion** for six months, one year or permanently. During self-exclusion you cannot log in to play, and we stop all marketing, bonuses and VIP offers.

## Protecting minors

You must be 18 or older, or the legal gambling age where you live if higher, to play. We may ask for proof of age at any time and will close accounts opened by minors. Parents can use device-level parental controls to block gambling sites.

## Getting help

If you are worried about your own gambling or someone else's, talk to someone you trust and contact a national problem gambling helpline or a support organisation such as Gamblers Anonymous. Our support team can also point you to help available in your country.`,
    'zh-CN': `*本页为政策模板：运营方须根据其牌照中的负责任博彩规定以及所在市场可用的求助服务进行调整。*

## 我们的承诺

在 Casino 游戏应当是一种娱乐，而绝不是赚钱或逃避问题的手段。我们希望每位玩家都能保持自控，并为此提供相应的工具和信息。

## 安全游戏小贴士

- 开始前先设定预算，并严格遵守。
- 只用您能承受损失的钱娱乐，绝不动用房租、账单或生活费。
- 提前决定游戏时长，并定时休息。
- 不要试图追回损失，把输掉的钱视为娱乐的成本。
- 情绪低落、疲惫或饮酒后请不要游戏。
- 请记住加密货币价格会波动：要以真实货币来看待您的余额。
- 在博彩之外，也要兼顾其他爱好、朋友和家人。

## 警示信号

如果出现以下情况，博彩可能正在成为问题：

- 花费的时间或金钱超出计划；
- 借钱或变卖物品来博彩；
- 向身边的人隐瞒博彩行为；
- 不玩时感到焦虑、烦躁或情绪低落；
- 为了赢回输掉的钱而不停地玩。

## 我们提供的工具

请通过在线客服联系我们的支持团队设置以下任一功能。让游戏更安全的限额会立即生效；提高或取消限额的请求则在 24 小时冷静期后生效。

- **存款限额**：按日、周或月设置。
- **亏损和投注限额**：按日、周或月设置。
- **游戏时长提醒**：显示您已经游戏了多长时间。
- **暂停游戏**：24 小时、7 天或 30 天。
- **自我排除**：六个月、一年或永久。自我排除期间您无法登录游戏，我们也会停止所有营销、奖金和 VIP 优惠。

## 保护未成年人

您必须年满 18 周岁（如当地法定博彩年龄更高，则须达到该年龄）才能游戏。我们可能随时要求您提供年龄证明，并会关闭未成年人开立的账户。家长可以使用设备自带的家长控制功能屏蔽博彩网站。

## 寻求帮助

如果您担心自己或他人的博彩问题，请与您信任的人沟通，并联系所在国家的问题博彩求助热线或“匿名戒赌会”等支持组织。我们的客服团队也可以为您介绍所在国家可获得的帮助。`,
    es: `*Esta es una plantilla de política: el operador debe adaptarla a las normas de juego responsable de su licencia y a los servicios de ayuda disponibles en sus mercados.*

## Nuestro compromiso

Jugar en Casino debe ser un entretenimiento, nunca una forma de ganar dinero ni de huir de los problemas. Queremos que cada jugador mantenga el control, y ofrecemos herramientas e información para ayudarle.

## Consejos para jugar de forma segura

- Fija un presupuesto antes de empezar y respétalo.
- Juega solo con dinero que puedas permitirte perder, nunca con el del alquiler, las facturas o la comida.
- Decide de antemano cuánto tiempo vas a jugar y haz pausas con regularidad.
- No persigas las pérdidas; acéptalas como el coste del entretenimiento.
- Evita jugar cuando estés alterado, cansado o bajo los efectos del alcohol.
- Recuerda que el precio de las criptomonedas varía: piensa en tu saldo en dinero real.
- Compagina el juego con otras aficiones, amigos y familia.

## Señales de alerta

El juego puede estar convirtiéndose en un problema si:

- dedicas más tiempo o dinero del que habías previsto;
- pides dinero prestado o vendes cosas para jugar;
- ocultas tu actividad de juego a las personas cercanas;
- te sientes ansioso, irritable o decaído cuando no juegas;
- sigues jugando para recuperar lo que has perdido.

## Herramientas que ofrecemos

Contacta con nuestro equipo de soporte por chat en vivo para activar cualquiera de estas opciones. Los límites que hacen tu juego más seguro se aplican de inmediato; las solicitudes para aumentar o eliminar un límite se aplican tras un periodo de reflexión de 24 horas.

- **Límites de depósito** diarios, semanales o mensuales.
- **Límites de pérdidas y de apuestas** diarios, semanales o mensuales.
- **Recordatorios de sesión** que muestran cuánto tiempo llevas jugando.
- **Pausa** de 24 horas, 7 días o 30 días.
- **Autoexclusión** durante seis meses, un año o de forma permanente. Durante la autoexclusión no puedes iniciar sesión para jugar, y detenemos toda la comunicación comercial, los bonos y las ofertas VIP.

## Protección de menores

Para jugar debes tener 18 años o más, o la edad legal para jugar en tu lugar de residencia si es mayor. Podemos pedirte una prueba de edad en cualquier momento y cerraremos las cuentas abiertas por menores. Los padres pueden usar el control parental de los dispositivos para bloquear los sitios de juego.

## Pedir ayuda

Si te preocupa tu forma de jugar o la de otra persona, habla con alguien de confianza y contacta con una línea de ayuda nacional sobre juego problemático o con una organización de apoyo como Jugadores Anónimos. Nuestro equipo de soporte también puede indicarte la ayuda disponible en tu país.`,
  },
};

export interface SeedPost {
  slug: string;
  category: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  body: LocalizedText;
  image: string;
  publishedAt: string /* ISO date */;
}

/** 4 blog posts (category 'news' or 'guides'). */
export const BLOG_POSTS: SeedPost[] = [
  {
    slug: 'how-crypto-deposits-work',
    category: 'guides',
    title: {
      en: 'How Crypto Deposits Work',
      'zh-CN': '加密货币存款是如何运作的',
      es: 'Cómo funcionan los depósitos en cripto',
    },
    excerpt: {
      en: 'From choosing a coin to the first confirmation: a short guide to funding your account with crypto.',
      'zh-CN': '从选择币种到首次确认：用加密货币为账户充值的简明指南。',
      es: 'De elegir la moneda a la primera confirmación: una guía breve para recargar tu cuenta con cripto.',
    },
    body: {
      en: `*Demo content: the operator should replace this post with its own.*

## Eight coins, one balance

Casino accepts Bitcoin, Ethereum, Litecoin, Dogecoin, Bitcoin Cash, Dash, Monero and Binance Coin on BNB Smart Chain. Whatever you send, your balance is shown in your account currency, USD or EUR, so you always know what you are playing with.

## The four steps

1. Verify your e-mail address. Deposits and withdrawals stay locked until you do.
2. Open the wallet, pick a coin on the Deposit tab and enter an amount. The calculator shows the crypto equivalent.
3. Send the coin to the address shown, on the network shown.
4. Wait for the network to confirm. The deposit is listed as pending, then credited automatically.

## Why confirmations matter

A blockchain transaction is only final once the network has confirmed it. Fast networks such as Litecoin or BNB Smart Chain usually take a few minutes; Bitcoin can take longer when the network is busy.

## Good habits

- Always double-check the coin and the network before you send.
- Claim any deposit bonus in the wallet before you deposit.
- Keep the transaction hash until the deposit is credited.

## Taking money out

Withdrawals start at 20 USD or EUR. If a bonus is active, finish its wagering first. The network fee is deducted from the amount you receive.`,
      'zh-CN': `*演示内容：运营方应将本文替换为自己的内容。*

## 八种币，一个余额

Casino 支持比特币、以太坊、莱特币、狗狗币、比特币现金、达世币、门罗币，以及 BNB 智能链上的币安币。无论您发送哪种币，余额都以您的账户货币（美元或欧元）显示，让您随时清楚自己的资金情况。

## 四个步骤

1. 验证您的电子邮箱。验证之前，存款和提款功能均不可用。
2. 打开钱包，在“存款”标签页中选择币种并输入金额，计算器会显示对应的加密货币数量。
3. 按页面显示的地址和网络发送加密货币。
4. 等待网络确认。存款会先显示为“待处理”，确认后自动入账。

## 为什么需要确认

区块链交易只有在网络确认后才算最终完成。莱特币或 BNB 智能链等速度较快的网络通常只需几分钟；比特币在网络拥堵时可能需要更长时间。

## 好习惯

- 发送前务必再次核对币种和网络。
- 如需存款奖金，请在存款前先在钱包中领取。
- 在存款入账前，请保留交易哈希。

## 提取资金

最低提款额为 20 美元或欧元。如有进行中的奖金，请先完成其流水要求。网络手续费将从您收到的金额中扣除。`,
      es: `*Contenido de demostración: el operador debe sustituir esta entrada por la suya.*

## Ocho monedas, un solo saldo

Casino acepta Bitcoin, Ethereum, Litecoin, Dogecoin, Bitcoin Cash, Dash, Monero y Binance Coin en BNB Smart Chain. Envíes lo que envíes, tu saldo se muestra en la divisa de tu cuenta, USD o EUR, para que siempre sepas con cuánto juegas.

## Los cuatro pasos

1. Verifica tu correo electrónico. Los depósitos y retiros permanecen bloqueados hasta entonces.
2. Abre el monedero, elige una moneda en la pestaña Depósito e introduce un importe. La calculadora muestra el equivalente en cripto.
3. Envía la moneda a la dirección indicada, en la red indicada.
4. Espera a que la red confirme. El depósito aparece como pendiente y luego se abona automáticamente.

## Por qué importan las confirmaciones

Una transacción en la cadena de bloques solo es definitiva cuando la red la ha confirmado. Las redes rápidas, como Litecoin o BNB Smart Chain, suelen tardar unos minutos; Bitcoin puede tardar más cuando la red está saturada.

## Buenos hábitos

- Comprueba siempre la moneda y la red antes de enviar.
- Reclama el bono de depósito en el monedero antes de depositar.
- Guarda el hash de la transacción hasta que se abone el depósito.

## Retirar dinero

Los retiros empiezan en 20 USD o EUR. Si tienes un bono activo, completa primero su requisito de apuesta. La comisión de red se descuenta del importe que recibes.`,
    },
    image: '/storage/content/how-crypto-deposits-work.webp',
    publishedAt: '2025-01-13T09:00:00.000Z',
  },
  {
    slug: 'responsible-play-tips',
    category: 'guides',
    title: {
      en: 'Seven Tips for Responsible Play',
      'zh-CN': '负责任游戏的七个小贴士',
      es: 'Siete consejos para jugar de forma responsable',
    },
    excerpt: {
      en: 'Simple habits that keep gaming fun, plus the tools you can ask for at any time.',
      'zh-CN': '让游戏保持乐趣的简单习惯，以及您随时可以申请的工具。',
      es: 'Hábitos sencillos para que el juego siga siendo divertido y las herramientas que puedes pedir en cualquier momento.',
    },
    body: {
      en: `*Demo content: the operator should replace this post with its own.*

## Play for fun, not for income

Casino games are built so that the house has an edge over time. Treat every session as paid entertainment, like a concert ticket, and you will enjoy it more.

## Seven habits that help

1. **Set a budget first.** Decide what you can spend this week before you deposit.
2. **Set a time limit.** Use an alarm and stop when it rings.
3. **Never chase losses.** Trying to win it back is how small losses become big ones.
4. **Keep bonus terms in mind.** Know the wagering requirement before you claim.
5. **Think in real money.** Crypto prices move; check your balance in USD or EUR.
6. **Take breaks.** Step away after a big win or a losing streak.
7. **Do not play when upset, tired or drinking.**

## Tools you can ask for

Our support team can set deposit, loss and wager limits, session reminders, time-outs of 24 hours to 30 days, and self-exclusion. Limits that protect you apply immediately.

## When to ask for help

If gambling is causing worry, debt or arguments, stop and talk to someone you trust. Read our Responsible Gaming page for warning signs and where to find support.`,
      'zh-CN': `*演示内容：运营方应将本文替换为自己的内容。*

## 为乐趣而玩，而非为收入

从长期来看，娱乐场游戏的设计都是庄家占优。把每一次游戏都当作付费娱乐，就像买一张演唱会门票，您会玩得更开心。

## 七个有益的习惯

1. **先定预算。**存款前先决定本周可以花多少钱。
2. **设定时间。**定个闹钟，响了就停。
3. **绝不追损。**想把输掉的钱赢回来，小亏往往就变成了大亏。
4. **牢记奖金条款。**领取前先了解流水要求。
5. **以真实货币思考。**加密货币价格会波动，请以美元或欧元查看余额。
6. **适时休息。**大赢之后或连输之时，都先停一停。
7. **情绪不佳、疲惫或饮酒时不要游戏。**

## 可申请的工具

我们的客服团队可以为您设置存款、亏损和投注限额，游戏时长提醒，24 小时至 30 天的暂停游戏，以及自我排除。保护您的限额会立即生效。

## 何时寻求帮助

如果博彩让您感到担忧、负债或与人争吵，请停下来，与您信任的人谈一谈。请阅读我们的“负责任博彩”页面，了解警示信号以及获取帮助的途径。`,
      es: `*Contenido de demostración: el operador debe sustituir esta entrada por la suya.*

## Juega para divertirte, no para ganarte la vida

Los juegos de casino están diseñados para que, a la larga, la casa tenga ventaja. Trata cada sesión como un entretenimiento de pago, como una entrada de concierto, y lo disfrutarás más.

## Siete hábitos que ayudan

1. **Fija primero un presupuesto.** Decide cuánto puedes gastar esta semana antes de depositar.
2. **Fija un límite de tiempo.** Pon una alarma y para cuando suene.
3. **No persigas las pérdidas.** Intentar recuperarlas es lo que convierte pequeñas pérdidas en grandes.
4. **Ten presentes las condiciones del bono.** Conoce el requisito de apuesta antes de reclamarlo.
5. **Piensa en dinero real.** Los precios de las criptomonedas varían; consulta tu saldo en USD o EUR.
6. **Haz pausas.** Aléjate tras una gran ganancia o una racha de pérdidas.
7. **No juegues si estás alterado, cansado o has bebido.**

## Herramientas que puedes pedir

Nuestro equipo de soporte puede fijar límites de depósito, de pérdidas y de apuestas, recordatorios de sesión, pausas de 24 horas a 30 días y la autoexclusión. Los límites que te protegen se aplican de inmediato.

## Cuándo pedir ayuda

Si el juego te causa preocupación, deudas o discusiones, para y habla con alguien de confianza. Lee nuestra página de Juego Responsable para conocer las señales de alerta y dónde encontrar apoyo.`,
    },
    image: '/storage/content/responsible-play-tips.webp',
    publishedAt: '2025-02-03T09:00:00.000Z',
  },
  {
    slug: 'meet-the-crash-games',
    category: 'news',
    title: {
      en: 'Meet the Crash Games',
      'zh-CN': '认识我们的崩溃游戏',
      es: 'Conoce los juegos crash',
    },
    excerpt: {
      en: 'Three in-house crash games where you decide when to cash out before the multiplier crashes.',
      'zh-CN': '三款自营崩溃游戏：在倍数崩盘之前，由您决定何时兑现。',
      es: 'Tres juegos crash propios en los que tú decides cuándo cobrar antes de que el multiplicador se desplome.',
    },
    body: {
      en: `*Demo content: the operator should replace this post with its own.*

## What is a crash game?

A crash game is simple: place a bet before the round starts, then watch a multiplier climb from 1.00x. Cash out at any moment to win your bet times the current multiplier. If the multiplier crashes before you cash out, the bet is lost. Each round lasts only seconds.

## Three ways to play

Alongside over 1,000 games from our providers, Casino runs three crash games of its own:

- **Crash** – the classic version, with a live list of other players' bets and cash-outs.
- **Crash Sweep** – the same core rules with its own look and pace.
- **Crash Bull** – a market-themed take where the bull charges until it suddenly stops.

You will find all three under Originals in the lobby.

## Tips for your first rounds

- Start with small stakes while you learn the rhythm.
- Use auto cash-out to lock in a target multiplier before the round begins.
- Remember that every round is independent: a long run of low crashes says nothing about the next one.
- Set a budget for the session and stop when it is spent.

## Fair by design

Crash results are generated in advance and can be verified after each round, so neither the player nor the house can change them.`,
      'zh-CN': `*演示内容：运营方应将本文替换为自己的内容。*

## 什么是崩溃游戏？

崩溃游戏玩法很简单：在回合开始前下注，然后看着倍数从 1.00x 开始上升。您可以随时兑现，赢得投注额乘以当前倍数的奖金。如果在您兑现前倍数崩盘，该笔投注即告输掉。每一回合只持续几秒钟。

## 三种玩法

除了来自各游戏提供商的 1,000 多款游戏外，Casino 还推出了三款自营崩溃游戏：

- **Crash** – 经典版本，实时显示其他玩家的投注和兑现记录。
- **Crash Sweep** – 核心规则相同，拥有独特的外观和节奏。
- **Crash Bull** – 以市场为主题，公牛一路冲锋，直到突然停下。

您可以在大厅的“原创”分类中找到这三款游戏。

## 新手小贴士

- 熟悉节奏时先用小额投注。
- 使用自动兑现功能，在回合开始前锁定目标倍数。
- 请记住每一回合都是独立的：连续多次低倍崩盘并不能预示下一回合的结果。
- 为本次游戏设定预算，花完即停。

## 公平的设计

崩溃游戏的结果预先生成，并可在每回合结束后验证，玩家和平台都无法更改。`,
      es: `*Contenido de demostración: el operador debe sustituir esta entrada por la suya.*

## ¿Qué es un juego crash?

Un juego crash es sencillo: haz tu apuesta antes de que empiece la ronda y observa cómo sube un multiplicador desde 1.00x. Cobra en cualquier momento para ganar tu apuesta multiplicada por el valor actual. Si el multiplicador se desploma antes de que cobres, pierdes la apuesta. Cada ronda dura solo unos segundos.

## Tres formas de jugar

Además de los más de 1.000 juegos de nuestros proveedores, Casino ofrece tres juegos crash propios:

- **Crash** – la versión clásica, con una lista en directo de las apuestas y los cobros de otros jugadores.
- **Crash Sweep** – las mismas reglas básicas con su propio estilo y ritmo.
- **Crash Bull** – una versión inspirada en los mercados en la que el toro embiste hasta que se detiene de golpe.

Encontrarás los tres en la sección Originales del lobby.

## Consejos para tus primeras rondas

- Empieza con apuestas pequeñas mientras aprendes el ritmo.
- Usa el cobro automático para fijar un multiplicador objetivo antes de que empiece la ronda.
- Recuerda que cada ronda es independiente: una serie de caídas bajas no dice nada de la siguiente.
- Fija un presupuesto para la sesión y para cuando lo hayas gastado.

## Justo por diseño

Los resultados se generan de antemano y pueden verificarse después de cada ronda, así que ni el jugador ni la casa pueden cambiarlos.`,
    },
    image: '/storage/content/meet-the-crash-games.webp',
    publishedAt: '2025-02-24T09:00:00.000Z',
  },
  {
    slug: 'vip-programme-explained',
    category: 'news',
    title: {
      en: 'The VIP Programme Explained',
      'zh-CN': 'VIP 计划详解',
      es: 'El programa VIP, explicado',
    },
    excerpt: {
      en: 'Bronze, Silver, Gold and Platinum: what each level gives you and how to move up.',
      'zh-CN': '青铜、白银、黄金和铂金：各等级的权益以及如何升级。',
      es: 'Bronce, Plata, Oro y Platino: qué te da cada nivel y cómo subir.',
    },
    body: {
      en: `*Demo content: the operator should replace this post with its own.*

## Automatic from day one

Every player with a verified e-mail address is part of the VIP programme. Your level rises with the total you wager in real money, and you move up the moment you pass a threshold.

## The four levels

- **Bronze** – from registration: a 10% bonus on qualifying deposits.
- **Silver** – from 10,000 wagered: premium benefits such as priority support, faster withdrawal reviews and members-only promotions.
- **Gold** – from 50,000 wagered: 2% extra weekly cashback on top of the standard 10%.
- **Platinum** – from 250,000 wagered: a personal VIP manager and 4% extra weekly cashback.

Thresholds are in your account currency, USD or EUR, and each level keeps the benefits of the one below.

## Cashback that grows with you

Everyone gets 10% weekly cashback on net losses. Gold and Platinum add to that rate, and Platinum players can agree personal offers with their VIP manager of up to 30% weekly cashback.

## Where to follow your progress

Open the VIP section of your account settings to see your current level and how much is left to the next one. The full rules are on the VIP policy page.

## Play within your limits

VIP status is a thank-you, not a target. Your limits always come first.`,
      'zh-CN': `*演示内容：运营方应将本文替换为自己的内容。*

## 从第一天起自动加入

每位已验证电子邮箱的玩家都是 VIP 计划的成员。您的等级随真实资金累计投注额提升，一旦达到门槛即刻升级。

## 四个等级

- **青铜** – 注册即享：合格存款可获得 10% 奖金。
- **白银** – 累计投注满 10,000：尊享优先客服、更快的提款审核和会员专属活动等高级权益。
- **黄金** – 累计投注满 50,000：在标准 10% 的基础上额外获得 2% 每周返现。
- **铂金** – 累计投注满 250,000：配备专属 VIP 经理，并额外获得 4% 每周返现。

门槛以您的账户货币（美元或欧元）计算，每个等级都包含较低等级的全部权益。

## 随您成长的返现

所有玩家都可获得净亏损 10% 的每周返现。黄金和铂金会员在此基础上提高比例，铂金玩家还可与专属 VIP 经理商定个人优惠，每周返现最高可达 30%。

## 在哪里查看进度

打开账户设置中的 VIP 页面，即可查看当前等级以及距离下一级还差多少。完整规则请参阅 VIP 政策页面。

## 量力而行

VIP 身份是一份谢意，而不是目标。您的限额永远优先。`,
      es: `*Contenido de demostración: el operador debe sustituir esta entrada por la suya.*

## Automático desde el primer día

Todos los jugadores con el correo electrónico verificado forman parte del programa VIP. Tu nivel sube con el total que apuestas con dinero real, y asciendes en cuanto superas un umbral.

## Los cuatro niveles

- **Bronce** – desde el registro: un bono del 10% en los depósitos que cumplan los requisitos.
- **Plata** – desde 10.000 apostados: ventajas premium como soporte prioritario, revisión más rápida de retiros y promociones exclusivas para miembros.
- **Oro** – desde 50.000 apostados: un 2% adicional de reembolso semanal sobre el 10% estándar.
- **Platino** – desde 250.000 apostados: un gestor VIP personal y un 4% adicional de reembolso semanal.

Los umbrales se expresan en la divisa de tu cuenta, USD o EUR, y cada nivel conserva las ventajas del anterior.

## Un reembolso que crece contigo

Todos reciben un 10% de reembolso semanal sobre las pérdidas netas. Oro y Platino aumentan ese porcentaje, y los jugadores Platino pueden acordar con su gestor VIP ofertas personales de hasta un 30% de reembolso semanal.

## Dónde seguir tu progreso

Abre la sección VIP en los ajustes de tu cuenta para ver tu nivel actual y cuánto te falta para el siguiente. Las reglas completas están en la página de la política VIP.

## Juega dentro de tus límites

El estatus VIP es un agradecimiento, no un objetivo. Tus límites siempre van primero.`,
    },
    image: '/storage/content/vip-programme-explained.webp',
    publishedAt: '2025-03-10T09:00:00.000Z',
  },
];

/** 5 promotions (category 'promotions'). */
export const PROMOTIONS: SeedPost[] = [
  {
    slug: 'welcome-bonus-125',
    category: 'promotions',
    title: {
      en: '125% First Deposit Bonus',
      'zh-CN': '首存 125% 奖金',
      es: 'Bono del 125% en el primer depósito',
    },
    excerpt: {
      en: 'Start with more: get 125% on your first deposit, up to 500 USD or EUR.',
      'zh-CN': '开局更多资金：首次存款可获得 125% 奖金，最高 500 美元或欧元。',
      es: 'Empieza con más: consigue un 125% en tu primer depósito, hasta 500 USD o EUR.',
    },
    body: {
      en: `*Demo content: the operator should replace this promotion and its terms with its own.*

## Your welcome offer

Make your first deposit and we add 125% on top, up to 500 USD or EUR. Deposit 100 and you play with 225.

## How to claim

1. Register and verify your e-mail address.
2. Open the wallet and claim the 125% First Deposit Bonus.
3. Deposit at least 20 in any accepted cryptocurrency.
4. The bonus is credited as soon as your deposit is confirmed.

## Terms

- Minimum deposit: 20 USD or EUR.
- Maximum bonus: 500 USD or EUR.
- Wagering requirement: 35x the bonus amount. Example: a 125 bonus requires 4,375 in bets.
- Claim within 7 days of registration; wagering must be completed within 30 days, after which the bonus and its winnings expire.
- Maximum bet while the bonus is active: 5 USD or EUR.
- Slots count 100% towards wagering, table and live casino games 10%, crash games 0%.
- Withdrawals are available once the wagering is complete.
- One welcome bonus per person, household, device and wallet address.`,
      'zh-CN': `*演示内容：运营方应将本优惠及其条款替换为自己的内容。*

## 您的新手礼遇

完成首次存款，我们将额外赠送存款额的 125%，最高 500 美元或欧元。存入 100，即可用 225 游戏。

## 领取方式

1. 注册并验证您的电子邮箱。
2. 打开钱包，领取“首存 125% 奖金”。
3. 使用任一支持的加密货币存入至少 20。
4. 存款确认后，奖金将立即到账。

## 条款

- 最低存款：20 美元或欧元。
- 最高奖金：500 美元或欧元。
- 流水要求：奖金金额的 35 倍。例如：125 的奖金需要完成 4,375 的投注。
- 须在注册后 7 天内领取；流水须在 30 天内完成，逾期奖金及其盈利将失效。
- 奖金有效期间单注上限：5 美元或欧元。
- 老虎机按 100% 计入流水，桌面游戏和真人娱乐场游戏按 10% 计入，崩溃游戏不计入。
- 完成流水后即可提款。
- 每个人、家庭、设备和钱包地址仅限领取一次新手奖金。`,
      es: `*Contenido de demostración: el operador debe sustituir esta promoción y sus condiciones por las suyas.*

## Tu oferta de bienvenida

Haz tu primer depósito y te añadimos un 125% extra, hasta 500 USD o EUR. Deposita 100 y juega con 225.

## Cómo conseguirlo

1. Regístrate y verifica tu correo electrónico.
2. Abre el monedero y reclama el Bono del 125% en el primer depósito.
3. Deposita al menos 20 en cualquier criptomoneda aceptada.
4. El bono se abona en cuanto se confirma tu depósito.

## Condiciones

- Depósito mínimo: 20 USD o EUR.
- Bono máximo: 500 USD o EUR.
- Requisito de apuesta: 35x el importe del bono. Ejemplo: un bono de 125 exige 4.375 en apuestas.
- Reclámalo en los 7 días siguientes al registro; el requisito de apuesta debe completarse en 30 días, tras los cuales el bono y sus ganancias caducan.
- Apuesta máxima con el bono activo: 5 USD o EUR.
- Las tragaperras cuentan al 100% para el requisito de apuesta, los juegos de mesa y de casino en vivo al 10% y los juegos crash al 0%.
- Los retiros están disponibles cuando se completa el requisito de apuesta.
- Un bono de bienvenida por persona, hogar, dispositivo y dirección de monedero.`,
    },
    image: '/storage/content/welcome-bonus-125.webp',
    publishedAt: '2025-01-06T09:00:00.000Z',
  },
  {
    slug: 'reload-bonus-50',
    category: 'promotions',
    title: {
      en: '50% Weekly Reload Bonus',
      'zh-CN': '每周 50% 续存奖金',
      es: 'Bono de recarga semanal del 50%',
    },
    excerpt: {
      en: 'Top up once a week and get 50% extra, up to 250 USD or EUR.',
      'zh-CN': '每周续存一次，即可额外获得 50% 奖金，最高 250 美元或欧元。',
      es: 'Recarga una vez por semana y consigue un 50% extra, hasta 250 USD o EUR.',
    },
    body: {
      en: `*Demo content: the operator should replace this promotion and its terms with its own.*

## More for every top-up

Once every week you can add 50% to a deposit, up to 250 USD or EUR. Deposit 200 and receive a 100 bonus.

## How to claim

1. Make sure your e-mail address is verified.
2. Open the wallet and claim the 50% Reload Bonus.
3. Deposit at least 20 in any accepted cryptocurrency.
4. The bonus is credited when your deposit is confirmed.

## Terms

- Available once per week (Monday 00:00 to Sunday 23:59 UTC) after your first deposit.
- Minimum deposit: 20 USD or EUR.
- Maximum bonus: 250 USD or EUR.
- Wagering requirement: 35x the bonus amount. Example: a 100 bonus requires 3,500 in bets.
- Wagering must be completed within 14 days, after which the bonus and its winnings expire.
- Maximum bet while the bonus is active: 5 USD or EUR.
- Slots count 100% towards wagering, table and live casino games 10%, crash games 0%.
- Only one deposit bonus can be active at a time; withdrawals are available once the wagering is complete.`,
      'zh-CN': `*演示内容：运营方应将本优惠及其条款替换为自己的内容。*

## 每次续存都有更多

每周可享受一次存款 50% 的额外奖金，最高 250 美元或欧元。存入 200，即可获得 100 奖金。

## 领取方式

1. 确保您的电子邮箱已验证。
2. 打开钱包，领取“50% 续存奖金”。
3. 使用任一支持的加密货币存入至少 20。
4. 存款确认后，奖金即到账。

## 条款

- 首次存款后，每周（UTC 时间周一 00:00 至周日 23:59）可领取一次。
- 最低存款：20 美元或欧元。
- 最高奖金：250 美元或欧元。
- 流水要求：奖金金额的 35 倍。例如：100 的奖金需要完成 3,500 的投注。
- 流水须在 14 天内完成，逾期奖金及其盈利将失效。
- 奖金有效期间单注上限：5 美元或欧元。
- 老虎机按 100% 计入流水，桌面游戏和真人娱乐场游戏按 10% 计入，崩溃游戏不计入。
- 同一时间只能有一项存款奖金处于进行中；完成流水后即可提款。`,
      es: `*Contenido de demostración: el operador debe sustituir esta promoción y sus condiciones por las suyas.*

## Más en cada recarga

Una vez por semana puedes sumar un 50% a un depósito, hasta 250 USD o EUR. Deposita 200 y recibe un bono de 100.

## Cómo conseguirlo

1. Asegúrate de que tu correo electrónico está verificado.
2. Abre el monedero y reclama el Bono de recarga del 50%.
3. Deposita al menos 20 en cualquier criptomoneda aceptada.
4. El bono se abona cuando se confirma tu depósito.

## Condiciones

- Disponible una vez por semana (de lunes a las 00:00 a domingo a las 23:59 UTC) después de tu primer depósito.
- Depósito mínimo: 20 USD o EUR.
- Bono máximo: 250 USD o EUR.
- Requisito de apuesta: 35x el importe del bono. Ejemplo: un bono de 100 exige 3.500 en apuestas.
- El requisito de apuesta debe completarse en 14 días, tras los cuales el bono y sus ganancias caducan.
- Apuesta máxima con el bono activo: 5 USD o EUR.
- Las tragaperras cuentan al 100% para el requisito de apuesta, los juegos de mesa y de casino en vivo al 10% y los juegos crash al 0%.
- Solo puede haber un bono de depósito activo a la vez; los retiros están disponibles cuando se completa el requisito de apuesta.`,
    },
    image: '/storage/content/reload-bonus-50.webp',
    publishedAt: '2025-01-20T09:00:00.000Z',
  },
  {
    slug: 'weekend-bonus-100',
    category: 'promotions',
    title: {
      en: '100% Weekend Bonus',
      'zh-CN': '周末 100% 奖金',
      es: 'Bono de fin de semana del 100%',
    },
    excerpt: {
      en: 'Double your weekend deposit: 100% up to 300 USD or EUR, Friday to Sunday.',
      'zh-CN': '周末存款翻倍：周五至周日，100% 奖金，最高 300 美元或欧元。',
      es: 'Duplica tu depósito del fin de semana: 100% hasta 300 USD o EUR, de viernes a domingo.',
    },
    body: {
      en: `*Demo content: the operator should replace this promotion and its terms with its own.*

## Double up for the weekend

Every weekend we match one deposit 100%, up to 300 USD or EUR. Deposit 150 and play with 300.

## How to claim

1. Make sure your e-mail address is verified.
2. Between Friday and Sunday, open the wallet and claim the 100% Weekend Bonus.
3. Deposit at least 50 in any accepted cryptocurrency.
4. The bonus is credited when your deposit is confirmed.

## Terms

- Available from Friday 00:00 to Sunday 23:59 UTC, once per weekend.
- Minimum deposit: 50 USD or EUR.
- Maximum bonus: 300 USD or EUR.
- Wagering requirement: 35x the bonus amount. Example: a 150 bonus requires 5,250 in bets.
- Wagering must be completed within 14 days, after which the bonus and its winnings expire.
- Maximum bet while the bonus is active: 5 USD or EUR.
- Slots count 100% towards wagering, table and live casino games 10%, crash games 0%.
- Cannot be combined with another active deposit bonus; withdrawals are available once the wagering is complete.`,
      'zh-CN': `*演示内容：运营方应将本优惠及其条款替换为自己的内容。*

## 周末双倍畅玩

每个周末，我们为您的一笔存款提供 100% 配额奖金，最高 300 美元或欧元。存入 150，即可用 300 游戏。

## 领取方式

1. 确保您的电子邮箱已验证。
2. 在周五至周日期间打开钱包，领取“周末 100% 奖金”。
3. 使用任一支持的加密货币存入至少 50。
4. 存款确认后，奖金即到账。

## 条款

- 活动时间：UTC 时间周五 00:00 至周日 23:59，每个周末限领一次。
- 最低存款：50 美元或欧元。
- 最高奖金：300 美元或欧元。
- 流水要求：奖金金额的 35 倍。例如：150 的奖金需要完成 5,250 的投注。
- 流水须在 14 天内完成，逾期奖金及其盈利将失效。
- 奖金有效期间单注上限：5 美元或欧元。
- 老虎机按 100% 计入流水，桌面游戏和真人娱乐场游戏按 10% 计入，崩溃游戏不计入。
- 不可与其他进行中的存款奖金同时使用；完成流水后即可提款。`,
      es: `*Contenido de demostración: el operador debe sustituir esta promoción y sus condiciones por las suyas.*

## Doble para el fin de semana

Cada fin de semana igualamos un depósito al 100%, hasta 300 USD o EUR. Deposita 150 y juega con 300.

## Cómo conseguirlo

1. Asegúrate de que tu correo electrónico está verificado.
2. Entre el viernes y el domingo, abre el monedero y reclama el Bono de fin de semana del 100%.
3. Deposita al menos 50 en cualquier criptomoneda aceptada.
4. El bono se abona cuando se confirma tu depósito.

## Condiciones

- Disponible de viernes a las 00:00 a domingo a las 23:59 UTC, una vez por fin de semana.
- Depósito mínimo: 50 USD o EUR.
- Bono máximo: 300 USD o EUR.
- Requisito de apuesta: 35x el importe del bono. Ejemplo: un bono de 150 exige 5.250 en apuestas.
- El requisito de apuesta debe completarse en 14 días, tras los cuales el bono y sus ganancias caducan.
- Apuesta máxima con el bono activo: 5 USD o EUR.
- Las tragaperras cuentan al 100% para el requisito de apuesta, los juegos de mesa y de casino en vivo al 10% y los juegos crash al 0%.
- No se puede combinar con otro bono de depósito activo; los retiros están disponibles cuando se completa el requisito de apuesta.`,
    },
    image: '/storage/content/weekend-bonus-100.webp',
    publishedAt: '2025-02-07T09:00:00.000Z',
  },
  {
    slug: 'weekly-cashback',
    category: 'promotions',
    title: {
      en: '10% Weekly Cashback',
      'zh-CN': '10% 每周返现',
      es: 'Reembolso semanal del 10%',
    },
    excerpt: {
      en: 'Get 10% of your weekly net losses back every Monday, and up to 30% as a VIP.',
      'zh-CN': '每周一返还上周净亏损的 10%，VIP 最高可达 30%。',
      es: 'Recupera cada lunes el 10% de tus pérdidas netas semanales, y hasta el 30% si eres VIP.',
    },
    body: {
      en: `*Demo content: the operator should replace this promotion and its terms with its own.*

## A softer landing every week

If your week ends in a loss, we give 10% of it back. There is nothing to claim: cashback is calculated and credited automatically every Monday.

## VIP rates

- Bronze and Silver: 10%.
- Gold: 12% (10% plus 2% VIP cashback).
- Platinum: 14% (10% plus 4% VIP cashback).
- Platinum players can agree personal rates with their VIP manager of up to 30%.

## How it is calculated

Net loss = real-money bets minus real-money wins during the week (Monday 00:00 to Sunday 23:59 UTC). Example: lose 400 net in a week and receive 40 on Monday at the standard rate.

## Terms

- Minimum weekly net loss to qualify: 20 USD or EUR.
- Maximum cashback per week: 1,000 USD or EUR, unless agreed otherwise with a VIP manager.
- Credited on Monday by 12:00 UTC as bonus funds.
- Wagering requirement: 1x the cashback amount, to be completed within 7 days.
- Bets placed with bonus funds, and losses made while a deposit bonus is active, do not count.
- Your e-mail address must be verified to receive cashback.`,
      'zh-CN': `*演示内容：运营方应将本优惠及其条款替换为自己的内容。*

## 每周都有缓冲

如果您的一周以亏损告终，我们会返还其中的 10%。无需领取：返现每周一自动计算并发放。

## VIP 返现比例

- 青铜和白银：10%。
- 黄金：12%（10% 加 2% VIP 返现）。
- 铂金：14%（10% 加 4% VIP 返现）。
- 铂金玩家可与专属 VIP 经理商定个人返现比例，最高可达 30%。

## 计算方式

净亏损 = 本周（UTC 时间周一 00:00 至周日 23:59）真实资金投注额减去真实资金赢取金额。例如：一周净亏损 400，按标准比例，周一可获得 40 返现。

## 条款

- 符合条件的每周最低净亏损：20 美元或欧元。
- 每周最高返现：1,000 美元或欧元，与 VIP 经理另有约定的除外。
- 于周一 UTC 时间 12:00 前以奖金形式发放。
- 流水要求：返现金额的 1 倍，须在 7 天内完成。
- 使用奖金资金的投注，以及存款奖金进行期间产生的亏损，均不计入。
- 您的电子邮箱必须已验证才能获得返现。`,
      es: `*Contenido de demostración: el operador debe sustituir esta promoción y sus condiciones por las suyas.*

## Un aterrizaje más suave cada semana

Si tu semana termina en pérdidas, te devolvemos el 10%. No hay nada que reclamar: el reembolso se calcula y se abona automáticamente cada lunes.

## Porcentajes VIP

- Bronce y Plata: 10%.
- Oro: 12% (10% más un 2% de reembolso VIP).
- Platino: 14% (10% más un 4% de reembolso VIP).
- Los jugadores Platino pueden acordar con su gestor VIP porcentajes personales de hasta el 30%.

## Cómo se calcula

Pérdida neta = apuestas con dinero real menos ganancias con dinero real durante la semana (de lunes a las 00:00 a domingo a las 23:59 UTC). Ejemplo: si pierdes 400 netos en una semana, recibes 40 el lunes con el porcentaje estándar.

## Condiciones

- Pérdida neta semanal mínima para participar: 20 USD o EUR.
- Reembolso máximo por semana: 1.000 USD o EUR, salvo acuerdo distinto con un gestor VIP.
- Se abona el lunes antes de las 12:00 UTC como fondos de bono.
- Requisito de apuesta: 1x el importe del reembolso, que debe completarse en 7 días.
- No cuentan las apuestas realizadas con fondos de bono ni las pérdidas producidas mientras hay un bono de depósito activo.
- Tu correo electrónico debe estar verificado para recibir el reembolso.`,
    },
    image: '/storage/content/weekly-cashback.webp',
    publishedAt: '2025-02-17T09:00:00.000Z',
  },
  {
    slug: 'free-spins-500',
    category: 'promotions',
    title: {
      en: 'Up to 500 Free Spins',
      'zh-CN': '最多 500 次免费旋转',
      es: 'Hasta 500 giros gratis',
    },
    excerpt: {
      en: 'Deposit and collect up to 500 free spins on our featured slot, 50 a day.',
      'zh-CN': '存款即可在精选老虎机上领取最多 500 次免费旋转，每天 50 次。',
      es: 'Deposita y consigue hasta 500 giros gratis en nuestra tragaperras destacada, 50 al día.',
    },
    body: {
      en: `*Demo content: the operator should replace this promotion and its terms with its own.*

## Spin more, deposit once

The more you deposit, the more free spins you get on the featured slot of the week.

- Deposit 20 to 49: 100 free spins.
- Deposit 50 to 99: 250 free spins.
- Deposit 100 or more: 500 free spins.

## How to claim

1. Make sure your e-mail address is verified.
2. Open the wallet and claim the Free Spins offer.
3. Make a qualifying deposit in any accepted cryptocurrency.
4. Your spins arrive in daily batches of 50, starting as soon as the deposit is confirmed.

## Terms

- Available once per calendar month.
- Minimum deposit: 20 USD or EUR.
- Each spin is worth 0.20 USD or EUR on the featured slot named in the wallet.
- Each daily batch must be used within 24 hours; unused spins expire.
- Winnings from free spins are credited as bonus funds, capped at 100 USD or EUR per daily batch.
- Wagering requirement: 35x the winnings, to be completed within 7 days of each batch.
- Maximum bet while wagering winnings: 5 USD or EUR.
- Withdrawals are available once the wagering is complete.`,
      'zh-CN': `*演示内容：运营方应将本优惠及其条款替换为自己的内容。*

## 一次存款，多次旋转

存款越多，您在本周精选老虎机上获得的免费旋转次数就越多。

- 存款 20 至 49：100 次免费旋转。
- 存款 50 至 99：250 次免费旋转。
- 存款 100 或以上：500 次免费旋转。

## 领取方式

1. 确保您的电子邮箱已验证。
2. 打开钱包，领取“免费旋转”优惠。
3. 使用任一支持的加密货币完成符合条件的存款。
4. 存款确认后，免费旋转将以每天 50 次的批次开始发放。

## 条款

- 每个自然月可领取一次。
- 最低存款：20 美元或欧元。
- 每次旋转价值 0.20 美元或欧元，仅限钱包中注明的精选老虎机。
- 每日批次须在 24 小时内使用，未使用的旋转将失效。
- 免费旋转的盈利以奖金形式发放，每日批次上限为 100 美元或欧元。
- 流水要求：盈利金额的 35 倍，须在每批次发放后 7 天内完成。
- 完成盈利流水期间单注上限：5 美元或欧元。
- 完成流水后即可提款。`,
      es: `*Contenido de demostración: el operador debe sustituir esta promoción y sus condiciones por las suyas.*

## Un depósito, muchos giros

Cuanto más depositas, más giros gratis recibes en la tragaperras destacada de la semana.

- Depósito de 20 a 49: 100 giros gratis.
- Depósito de 50 a 99: 250 giros gratis.
- Depósito de 100 o más: 500 giros gratis.

## Cómo conseguirlo

1. Asegúrate de que tu correo electrónico está verificado.
2. Abre el monedero y reclama la oferta de giros gratis.
3. Haz un depósito válido en cualquier criptomoneda aceptada.
4. Los giros llegan en lotes diarios de 50, a partir de la confirmación del depósito.

## Condiciones

- Disponible una vez por mes natural.
- Depósito mínimo: 20 USD o EUR.
- Cada giro vale 0,20 USD o EUR en la tragaperras destacada indicada en el monedero.
- Cada lote diario debe usarse en 24 horas; los giros no utilizados caducan.
- Las ganancias de los giros gratis se abonan como fondos de bono, con un máximo de 100 USD o EUR por lote diario.
- Requisito de apuesta: 35x las ganancias, que debe completarse en 7 días desde cada lote.
- Apuesta máxima mientras se cumple el requisito: 5 USD o EUR.
- Los retiros están disponibles cuando se completa el requisito de apuesta.`,
    },
    image: '/storage/content/free-spins-500.webp',
    publishedAt: '2025-03-03T09:00:00.000Z',
  },
];

export interface SeedVipLevel {
  position: number;
  name: LocalizedText;
  benefit: LocalizedText;
  bonusPercent: number;
  cashbackPercent: number;
  minWagerMinor: number /* integer cents to reach the tier */;
  color: string /* hex */;
}

/** Bronze, Silver, Gold, Platinum in ascending order; each level keeps the benefits of the one below. */
export const VIP_LEVELS: SeedVipLevel[] = [
  {
    position: 1,
    name: { en: 'Bronze', 'zh-CN': '青铜', es: 'Bronce' },
    benefit: {
      en: '10% bonus on qualifying deposits',
      'zh-CN': '合格存款可获得 10% 奖金',
      es: 'Bono del 10% en los depósitos que cumplan los requisitos',
    },
    bonusPercent: 10,
    cashbackPercent: 0,
    minWagerMinor: 0,
    color: '#CD7F32',
  },
  {
    position: 2,
    name: { en: 'Silver', 'zh-CN': '白银', es: 'Plata' },
    benefit: {
      en: 'Premium benefits: priority support, faster withdrawal reviews and members-only promotions',
      'zh-CN': '高级权益：优先客服、更快的提款审核和会员专属活动',
      es: 'Ventajas premium: soporte prioritario, revisión más rápida de retiros y promociones exclusivas',
    },
    bonusPercent: 10,
    cashbackPercent: 0,
    minWagerMinor: 1_000_000,
    color: '#C0C0C0',
  },
  {
    position: 3,
    name: { en: 'Gold', 'zh-CN': '黄金', es: 'Oro' },
    benefit: {
      en: '2% extra weekly cashback',
      'zh-CN': '额外 2% 每周返现',
      es: '2% adicional de reembolso semanal',
    },
    bonusPercent: 10,
    cashbackPercent: 2,
    minWagerMinor: 5_000_000,
    color: '#FFD700',
  },
  {
    position: 4,
    name: { en: 'Platinum', 'zh-CN': '铂金', es: 'Platino' },
    benefit: {
      en: 'Personal VIP manager and 4% extra weekly cashback',
      'zh-CN': '专属 VIP 经理，额外 4% 每周返现',
      es: 'Gestor VIP personal y 4% adicional de reembolso semanal',
    },
    bonusPercent: 10,
    cashbackPercent: 4,
    minWagerMinor: 25_000_000,
    color: '#E5E4E2',
  },
];

export interface SeedSlider {
  kind: 'home' | 'promotion' | 'banner';
  title: LocalizedText;
  subtitle: LocalizedText;
  imageUrl: string;
  redirectUrl: string;
  position: number;
}

/** 3 home sliders and 3 promotion sliders. */
export const SLIDERS: SeedSlider[] = [
  {
    kind: 'home',
    title: { en: 'Over 1,000 games', 'zh-CN': '1,000 多款游戏', es: 'Más de 1.000 juegos' },
    subtitle: {
      en: 'Slots, live casino, game shows and crash games in one place',
      'zh-CN': '老虎机、真人娱乐场、游戏节目和崩溃游戏，尽在一处',
      es: 'Tragaperras, casino en vivo, concursos y juegos crash en un solo lugar',
    },
    imageUrl: '/storage/content/slider-home-games.webp',
    redirectUrl: '/casino',
    position: 1,
  },
  {
    kind: 'home',
    title: {
      en: '125% welcome bonus',
      'zh-CN': '125% 新手奖金',
      es: 'Bono de bienvenida del 125%',
    },
    subtitle: {
      en: 'Up to 500 USD or EUR on your first crypto deposit',
      'zh-CN': '首次加密货币存款最高可得 500 美元或欧元',
      es: 'Hasta 500 USD o EUR en tu primer depósito en cripto',
    },
    imageUrl: '/storage/content/slider-home-welcome.webp',
    redirectUrl: '/promotions/welcome-bonus-125',
    position: 2,
  },
  {
    kind: 'home',
    title: { en: 'Join the VIP club', 'zh-CN': '加入 VIP 俱乐部', es: 'Únete al club VIP' },
    subtitle: {
      en: 'From Bronze to Platinum: bigger bonuses, extra cashback and a personal manager',
      'zh-CN': '从青铜到铂金：更多奖金、额外返现和专属经理',
      es: 'De Bronce a Platino: más bonos, reembolso extra y un gestor personal',
    },
    imageUrl: '/storage/content/slider-home-vip.webp',
    redirectUrl: '/policies/vip',
    position: 3,
  },
  {
    kind: 'promotion',
    title: { en: '10% weekly cashback', 'zh-CN': '10% 每周返现', es: 'Reembolso semanal del 10%' },
    subtitle: {
      en: 'Credited every Monday, up to 30% for VIP players',
      'zh-CN': '每周一发放，VIP 玩家最高可达 30%',
      es: 'Se abona cada lunes, hasta el 30% para jugadores VIP',
    },
    imageUrl: '/storage/content/slider-promo-cashback.webp',
    redirectUrl: '/promotions/weekly-cashback',
    position: 1,
  },
  {
    kind: 'promotion',
    title: {
      en: 'Up to 500 free spins',
      'zh-CN': '最多 500 次免费旋转',
      es: 'Hasta 500 giros gratis',
    },
    subtitle: {
      en: 'Deposit once and get spins every day on the featured slot',
      'zh-CN': '存款一次，每天都能在精选老虎机上免费旋转',
      es: 'Deposita una vez y recibe giros cada día en la tragaperras destacada',
    },
    imageUrl: '/storage/content/slider-promo-free-spins.webp',
    redirectUrl: '/promotions/free-spins-500',
    position: 2,
  },
  {
    kind: 'promotion',
    title: {
      en: '100% weekend bonus',
      'zh-CN': '周末 100% 奖金',
      es: 'Bono de fin de semana del 100%',
    },
    subtitle: {
      en: 'Double your deposit from Friday to Sunday, up to 300 USD or EUR',
      'zh-CN': '周五至周日存款翻倍，最高 300 美元或欧元',
      es: 'Duplica tu depósito de viernes a domingo, hasta 300 USD o EUR',
    },
    imageUrl: '/storage/content/slider-promo-weekend.webp',
    redirectUrl: '/promotions/weekend-bonus-100',
    position: 3,
  },
];

/** The home banners (demo content): title, description, link and a background we draw. */
export const BANNERS: SeedSlider[] = [
  {
    kind: 'banner',
    title: {
      en: '125% welcome bonus',
      'zh-CN': '125% 首存奖金',
      es: 'Bono de bienvenida del 125%',
    },
    subtitle: {
      en: 'Your first deposit counts for more. Read the terms before you claim.',
      'zh-CN': '首次存款价值更高。领取前请阅读条款。',
      es: 'Tu primer depósito vale más. Lee los términos antes de reclamarlo.',
    },
    imageUrl: '/storage/content/banner-welcome.webp',
    redirectUrl: '/promotions/welcome-bonus-125',
    position: 1,
  },
  {
    kind: 'banner',
    title: {
      en: 'Up to 30% weekly cashback',
      'zh-CN': '每周最高 30% 返现',
      es: 'Hasta un 30% de reembolso semanal',
    },
    subtitle: {
      en: '10% back on net losses every Monday, more as your VIP tier grows.',
      'zh-CN': '每周一返还净亏损的 10%，VIP 等级越高返现越多。',
      es: 'Un 10% de tus pérdidas netas cada lunes, y más según tu nivel VIP.',
    },
    imageUrl: '/storage/content/banner-cashback.webp',
    redirectUrl: '/promotions/weekly-cashback',
    position: 2,
  },
  {
    kind: 'banner',
    title: {
      en: 'Up to 500 free spins',
      'zh-CN': '最多 500 次免费旋转',
      es: 'Hasta 500 giros gratis',
    },
    subtitle: {
      en: 'Spread over your first deposits on selected slots.',
      'zh-CN': '在您的前几次存款中分批发放，适用于指定老虎机。',
      es: 'Repartidos entre tus primeros depósitos en tragamonedas seleccionadas.',
    },
    imageUrl: '/storage/content/banner-free-spins.webp',
    redirectUrl: '/promotions/free-spins-500',
    position: 3,
  },
];

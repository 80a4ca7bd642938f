/** Notices: the site's own announcements, by the editorial team. (docs/design/content.md §11) */
import type { SeedArticle } from './model/types';

export const ARTICLES: SeedArticle[] = [
  {
    key: 'notice-booking-maintenance-december',
    channel: 'notices',
    daysAgo: 3,
    tags: ['公告', '住宿'],
    cover: 'notice-board',
    'zh-cn': {
      title: '预订系统维护公告（12月8日凌晨）',
      summary: '2026年12月8日（周二）02:00至05:00（北京时间），预订系统将停机维护，期间无法搜索酒店、下单和支付。',
      content: `<p>为了提升预订系统的稳定性，我们将在<strong>2026年12月8日（周二）02:00至05:00（北京时间）</strong>进行系统维护。</p>
<h2>维护期间</h2>
<ul>
<li>无法搜索酒店、查看房价日历，也无法提交新的订单。</li>
<li>无法支付或取消订单，账户余额和积分暂时不能使用。</li>
<li>站点资讯、会员游记等内容页面可以正常浏览，但暂时不能发表评论。</li>
</ul>
<h2>对已有订单的影响</h2>
<p>已支付的订单不受影响，请按原计划入住。待支付订单的支付时限不会因维护而延长，如果你的入住日期临近，请在维护开始前完成支付，以免订单过期、房间被释放。</p>
<p>维护结束时间可能根据实际进度提前或略有推迟。给你带来的不便，敬请谅解。</p>`,
    },
    en: {
      title: 'Booking system maintenance on 8 December (early morning)',
      summary:
        'The booking system will be offline for maintenance on Tuesday 8 December 2026, from 02:00 to 05:00 Beijing time. You will not be able to search, book or pay during this window.',
      content: `<p>To keep the booking system fast and reliable, we will carry out maintenance on <strong>Tuesday 8 December 2026, from 02:00 to 05:00 Beijing time</strong>.</p>
<h2>During the maintenance</h2>
<ul>
<li>You will not be able to search hotels, view the price calendar or place new bookings.</li>
<li>Payments and cancellations will be unavailable, and your account balance and points cannot be used.</li>
<li>News, member stories and other content pages stay open, but commenting will be paused.</li>
</ul>
<h2>Existing bookings</h2>
<p>Paid bookings are not affected: please check in as planned. The payment deadline of unpaid bookings will not be extended, so if your stay is coming up soon, please pay before the maintenance begins so that your booking does not expire and the room is not released.</p>
<p>The work may finish a little earlier or later than planned. We apologise for any inconvenience.</p>`,
    },
  },
  {
    key: 'notice-privacy-policy-update',
    channel: 'notices',
    daysAgo: 47,
    tags: ['公告', '会员'],
    cover: 'notice-board',
    'zh-cn': {
      title: '《隐私政策》更新说明',
      summary:
        '我们更新了《隐私政策》，新版自2026年10月20日起生效。主要变化是把收集哪些信息、保存多久、怎样联系我们写得更清楚。',
      content: `<p>我们更新了《隐私政策》，新版自<strong>2026年10月20日</strong>起生效。这次更新没有增加新的信息收集，主要是把原来写得笼统的地方说清楚。</p>
<h2>主要变化</h2>
<ul>
<li>列明了预订时需要的信息（入住人姓名、联系电话等）以及用途：只用于向酒店确认订单和必要的联系。</li>
<li>说明了本站使用的两类 Cookie：保持登录状态的会话 Cookie，以及记住你所选语言的 Cookie。本站不使用广告跟踪 Cookie。</li>
<li>补充了订单、余额和积分记录的保存期限，以及注销账户后如何处理这些信息。</li>
<li>新增了查询、更正和删除个人信息的申请方式。</li>
</ul>
<h2>你需要做什么</h2>
<p>不需要做任何操作。新版生效后继续使用本站，即表示你同意更新后的政策。完整内容请点击页面底部的「隐私政策」查看；如有疑问，欢迎发邮件给客服。</p>`,
    },
    en: {
      title: 'We have updated our privacy policy',
      summary:
        'Our updated privacy policy takes effect on 20 October 2026. It mainly explains more clearly what we collect, how long we keep it and how to reach us.',
      content: `<p>We have updated our privacy policy, and the new version takes effect on <strong>20 October 2026</strong>. We are not collecting anything new: the update mainly makes vague passages clearer.</p>
<h2>What has changed</h2>
<ul>
<li>We list the details a booking needs (guest names, a contact number and so on) and what they are for: confirming the booking with the hotel and contacting you when necessary.</li>
<li>We explain the two kinds of cookie the site uses: a session cookie that keeps you signed in, and one that remembers your language. We use no advertising or tracking cookies.</li>
<li>We state how long booking, balance and points records are kept, and what happens to them when you close your account.</li>
<li>We describe how to ask us to see, correct or delete your personal data.</li>
</ul>
<h2>What you need to do</h2>
<p>Nothing. By continuing to use the site once the new version takes effect, you accept the updated policy. The full text is linked as “Privacy policy” at the bottom of every page; if you have any questions, email our customer service team.</p>`,
    },
  },
  {
    key: 'notice-spring-festival-service-hours',
    channel: 'notices',
    daysAgo: 1,
    tags: ['公告', '会员'],
    cover: 'notice-board',
    'zh-cn': {
      title: '2027年春节期间客服时间调整',
      summary: '2027年2月5日（除夕）至2月11日（正月初六），客服服务时间调整为每天10:00至18:00，预订和支付照常进行。',
      content: `<p>春节将至，先给大家拜个早年。为了让客服同事也能回家过年，春节期间的服务时间调整如下：</p>
<h2>服务时间</h2>
<ul>
<li><strong>2月5日（除夕）至2月11日（正月初六）</strong>：在线客服和电话客服每天10:00至18:00。</li>
<li>其间非服务时间的留言和邮件，会在次日上午依次回复。</li>
<li><strong>2月12日（正月初七）</strong>起恢复每天9:00至21:00的正常服务时间。</li>
</ul>
<h2>预订不受影响</h2>
<p>节日期间，搜索酒店、预订、支付和在线取消都可以照常操作，不受客服时间影响。春节是出行高峰，热门城市的房源紧张，建议提前预订，并留意所订房型的取消政策。</p>
<p>如在入住当天遇到问题，可以直接联系酒店前台，订单详情页上有酒店的地址和电话。祝大家新春愉快，旅途平安！</p>`,
    },
  },
  {
    key: 'notice-points-redemption-launch',
    channel: 'notices',
    daysAgo: 64,
    tags: ['公告', '会员', '优惠'],
    cover: 'notice-board',
    'zh-cn': {
      title: '会员积分兑换功能上线',
      summary: '现在，资讯频道里标有积分价格的付费文章，可以直接用会员积分兑换阅读，兑换记录可在会员中心查看。',
      content: `<p>不少会员问过：攒下来的积分能用来做什么？从今天起，积分有了第一个去处——<strong>兑换付费文章</strong>。</p>
<h2>怎么兑换</h2>
<ol>
<li>登录后打开一篇付费文章，页面上会同时显示余额价格和积分价格。</li>
<li>选择“用积分兑换”，确认后积分立即扣除，全文马上可以阅读。</li>
<li>兑换过的文章会一直保留在你的账户里，以后随时可以回来看。</li>
</ol>
<h2>需要注意</h2>
<ul>
<li>积分不足时无法兑换，也不能与余额混合支付。</li>
<li>兑换成功后不支持退回积分，请在兑换前看清文章简介。</li>
<li>每一笔积分变动都会记录在会员中心的积分明细里，包括变动前后的积分。</li>
</ul>
<p>接下来，我们还会陆续开放更多积分用途。有什么想法，欢迎在这篇公告下留言告诉我们。</p>`,
    },
    en: {
      title: 'You can now redeem member points',
      summary:
        'Paid articles in our news section that show a points price can now be unlocked with your member points. Every redemption is listed in the member centre.',
      content: `<p>Many members have asked what their points are good for. From today they have a first use: <strong>unlocking paid articles</strong>.</p>
<h2>How to redeem</h2>
<ol>
<li>Sign in and open a paid article. The page shows both a balance price and a points price.</li>
<li>Choose “Redeem with points”. Once you confirm, the points are deducted and the full article opens straight away.</li>
<li>Articles you have redeemed stay in your account, so you can come back to them at any time.</li>
</ol>
<h2>Good to know</h2>
<ul>
<li>You need enough points to cover the whole price; points cannot be combined with your balance.</li>
<li>Points are not returned after a redemption, so read the article summary before you redeem.</li>
<li>Every change to your points is listed in the points history of the member centre, with the total before and after.</li>
</ul>
<p>We plan to add more ways to use points over time. If you have ideas, leave a comment under this notice.</p>`,
    },
  },
];

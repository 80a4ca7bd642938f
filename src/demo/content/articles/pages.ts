import type { SeedPage } from './model/types';

/** The footer's single pages (docs/design/content.md §11): about us, terms of service, privacy policy. */
export const PAGES: SeedPage[] = [
  {
    name: 'about',
    inFooter: true,
    weigh: 30,
    'zh-cn': {
      title: '关于我们',
      description:
        '礼宾酒店是一个小型酒店预订网站，精选北京、上海、杭州、东京等八座城市的酒店，让你订得明白、住得安心。',
      content: `<p>礼宾酒店是一个小型的酒店预订网站。我们不追求“房源最多”，只收录自己了解的城市和酒店：目前覆盖北京、上海、杭州、成都、西安、广州、三亚和东京八座城市，从胡同里的四合院客栈、江边的老洋楼，到海边的度假酒店都有。</p>
<h2>我们做什么</h2>
<ul>
<li><strong>价格透明</strong>：房费、服务费和税费在下单前逐项列出，不会在最后一步突然加价。</li>
<li><strong>取消政策看得懂</strong>：每个房型都会标明什么时候可以免费取消、什么时候只退一部分、什么时候不能退。</li>
<li><strong>实用的资讯</strong>：编辑和会员写下的城市指南、美食推荐和旅行故事，帮你在出发前多了解一点目的地。</li>
</ul>
<h2>成为会员</h2>
<p>注册会员后，你可以在会员中心管理订单、用账户余额付款、查看余额和积分明细、收藏喜欢的文章，也可以在“会员游记”和“快讯”频道分享自己的旅途。会员游记经编辑审核后发布，快讯提交后即可见。</p>
<h2>联系我们</h2>
<p>客服时间为每天 9:00 至 21:00（北京时间），节假日如有调整会在站点公告中提前通知。</p>
<ul>
<li>邮箱：<a href="mailto:service@example.com">service@example.com</a></li>
<li>电话：<a href="tel:+86-400-000-0000">400-000-0000</a></li>
</ul>
<p>酒店合作和媒体问询也请发送邮件，我们会在两个工作日内回复。</p>`,
    },
    en: {
      title: 'About us',
      description:
        'Concierge Hotels is a small hotel booking site with hand-picked hotels in eight cities, including Beijing, Shanghai, Hangzhou and Tokyo.',
      content: `<p>Concierge Hotels is a small hotel booking site. We do not try to list every hotel there is, only cities and hotels we know well. We currently cover eight cities, Beijing, Shanghai, Hangzhou, Chengdu, Xi'an, Guangzhou, Sanya and Tokyo, with everything from courtyard inns in the hutongs and heritage buildings by the river to beach resorts.</p>
<h2>What we do</h2>
<ul>
<li><strong>Clear prices</strong>: the room rate, service charge and taxes are itemised before you book, with nothing added at the last step.</li>
<li><strong>Cancellation terms you can read</strong>: every room type shows when you can cancel for free, when you get part of your money back and when you get nothing back.</li>
<li><strong>Useful reading</strong>: city guides, food tips and travel stories by our editors and members, so you know a little more before you go.</li>
</ul>
<h2>Becoming a member</h2>
<p>As a member you can manage your bookings in the member centre, pay from your account balance, follow your balance and points history, save articles you like, and share your own trips in the Member stories and Quick posts channels. Member stories are published after an editor has reviewed them; quick posts appear as soon as you post them.</p>
<h2>Contact us</h2>
<p>Customer service is available every day from 9:00 to 21:00 Beijing time. Any change of hours over public holidays is announced in advance in our notices.</p>
<ul>
<li>Email: <a href="mailto:service@example.com">service@example.com</a></li>
<li>Phone: <a href="tel:+86-400-000-0000">+86 400-000-0000</a></li>
</ul>
<p>For hotel partnerships and press enquiries, please email us too; we reply within two working days.</p>`,
    },
  },
  {
    name: 'terms',
    inFooter: true,
    weigh: 20,
    'zh-cn': {
      title: '服务条款',
      description: '使用礼宾酒店预订和会员服务前请阅读：账户、预订与支付、取消与退款、会员投稿和付费内容的基本规则。',
      content: `<p>欢迎使用礼宾酒店。本条款说明你在本站注册账户、预订酒店、使用余额和积分、发表内容时的基本规则。使用本站的服务，即表示你同意本条款。</p>
<h2>账户</h2>
<ul>
<li>注册时请填写真实、有效的信息，并妥善保管密码。通过你的账户进行的操作，视为你本人的操作。</li>
<li>如发现账户被他人使用，请立即修改密码并联系客服。</li>
<li>我们可能暂停或关闭违反本条款、恶意下单或扰乱站点秩序的账户。</li>
</ul>
<h2>预订与确认</h2>
<p>提交订单后，房间会为你保留到订单上显示的支付时限。在时限内完成支付，订单才算预订成功；超时未付款，订单会自动取消，房间重新开放预订。入住人姓名须与入住时出示的证件一致，各酒店的入住时间、儿童加床、押金等规定以酒店详情页为准。</p>
<h2>价格与支付</h2>
<ul>
<li>订单金额包括房费以及页面上列明的服务费和税费，以下单时确认的金额为准。</li>
<li>可以使用账户余额支付，余额不足时无法完成支付。</li>
<li>积分可用于兑换标有积分价格的内容（例如付费文章），不能兑换现金，也不能与余额混合支付。</li>
</ul>
<h2>取消与退款</h2>
<p>每个房型都有自己的取消政策，在预订页和订单详情中都会列出。一般来说分为三类：</p>
<ol>
<li><strong>免费取消</strong>：在规定时间之前取消，全额退款。</li>
<li><strong>部分退款</strong>：超过免费取消时间但在入住前取消，按政策退还一部分。</li>
<li><strong>不可退</strong>：价格更低，但预订后取消不退款。</li>
</ol>
<p>取消截止时间以酒店当地时间为准。退款原路退回：用余额支付的订单，退款会退回你的账户余额，并记入余额明细。预订后未到店入住，或入住后提前离店，一般不予退款。</p>
<h2>会员投稿与评论</h2>
<ul>
<li>请只发表你自己的经历、文字和照片，不要发布广告、推广信息或他人的作品。</li>
<li>会员游记需经编辑审核后发布，我们可能退回或删除不符合要求的内容，并说明原因。</li>
<li>你保留自己内容的权利，同时授权本站在站内展示这些内容。</li>
</ul>
<h2>付费内容</h2>
<p>付费文章购买或兑换后即可阅读全文，仅供个人阅读，请勿转载或分享给他人。由于内容购买后即可查看，购买成功后不支持退款。</p>
<h2>条款变更</h2>
<p>我们可能根据业务变化更新本条款，重要变更会在站点公告中提前通知。如有疑问，请发邮件至 <a href="mailto:service@example.com">service@example.com</a> 或致电 <a href="tel:+86-400-000-0000">400-000-0000</a>。</p>`,
    },
    en: {
      title: 'Terms of service',
      description:
        'Please read before booking with Concierge Hotels: the basic rules for accounts, booking and payment, cancellations and refunds, member posts and paid content.',
      content: `<p>Welcome to Concierge Hotels. These terms set out the basic rules for opening an account, booking hotels, using your balance and points, and posting on our site. By using our services, you agree to these terms.</p>
<h2>Your account</h2>
<ul>
<li>Please give true and valid details when you register, and keep your password safe. Anything done through your account is treated as done by you.</li>
<li>If you think someone else is using your account, change your password straight away and contact customer service.</li>
<li>We may suspend or close accounts that break these terms, make bookings in bad faith or disrupt the site.</li>
</ul>
<h2>Booking and confirmation</h2>
<p>When you place a booking, the room is held for you until the payment deadline shown on the booking. The booking is complete once you pay within that time; if you do not, it is cancelled automatically and the room goes back on sale. Guest names must match the ID shown at check-in. Each hotel's check-in times, extra beds for children, deposits and similar rules are given on its hotel page.</p>
<h2>Prices and payment</h2>
<ul>
<li>The amount of a booking is the room rate plus the service charge and taxes listed on the page, as confirmed when you book.</li>
<li>You can pay from your account balance; if the balance is too low, the payment cannot go through.</li>
<li>Points can be used for content that shows a points price, such as paid articles. They cannot be exchanged for cash or combined with your balance in one payment.</li>
</ul>
<h2>Cancellations and refunds</h2>
<p>Each room type has its own cancellation policy, shown on the booking page and in your booking details. In general there are three kinds:</p>
<ol>
<li><strong>Free cancellation</strong>: cancel before the stated time and get a full refund.</li>
<li><strong>Partial refund</strong>: cancel after the free cancellation time but before check-in and get part of the price back, as the policy states.</li>
<li><strong>Non-refundable</strong>: a lower price, but no refund once booked.</li>
</ol>
<p>Cancellation deadlines are in the hotel's local time. Refunds go back the way you paid: for a booking paid from your balance, the refund returns to your balance and appears in your balance history. Stays that are not taken up, or cut short after check-in, are generally not refunded.</p>
<h2>Member posts and comments</h2>
<ul>
<li>Please post only your own experiences, words and photos: no advertising, promotions or other people's work.</li>
<li>Member stories are published after an editor has reviewed them. We may return or remove posts that do not meet these rules, and we will tell you why.</li>
<li>You keep the rights to what you write and allow us to show it on our site.</li>
</ul>
<h2>Paid content</h2>
<p>Once you buy or redeem a paid article, you can read it in full. It is for your own reading only; please do not republish it or pass it on. Because the content is available as soon as you buy it, purchases cannot be refunded.</p>
<h2>Changes to these terms</h2>
<p>We may update these terms as our services change, and we announce important changes in advance in our notices. If you have any questions, email <a href="mailto:service@example.com">service@example.com</a> or call <a href="tel:+86-400-000-0000">+86 400-000-0000</a>.</p>`,
    },
  },
  {
    name: 'privacy',
    inFooter: true,
    weigh: 10,
    'zh-cn': {
      title: '隐私政策',
      description:
        '礼宾酒店收集哪些个人信息、为什么收集、保存多久、使用哪些 Cookie，以及你如何查询、更正或删除自己的信息。',
      content: `<p>我们只收集提供服务所需的信息，不出售你的个人信息，也不用于广告。本政策说明我们收集什么、为什么收集，以及你可以怎样管理自己的信息。</p>
<h2>我们收集哪些信息</h2>
<ul>
<li><strong>账户信息</strong>：用户名、昵称、邮箱或手机号，密码只以不可逆的哈希形式保存。</li>
<li><strong>预订信息</strong>：入住人姓名、联系电话、入住和离店日期，以及你填写的特殊要求。</li>
<li><strong>交易记录</strong>：订单、支付和退款记录，余额和积分的每一笔变动。</li>
<li><strong>你发表的内容</strong>：投稿的文章、评论和收藏。</li>
<li><strong>访问记录</strong>：IP 地址、访问时间等服务器日志，用于保障安全和排查问题。</li>
</ul>
<h2>为什么需要这些信息</h2>
<p>预订信息用于向酒店确认你的订单，酒店只会收到办理入住所需的部分。交易记录用于对账、处理退款和回答你的问询。访问记录用于发现异常登录和恶意请求。我们不会把你的信息提供给广告商。</p>
<h2>与谁共享</h2>
<ul>
<li>你预订的酒店：仅限办理入住所需的信息。</li>
<li>依法要求时的主管部门。</li>
</ul>
<h2>Cookie</h2>
<p>本站只使用两类 Cookie：</p>
<ul>
<li><strong>会话 Cookie</strong>：登录后保持你的登录状态，退出登录或过期后失效。禁用它将无法登录。</li>
<li><strong>语言 Cookie</strong>：记住你选择的中文或英文界面。</li>
</ul>
<p>我们不使用第三方统计、广告或跨站跟踪 Cookie。</p>
<h2>保存多久</h2>
<p>账户信息在账户存续期间保存。订单和余额、积分记录会按财务和法律要求保存一段时间，之后删除或匿名化处理。服务器日志只保留较短时间。注销账户后，除依法必须保留的记录外，你的个人信息将被删除。</p>
<h2>你的权利</h2>
<p>你可以在会员中心查看和修改个人资料，也可以申请导出、更正或删除你的个人信息，或注销账户。请发邮件至 <a href="mailto:service@example.com">service@example.com</a>，或致电 <a href="tel:+86-400-000-0000">400-000-0000</a>，我们会在核实身份后尽快处理。</p>`,
    },
    en: {
      title: 'Privacy policy',
      description:
        'What personal data Concierge Hotels collects and why, how long we keep it, which cookies we use, and how to see, correct or delete your data.',
      content: `<p>We collect only what we need to provide our services. We never sell your personal data or use it for advertising. This policy explains what we collect, why, and how you can manage your data.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details</strong>: your username, display name, email address or mobile number, and your password, which we store only as a one-way hash.</li>
<li><strong>Booking details</strong>: guest names, a contact number, arrival and departure dates, and any special requests you add.</li>
<li><strong>Transactions</strong>: bookings, payments and refunds, and every change to your balance and points.</li>
<li><strong>What you post</strong>: articles you submit, comments and saved articles.</li>
<li><strong>Access records</strong>: server logs such as IP addresses and times of access, used to keep the site secure and to investigate problems.</li>
</ul>
<h2>Why we need it</h2>
<p>Booking details are used to confirm your booking with the hotel, which receives only what it needs to check you in. Transaction records let us keep our accounts, process refunds and answer your questions. Access records help us spot unusual sign-ins and malicious requests. We never pass your data to advertisers.</p>
<h2>Who we share it with</h2>
<ul>
<li>The hotel you book: only what is needed for your check-in.</li>
<li>Public authorities, where the law requires it.</li>
</ul>
<h2>Cookies</h2>
<p>We use only two cookies:</p>
<ul>
<li><strong>A session cookie</strong> keeps you signed in. It ends when you sign out or when it expires, and without it you cannot sign in.</li>
<li><strong>A language cookie</strong> remembers whether you chose Chinese or English.</li>
</ul>
<p>We use no third-party analytics, advertising or cross-site tracking cookies.</p>
<h2>How long we keep it</h2>
<p>Account details are kept for as long as your account is open. Booking, balance and points records are kept for as long as accounting and legal rules require, then deleted or anonymised. Server logs are kept only for a short time. When you close your account, your personal data is deleted, except for records we must keep by law.</p>
<h2>Your rights</h2>
<p>You can view and edit your profile in the member centre, and you can ask us for a copy of your personal data, or to correct or delete it, or to close your account. Email <a href="mailto:service@example.com">service@example.com</a> or call <a href="tel:+86-400-000-0000">+86 400-000-0000</a>, and we will act on your request as soon as we have confirmed who you are.</p>`,
    },
  },
];

/** Quick posts: short notes members shared, and the demo member's two drafts. (docs/design/content.md §11) */
import type { SeedArticle } from './model/types';

export const ARTICLES: SeedArticle[] = [
  {
    key: 'zhou-shanghai-bund-morning-run',
    channel: 'quick-posts',
    daysAgo: 6,
    tags: ['上海', 'Citywalk', '摄影'],
    cover: 'skyline',
    author: 'reader-zhou',
    'zh-cn': {
      title: '早上六点的外滩，跑步的人比游客多',
      summary: '出差住在外滩附近，早起沿江跑了一圈。没有人挤人，对岸陆家嘴的楼刚被太阳照亮。',
      content: `<p>这周出差住在外滩江岸酒店，六点不到就醒了，干脆换鞋下楼沿江跑了一圈。白天挤得转不开身的观景平台，早上只有跑步的、打太极的和几个拍照的人，对岸陆家嘴的楼刚被太阳照亮。</p>
<p>简单记几条：</p>
<ul>
<li>从外白渡桥往南跑到十六铺码头，来回大约四公里。</li>
<li>江边风大，春秋早上带件薄外套。</li>
<li>想拍没有人的外滩，七点以前是最好的时候。</li>
</ul>`,
    },
    en: {
      title: 'The Bund at 6 a.m.: more runners than tourists',
      summary:
        'On a work trip near the Bund, I went for an early run along the river. No crowds, just the Lujiazui towers across the water catching the first sun.',
      content: `<p>On a work trip this week I stayed at the Riverside Bund Hotel, woke before six and went for a run along the river. The promenade that is shoulder to shoulder by day had only runners, a few people doing tai chi and a couple of photographers, with the Lujiazui towers across the water just catching the sun.</p>
<p>A few notes:</p>
<ul>
<li>From the Garden Bridge south to the Shiliupu ferry pier and back is about four kilometres.</li>
<li>It is windy by the river, so bring a light jacket on spring and autumn mornings.</li>
<li>For photos of the Bund without people, go before seven.</li>
</ul>`,
    },
  },
  {
    key: 'kenji-tokyo-haneda-to-asakusa',
    channel: 'quick-posts',
    daysAgo: 27,
    tags: ['东京', '交通'],
    cover: 'train',
    author: 'reader-kenji',
    'zh-cn': {
      title: '从羽田机场到浅草，可以一趟车不换乘',
      summary: '京急线的部分列车会直通都营浅草线，从羽田机场坐到浅草站不用换车，拖着行李会轻松很多。',
      content: `<p>很多朋友问我，从羽田机场去浅草怎么走最方便。答案是京急线：部分列车会直通都营浅草线，坐到浅草站都不用换车，大约四十分钟。</p>
<ul>
<li>上车前看站台显示屏，确认列车会直通浅草线。</li>
<li>如果坐的车不直通，就在品川换乘，也不麻烦。</li>
<li>用 Suica 或 PASMO 卡刷进站就行，不用单独买票。</li>
</ul>
<p>浅草站出来，走到浅草寺和隅田旅馆都只要几分钟。</p>`,
    },
    en: {
      title: 'Haneda to Asakusa with no change of train',
      summary:
        'Some Keikyu trains from Haneda Airport run straight through onto the Toei Asakusa Line, so you can ride to Asakusa without changing. Easy with luggage.',
      content: `<p>Many friends ask me the easiest way from Haneda Airport to Asakusa. My answer is the Keikyu Line. Some trains run through onto the Toei Asakusa Line, so you can stay on until Asakusa Station. It takes about forty minutes.</p>
<ul>
<li>Before you board, check the platform display says the train goes through to the Asakusa Line.</li>
<li>If your train does not, change at Shinagawa. It is easy.</li>
<li>Just touch in with a Suica or PASMO card. No need to buy a ticket.</li>
</ul>
<p>From Asakusa Station it is only a few minutes on foot to Sensoji Temple and the Sumida Inn.</p>`,
    },
  },
  {
    key: 'demo-hangzhou-west-lake-rain',
    channel: 'quick-posts',
    daysAgo: 9,
    tags: ['杭州', '自然', '周末'],
    cover: 'lake',
    author: 'demo',
    'zh-cn': {
      title: '下雨天的西湖，人少了一半',
      summary: '周末去杭州赶上下雨，本来有点扫兴，结果西湖边人少了一大半，反而走得很舒服。',
      content: `<p>周末去杭州，两天都在下小雨。本来有点扫兴，结果断桥上人少了一大半，白堤上能慢慢走，远处的山都笼在雾里，比晴天还好看。</p>
<p>雨天逛西湖的几点小建议：</p>
<ul>
<li>穿防滑的鞋，苏堤和白堤的石板路下雨会滑。</li>
<li>带把大一点的伞，湖边风一吹，小伞不够用。</li>
<li>走累了找个临湖的茶室坐一会儿，喝杯龙井，看雨落在湖面上。</li>
</ul>`,
    },
    en: {
      title: 'West Lake in the rain, with half the crowds',
      summary:
        'A weekend in Hangzhou turned rainy. Disappointing at first, but West Lake had half its usual crowds and was lovely to walk.',
      content: `<p>I spent a weekend in Hangzhou and it drizzled both days. I was a little disappointed at first, but the Broken Bridge had half its usual crowds, I could stroll the Bai Causeway at my own pace, and the hills in the mist looked better than they do in sunshine.</p>
<p>A few tips for West Lake in the rain:</p>
<ul>
<li>Wear shoes with some grip: the paving on the Su and Bai causeways gets slippery.</li>
<li>Bring a large umbrella. The wind off the lake is too much for a small one.</li>
<li>When you tire, sit in a lakeside tea room with a cup of Longjing and watch the rain on the water.</li>
</ul>`,
    },
  },
  {
    key: 'demo-draft-xian-city-wall-bike',
    channel: 'quick-posts',
    daysAgo: 1,
    status: 'draft',
    tags: ['西安', 'Citywalk'],
    cover: 'skyline',
    author: 'demo',
    'zh-cn': {
      title: '西安城墙骑行：出发前的几点准备',
      summary: '在城墙上骑一圈要两个多小时，出发前这几件事最好先想好。（草稿，待补充）',
      content: `<p>上个月在西安城墙上骑了一圈，一圈十三公里多，中途可以在几个城门停下来歇脚。先把记得的几点写下来：</p>
<ul>
<li>从南门上城墙最方便，租车点就在附近。</li>
<li>城墙上是老城砖，路面颠，骑慢一点。</li>
<li>夏天一定避开中午，城墙上几乎没有遮阴。</li>
</ul>
<p>（待补充：租车的价格和时长，以及傍晚拍照的位置。）</p>`,
    },
    en: {
      title: "Cycling Xi'an's city wall: what to sort out before you go",
      summary:
        'A lap of the wall takes over two hours, so a few things are worth planning first. (Draft, to be finished.)',
      content: `<p>Last month I cycled a full lap of the Xi'an city wall, just over thirteen kilometres, with places to rest at several of the gates. Here is what I remember so far:</p>
<ul>
<li>The South Gate is the easiest way up, with bikes for hire close by.</li>
<li>The top of the wall is old brick and quite bumpy, so take it slowly.</li>
<li>In summer, avoid the middle of the day: there is almost no shade up there.</li>
</ul>
<p>(To add: bike hire prices and time limits, and where to take photos at sunset.)</p>`,
    },
  },
  {
    key: 'demo-draft-shanghai-museum-kids',
    channel: 'quick-posts',
    daysAgo: 4,
    status: 'draft',
    tags: ['上海', '博物馆', '亲子'],
    cover: 'museum',
    author: 'demo',
    'zh-cn': {
      title: '带孩子逛上海博物馆，先做好这几件事',
      summary: '周末准备带孩子去人民广场的上海博物馆，先把要准备的事列一下。（草稿）',
      content: `<p>周末准备带孩子去人民广场的上海博物馆，先把要准备的事列一下，回来再补充参观感受。</p>
<ol>
<li>提前在官方渠道预约，周末名额紧张。</li>
<li>带上身份证件，入馆要安检。</li>
<li>给孩子定一个小目标：只看青铜器馆，找出三件最喜欢的。</li>
<li>（待补充：馆内哪里可以休息、吃东西。）</li>
</ol>`,
    },
    en: {
      title: 'Taking the children to the Shanghai Museum: what to do first',
      summary:
        "We're taking the children to the Shanghai Museum on People's Square this weekend, so here is the list of things to prepare. (Draft.)",
      content: `<p>We are taking the children to the Shanghai Museum on People's Square this weekend. Here is what to prepare; I will add how the visit went when we are back.</p>
<ol>
<li>Book a free time slot in advance through the official channels: weekends fill up.</li>
<li>Bring ID, as there is a security check at the entrance.</li>
<li>Give the children one small mission: just the bronze gallery, and find their three favourite pieces.</li>
<li>(To add: where to rest and eat inside the museum.)</li>
</ol>`,
    },
  },
];

/** The article `chengdu-hotpot-and-noodles` of the food channel (see `./index.ts`). */
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'chengdu-hotpot-and-noodles',
  channel: 'food',
  daysAgo: 58,
  tags: ['成都', '美食', '夜生活'],
  cover: 'noodles',
  'zh-cn': {
    title: '成都吃什么：一锅红汤，几碗小面',
    summary: '晚上围着牛油红锅涮毛肚，白天在街边馆子吃担担面、甜水面和钟水饺。给第一次来成都的人一份点菜提示。',
    content: `<p>成都人吃饭，讲的是一个“巴适”。晚上呼朋唤友围坐一口翻滚的红锅，白天一个人进街边小馆，一碗面、一碗抄手就能打发。</p>
<h2>火锅：先点这几样</h2>
<p><a href="https://zh.wikipedia.org/wiki/火锅">火锅</a>的锅底多是牛油红汤，九宫格的中间一格火最旺，适合烫毛肚、鸭肠这类一烫就熟的，四周的格子慢慢煮土豆、藕片和肉丸。怕辣的话点鸳鸯锅，一半清汤一半红汤。</p>
<ul>
<li><strong>毛肚</strong>：筷子夹着在红汤里“七上八下”，十几秒就捞，口感脆。</li>
<li><strong>鸭肠、黄喉</strong>：同样是烫一下就吃，煮久了会嚼不动。</li>
<li><strong>嫩牛肉、耗儿鱼</strong>：牛肉腌得嫩滑，耗儿鱼多煮一会儿更入味。</li>
<li><strong>蘸碟</strong>：香油碟加蒜泥、葱花和香菜，能压住辣，也能给烫好的菜降降温。</li>
</ul>
<p>吃到一半嘴里发麻，就来一碗红糖冰粉，这是成都火锅店的标配。</p>
<figure><img src="scene:noodles" alt="一碗红油面条，上面撒着花生碎和葱花"><figcaption>成都的面馆，一碗面往往只卖十几块。</figcaption></figure>
<h2>面和抄手</h2>
<p>担担面是干拌面，碗底是红油、芽菜和炒得酥香的肉臊，拌匀再吃。甜水面的面条粗得像筷子，淋上甜口的复制酱油和红油，甜、辣、香都有。钟水饺和龙抄手都是老字号，前者浇红油甜酱，后者清汤红油都有。一个人想吃火锅，就去吃冒菜，当地人管它叫“一个人的火锅”。</p>
<blockquote>在成都，辣只是开场，麻和香才是后劲。</blockquote>
<p>住在成都春熙蜀锦酒店，步行几分钟就有一整条街的火锅店；成都文殊坊客栈附近则是小吃扎堆的地方，钟水饺、甜水面和三大炮都在步行范围内。</p>`,
  },
  en: {
    title: 'Eating in Chengdu: a pot of red broth and a few bowls of noodles',
    summary:
      "Dip tripe in a bubbling beef-tallow hotpot at night, and eat dandan noodles, sweet water noodles and dumplings in red oil by day. A first-timer's ordering guide.",
    content: `<p>Chengdu people take their pleasures seriously and their meals slowly. In the evening friends gather round a bubbling pot of red broth; in the daytime a bowl of noodles or wontons in a small shop is enough.</p>
<h2>Hotpot: what to order first</h2>
<p>Most Chengdu <a href="https://en.wikipedia.org/wiki/Hot_pot">hotpot</a> is a beef-tallow broth loaded with chillies and Sichuan pepper. In a nine-square pot the centre is the hottest: use it for things that cook in seconds, such as tripe and duck intestine, and let potatoes, lotus root and meatballs simmer in the outer squares. If you are wary of the heat, ask for a split pot, half plain broth and half red.</p>
<ul>
<li><strong>Beef tripe</strong>: hold it in the broth with your chopsticks, dipping it up and down for fifteen seconds or so, and it stays crunchy.</li>
<li><strong>Duck intestine and aorta</strong>: also just a quick dip; leave them in and they turn to rubber.</li>
<li><strong>Marinated beef and small fish</strong>: the beef is silky, and the fish improves with a few minutes more.</li>
<li><strong>The dip</strong>: sesame oil with crushed garlic, spring onion and coriander tames the chilli and cools each mouthful.</li>
</ul>
<p>When your lips start to tingle, order a bowl of bingfen, a cool jelly with brown sugar syrup that every hotpot place serves.</p>
<figure><img src="scene:noodles" alt="A bowl of noodles in chilli oil topped with crushed peanuts and spring onion"><figcaption>In Chengdu's noodle shops a bowl usually costs less than twenty yuan.</figcaption></figure>
<h2>Noodles and wontons</h2>
<p>Dandan noodles are served dry, over chilli oil, preserved mustard greens and crisp minced pork; mix well before you eat. Sweet water noodles are as thick as chopsticks, dressed in a sweet spiced soy sauce and chilli oil. Zhong dumplings and Long wontons are old names of the city: the first come in sweet red oil, the second in clear or spicy broth. On your own and craving hotpot? Try <em>maocai</em>, which locals call hotpot for one.</p>
<blockquote>In Chengdu the heat is only the opening act; the numbing tingle and the fragrance are what stay with you.</blockquote>
<p>From the Shujin Hotel Chunxi Road a whole street of hotpot restaurants is a few minutes' walk away, and the lanes around the Wenshu Lane Inn Chengdu are full of snack shops selling dumplings, sweet water noodles and <em>san da pao</em>, the rice balls thrown so they thud.</p>`,
  },
};

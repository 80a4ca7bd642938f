/** The article `xian-city-guide` of the city guides channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'xian-city-guide',
  channel: 'city-guides',
  daysAgo: 77,
  tags: ['西安', '博物馆', '小吃'],
  cover: 'night-market',
  'zh-cn': {
    title: '西安城市指南：城墙、兵马俑与回坊的烟火气',
    summary:
      '西安的看点分散在城里城外。我们建议至少住三晚：一天给兵马俑，一天给城墙和博物馆，剩下的时间留给大雁塔和回坊。',
    content: body(
      `<p>西安的好处是历史离日常很近：明代城墙围着的老城里，钟楼就立在十字路口中央，下班的车流绕着它转；城外的兵马俑却要坐一个小时车才能到。排行程时把城里和城外分开，会轻松很多。</p>`,
      `<h2>三天这样排</h2>`,
      `<ol>
<li><strong>第一天：兵马俑。</strong>兵马俑在临潼，离市区约四十公里。可以在西安火车站东广场坐旅游专线，也可以坐地铁9号线到华清池站再换乘公交。一号坑最震撼，二号、三号坑也别跳过。</li>
<li><strong>第二天：城墙和博物馆。</strong>上午从南门（永宁门）登上城墙，租辆自行车骑一圈，全程约十四公里；下午去陕西历史博物馆，基本陈列免费，但要提前预约。</li>
<li><strong>第三天：大雁塔和回坊。</strong>白天去大慈恩寺看大雁塔，晚上在大唐不夜城散步，或者回到钟鼓楼一带吃夜宵。</li>
</ol>`,
      `<figure><img src="scene:night-market" alt="夜晚灯火通明的小吃街，摊位前挤满了人"><figcaption>天黑以后，回坊才真正热闹起来。</figcaption></figure>`,
      `<h2>吃在回坊</h2>`,
      `<p>回坊从鼓楼往北延伸，北院门那一段最热闹，游客多，价格也偏高；往西拐进大皮院、洒金桥，才是本地人常去的地方。肉夹馍、羊肉泡馍、biangbiang面、甑糕、柿子饼，都值得一试。</p>`,
      `<h2>什么时候来、住在哪里</h2>`,
      `<p>春秋两季最好，四五月和九十月温度合适；夏天常有三十五度以上的高温，冬天干冷。住在城墙里最方便：<strong>西安钟楼唐韵酒店</strong>离钟楼只有两百米，晚上从客房就能看到钟鼓楼亮灯；想住在小吃摊中间，<strong>西安回坊青砖客栈</strong>就在北院门，前台可以代订城墙自行车和兵马俑一日游。带孩子的家庭，可以考虑曲江的西安曲江雁塔酒店，有室外泳池和儿童游乐区。</p>`,
      `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/秦始皇兵马俑">维基百科：秦始皇兵马俑</a></p>`,
    ),
  },
  en: {
    title: "Xi'an city guide: the wall, the warriors and the Muslim Quarter",
    summary:
      "Xi'an's sights lie both inside and outside its walls. Give it three nights: a day for the warriors, a day for the wall and the museum, the rest for the pagoda and the Muslim Quarter.",
    content: body(
      `<p>What makes Xi'an special is how close its history sits to everyday life. Inside the Ming city wall, the Bell Tower stands in the middle of a crossroads with rush-hour traffic circling it, while the Terracotta Army is an hour's drive out of town. Split your days between the walled city and the sights outside and everything gets easier.</p>`,
      `<h2>Three days, in this order</h2>`,
      `<ol>
<li><strong>Day one: the Terracotta Army.</strong> The pits are at Lintong, about forty kilometres from the centre. Take the tourist bus from the east square of Xi'an Railway Station, or metro line 9 to Huaqingchi and a local bus from there. Pit 1 is the overwhelming one, but don't skip Pits 2 and 3.</li>
<li><strong>Day two: the wall and the museum.</strong> Climb the wall at the South Gate (Yongningmen) in the morning and hire a bike for the full circuit of about fourteen kilometres. In the afternoon, visit the Shaanxi History Museum; the main galleries are free, but you must book ahead.</li>
<li><strong>Day three: the Big Wild Goose Pagoda and the Muslim Quarter.</strong> See the pagoda and Da Ci'en Temple by day, then stroll the Datang Everbright City promenade in the evening, or head back to the Drum Tower for a late supper.</li>
</ol>`,
      `<figure><img src="scene:night-market" alt="A brightly lit food street at night, crowded with people at the stalls"><figcaption>After dark is when the Muslim Quarter really comes alive.</figcaption></figure>`,
      `<h2>Eating in the Muslim Quarter</h2>`,
      `<p>The Muslim Quarter runs north from the Drum Tower. Beiyuanmen, the busiest stretch, is full of visitors and priced accordingly; turn west into Dapiyuan and Sajinqiao to eat where locals do. Roujiamo, lamb paomo, biangbiang noodles, sticky jingao rice cake and fried persimmon cakes are all worth trying.</p>`,
      `<h2>When to go and where to stay</h2>`,
      `<p>Spring and autumn are best, especially April, May, September and October; summer often tops 35°C and winter is dry and cold. Staying inside the wall is the most convenient: the <strong>Tangyun Hotel Bell Tower</strong> is two hundred metres from the Bell Tower, which you can watch light up from your room. To sleep among the food stalls, the <strong>Grey Brick Inn Huifang</strong> is on Beiyuanmen, and its front desk can book bikes for the wall and day trips to the warriors. Families might prefer the Qujiang Pagoda Hotel Xi'an, with an outdoor pool and a children's play area.</p>`,
      `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Terracotta_Army">the Terracotta Army on Wikipedia</a></p>`,
    ),
  },
};

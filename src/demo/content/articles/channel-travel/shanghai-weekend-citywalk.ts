/** The article `shanghai-weekend-citywalk` of the travel channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'shanghai-weekend-citywalk',
  channel: 'travel',
  daysAgo: 28,
  tags: ['上海', '周末', 'Citywalk'],
  cover: 'street-food',
  'zh-cn': {
    title: '上海周末两日Citywalk：从梧桐区走到外滩',
    summary: '不赶景点，靠两条腿和几站地铁，把上海最好看的街道走一遍。附每天的路线、吃饭的地方和歇脚的建议。',
    content: body(
      `<p>上海很适合走路：老城区的马路不宽，两边是梧桐树，每走几百米就换一种风景。这条两天的路线全程步行大约二十公里，走累了随时可以钻进地铁站。</p>`,
      `<h2>周六：梧桐区</h2>`,
      `<ol>
<li>上午从武康大楼出发，沿武康路往北走，路边的老洋房大多挂着铭牌，可以停下来读一读。</li>
<li>拐进安福路和乌鲁木齐中路，找家小店吃个早午餐，顺便逛逛买手店。</li>
<li>下午沿复兴西路、复兴中路一路往东，穿过思南公馆，走到新天地。</li>
<li>晚上在田子坊的弄堂里吃饭，或者回新天地找一家小酒馆坐坐。</li>
</ol>`,
      `<p>这一天的路线大致沿着地铁10号线，交通大学、上海图书馆、陕西南路、新天地几站都在附近，走累了随时可以坐一两站。梧桐区的小店很多快到中午才开门，不必起得太早。</p>`,
      `<figure><img src="scene:street-food" alt="路边冒着热气的小吃摊"><figcaption>走累了，一客生煎最能回血。</figcaption></figure>`,
      `<h2>周日：从人民广场到外滩</h2>`,
      `<p>上午去人民广场边的上海博物馆，免费但需要提前预约，青铜器和陶瓷展厅最值得看。中午沿南京东路步行街往东走，顺路在老字号买些点心。下午从外滩源开始，沿中山东一路往南，一栋一栋看过去；傍晚可以过江去陆家嘴，也可以就在外滩等灯亮起来。</p>`,
      `<blockquote>Citywalk不是打卡比赛。看到一条好看的弄堂，就拐进去；遇到一家顺眼的咖啡馆，就坐下来。</blockquote>`,
      `<h2>几点提醒</h2>`,
      `<ul>
<li>周末武康大楼路口人很多，想拍照尽量早上去。</li>
<li>外滩的亮灯时间随季节不同，一般天黑后亮起，节假日会延长。</li>
<li>住在新天地附近最顺路：上海新天地梧桐里酒店正好在两天路线的中间，周六晚上走回去也不远。</li>
</ul>`,
    ),
  },
  en: {
    title: 'A weekend on foot in Shanghai: from the plane-tree streets to the Bund',
    summary:
      "No rushing between sights: two days, good shoes and a few metro rides take in Shanghai's best streets. Routes, places to eat and where to rest your feet.",
    content: body(
      `<p>Shanghai is a walker's city. The streets of the older districts are narrow and lined with plane trees, and the scene changes every few hundred metres. This two-day route covers about twenty kilometres on foot, and whenever your legs give out there is a metro station nearby.</p>`,
      `<h2>Saturday: the plane-tree streets</h2>`,
      `<ol>
<li>Start in the morning at the Wukang Mansion and walk north along Wukang Road. Most of the old villas carry a plaque, and they are worth stopping to read.</li>
<li>Turn into Anfu Road and Middle Urumqi Road for a late breakfast and a browse in the independent shops.</li>
<li>In the afternoon head east along West Fuxing Road and Middle Fuxing Road, through the Sinan Mansions, to Xintiandi.</li>
<li>Have dinner in the lanes of Tianzifang, or go back to Xintiandi for a drink in a small bar.</li>
</ol>`,
      `<p>The whole route roughly follows metro line 10, with Jiaotong University, Shanghai Library, South Shaanxi Road and Xintiandi stations all close by, so you can always ride a stop or two. Many of the small shops don't open until late morning, so there is no need to start at dawn.</p>`,
      `<figure><img src="scene:street-food" alt="A street food stall with steam rising from it"><figcaption>When your feet start to ache, a plate of pan-fried buns works wonders.</figcaption></figure>`,
      `<h2>Sunday: People's Square to the Bund</h2>`,
      `<p>Spend the morning at the Shanghai Museum on People's Square, which is free but needs booking; the bronze and ceramics galleries are the highlights. At midday walk east along the pedestrian stretch of East Nanjing Road, picking up pastries at one of the old-name shops. In the afternoon start at the Rockbund at the north end of the Bund and work your way south along Zhongshan East 1st Road, one building at a time. At dusk, cross the river to Lujiazui, or simply wait on the Bund for the lights to come on.</p>`,
      `<blockquote>A city walk is not a checklist. If a lane looks inviting, turn into it; if a café looks right, sit down.</blockquote>`,
      `<h2>A few reminders</h2>`,
      `<ul>
<li>The crossing in front of the Wukang Mansion gets crowded at weekends, so go early for photos.</li>
<li>The Bund's lights come on after dark, at times that change with the season, and stay on later on holidays.</li>
<li>Xintiandi is the most convenient base: the Wutong Lane Hotel Xintiandi sits right in the middle of the two days' routes, an easy walk back on Saturday night.</li>
</ul>`,
    ),
  },
};

/** The article `shanghai-city-guide` of the city guides channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'shanghai-city-guide',
  channel: 'city-guides',
  daysAgo: 21,
  tags: ['上海', '住宿', '夜生活'],
  cover: 'skyline',
  'zh-cn': {
    title: '上海城市指南：外滩、老洋房与弄堂之间',
    summary:
      '上海很大，但游客常去的几片区域其实只隔几站地铁。我们把外滩、陆家嘴、衡复风貌区和新天地分开讲，再说说各自适合住哪家酒店。',
    content: body(
      `<p>上海的样子要分开看：外滩一侧是开埠以后盖起来的银行和洋行大楼，黄浦江对岸的陆家嘴是九十年代以后才长起来的摩天楼，往西走进衡山路、复兴路一带，又是梧桐树下的老洋房和弄堂。第一次来，不妨按区域安排，每天只逛一两片。</p>`,
      `<h2>值得花时间的几片区域</h2>`,
      `<ul>
<li><strong>外滩与南京东路</strong>：白天看建筑细节，晚上看对岸灯光。外滩的大楼多建于二十世纪二三十年代，沿中山东一路慢慢走一趟，大约半小时。</li>
<li><strong>陆家嘴</strong>：东方明珠、上海中心都在这里。上海中心的观光厅在118层，天气通透的日子视野最好。</li>
<li><strong>衡复风貌区</strong>：武康路、安福路、复兴西路一带最适合Citywalk，沿路是咖啡馆和小店，武康大楼前总有人在拍照。</li>
<li><strong>新天地与田子坊</strong>：都是石库门老房子改成的街区，新天地偏餐厅和酒吧，田子坊则像一座小弄堂迷宫。</li>
</ul>`,
      `<figure><img src="scene:skyline" alt="黄昏时分江对岸亮起灯光的高楼群"><figcaption>从外滩看陆家嘴，灯刚亮起来的那一刻最好看。</figcaption></figure>`,
      `<h2>什么时候来</h2>`,
      `<p>四五月和十月、十一月最舒服，气温适中，雨也不多。六月中旬起进入梅雨季，七八月闷热，常有三十五度以上的高温；冬天湿冷，老房子里不一定暖和。外滩的亮灯时间随季节变化，节假日晚上人流很大，地铁南京东路站有时会限流，不妨早点过去或者多走一站。</p>`,
      `<h2>住在哪里</h2>`,
      `<p>第一次来、想每天推窗就看到黄浦江，选<strong>上海外滩江岸酒店</strong>：它在外滩南段一栋二十年代的银行大楼里，多数房间正对陆家嘴。喜欢弄堂生活的，<strong>上海新天地梧桐里酒店</strong>由三栋石库门连成，原来的天井和木楼梯都留着，走到田子坊十五分钟。要赶早班飞机，虹桥枢纽商旅酒店离虹桥机场一号航站楼只有两公里左右。</p>`,
      `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/外滩">维基百科：外滩</a></p>`,
    ),
  },
  en: {
    title: 'Shanghai city guide: the Bund, old villas and lane houses',
    summary:
      'Shanghai is vast, but the areas visitors want are only a few metro stops apart. How the Bund, Lujiazui, the former French Concession and Xintiandi differ, and where to stay in each.',
    content: body(
      `<p>Shanghai is best taken a piece at a time. Along the Bund stand the banks and trading houses built after the port opened to foreign trade; across the Huangpu, the towers of Lujiazui have almost all gone up since the 1990s; and to the west, around Hengshan and Fuxing Roads, plane trees shade old villas and lane houses. On a first visit, plan by district and take on one or two a day.</p>`,
      `<h2>The districts worth your time</h2>`,
      `<ul>
<li><strong>The Bund and East Nanjing Road</strong>: look at the stonework by day and the lights across the river by night. Most of the Bund's buildings date from the 1920s and 1930s, and an unhurried walk along Zhongshan East 1st Road takes about half an hour.</li>
<li><strong>Lujiazui</strong>: home to the Oriental Pearl Tower and the Shanghai Tower, whose observation deck is on the 118th floor. Save it for a clear day.</li>
<li><strong>The former French Concession</strong>: Wukang, Anfu and West Fuxing Roads make the classic city walk, lined with cafés and small shops. There is always someone taking photos in front of the Wukang Mansion.</li>
<li><strong>Xintiandi and Tianzifang</strong>: both are made of converted shikumen lane houses. Xintiandi leans towards restaurants and bars; Tianzifang is a maze of narrow alleys.</li>
</ul>`,
      `<figure><img src="scene:skyline" alt="Tall towers across a river, their lights coming on at dusk"><figcaption>Lujiazui from the Bund, just as the lights come on.</figcaption></figure>`,
      `<h2>When to go</h2>`,
      `<p>April, May, October and November are the most comfortable months, mild and fairly dry. The plum rains start in mid-June, July and August are hot and humid with frequent days above 35°C, and winter is damp and chilly, with old buildings not always well heated. The Bund's lighting hours change with the season, and on holiday evenings the crowds are big enough that East Nanjing Road metro station sometimes limits entry, so go early or walk from the next stop.</p>`,
      `<h2>Where to stay</h2>`,
      `<p>If you want the river outside your window every morning, book <strong>The Riverside Bund Hotel Shanghai</strong>, set in a 1920s bank building on the southern Bund, with most rooms facing Lujiazui. For lane-house life, the <strong>Wutong Lane Hotel Xintiandi</strong> joins three shikumen houses and keeps their courtyards and timber staircases; Tianzifang is fifteen minutes' walk away. Catching an early flight? The Hongqiao Transit Hotel is about two kilometres from Terminal 1 at Hongqiao Airport.</p>`,
      `<p>Further reading: <a href="https://en.wikipedia.org/wiki/The_Bund">The Bund on Wikipedia</a></p>`,
    ),
  },
};

/** The article `beijing-city-guide` of the city guides channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'beijing-city-guide',
  channel: 'city-guides',
  daysAgo: 48,
  tags: ['北京', '博物馆', '住宿'],
  cover: 'museum',
  'zh-cn': {
    title: '北京城市指南：中轴线、胡同与长城怎么安排',
    summary:
      '北京的景点多而分散，排好顺序比多跑几个地方更重要。这份指南讲清楚故宫怎么预约、胡同怎么逛、长城选哪段，以及王府井和什刹海两种住法。',
    content: body(
      `<p>北京老城是沿着一条南北中轴线铺开的：从永定门往北，经过前门、天安门、故宫、景山，一直到鼓楼和钟楼。顺着这条线走一遍，明清北京城的格局就看明白了。往西北是颐和园，再往远是长城，这两处最好各留出整整一天。</p>`,
      `<h2>先订好这几样</h2>`,
      `<ul>
<li><strong>故宫</strong>：实名预约，旺季和节假日的门票常常提前几天就订完了，一定要通过官方渠道提早下单。通常周一闭馆（法定节假日除外）。</li>
<li><strong>天安门广场</strong>：目前也需要提前预约，进广场要过安检，记得带身份证件。</li>
<li><strong>长城</strong>：第一次去推荐慕田峪，游人比八达岭少，有缆车和滑道，带老人孩子也轻松。</li>
</ul>`,
      `<figure><img src="scene:museum" alt="红墙黄瓦的古代宫殿建筑"><figcaption>红墙黄瓦，下午的光线最柔和。</figcaption></figure>`,
      `<h2>在胡同里慢慢走</h2>`,
      `<p>什刹海一带是逛胡同最方便的地方：西海、后海、前海连成一片水面，烟袋斜街、南锣鼓巷、鼓楼都在步行范围内。租一辆自行车在胡同里转，比坐三轮车更自在。想看更安静的老北京，可以往东城的史家胡同、东四一带走走。</p>`,
      `<h2>什么时候来、住在哪里</h2>`,
      `<p>九月到十月是北京最好的季节，天高云淡，香山红叶一般在十月下旬到十一月初最好看。春天风大，偶尔有沙尘；夏天炎热，午后多雷阵雨；冬天干冷，但室内有暖气，游客也少。</p>`,
      `<p>第一次来、想走路去故宫，<strong>北京王府井紫垣酒店</strong>在王府井大街北口，走到故宫东华门十五分钟，高层客房能望见紫禁城的屋顶。想住进胡同里，<strong>北京什刹海四合院客栈</strong>是一座两进的老院子，出胡同口就是后海，冬天有地暖，前台还能借自行车。</p>`,
      `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/北京中轴线">维基百科：北京中轴线</a></p>`,
    ),
  },
  en: {
    title: 'Beijing city guide: the central axis, the hutongs and the Great Wall',
    summary:
      "Beijing's sights are many and far apart, so the order matters more than the number. How to book the Forbidden City, wander the hutongs, pick a stretch of the Great Wall, and choose a base.",
    content: body(
      `<p>Old Beijing was laid out along a single north–south axis: from Yongdingmen north through Qianmen, Tiananmen, the Forbidden City and Jingshan to the Drum and Bell Towers. Walk that line and the plan of the Ming and Qing capital makes sense. The Summer Palace lies to the north-west and the Great Wall further out; give each of them a full day.</p>`,
      `<h2>Book these first</h2>`,
      `<ul>
<li><strong>The Forbidden City</strong>: tickets are sold in advance under your own name and often sell out days ahead in high season and on holidays, so book early through the official channels. It is usually closed on Mondays, except on public holidays.</li>
<li><strong>Tiananmen Square</strong>: at present this also needs a reservation, and there are security checks at the entrances, so bring your passport.</li>
<li><strong>The Great Wall</strong>: for a first visit we suggest Mutianyu. It is less crowded than Badaling and has a cable car and a toboggan run, which makes it easy going with grandparents or children.</li>
</ul>`,
      `<figure><img src="scene:museum" alt="Palace halls with red walls and golden roof tiles"><figcaption>Red walls and golden tiles look their best in the afternoon light.</figcaption></figure>`,
      `<h2>Take the hutongs slowly</h2>`,
      `<p>Shichahai is the easiest place to start: three connected lakes, Xihai, Houhai and Qianhai, with Yandai Xiejie, Nanluoguxiang and the Drum Tower all within walking distance. Hiring a bike and pedalling through the lanes beats a rickshaw tour. For a quieter old Beijing, head east to Shijia Hutong and the streets around Dongsi.</p>`,
      `<h2>When to go and where to stay</h2>`,
      `<p>September and October are the best months, with high blue skies, and the leaves at Fragrant Hills usually turn red from late October into early November. Spring is windy, with the odd dust storm; summer is hot, with afternoon thunderstorms; winter is dry and cold, but buildings are well heated and the crowds thin out.</p>`,
      `<p>To walk to the Forbidden City, stay at the <strong>Ziyuan Hotel Wangfujing</strong> at the north end of Wangfujing Street, fifteen minutes from the palace's east gate, with views over its roofs from the upper floors. To sleep in a hutong, the <strong>Shichahai Courtyard Inn Beijing</strong> is an old two-courtyard house a few steps from Houhai, with underfloor heating for winter and bikes to borrow at reception.</p>`,
      `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Forbidden_City">The Forbidden City on Wikipedia</a></p>`,
    ),
  },
};

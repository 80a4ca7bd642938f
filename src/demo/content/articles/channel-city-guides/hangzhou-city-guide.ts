/** The article `hangzhou-city-guide` of the city guides channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'hangzhou-city-guide',
  channel: 'city-guides',
  daysAgo: 6,
  featured: true,
  tags: ['杭州', '自然', '住宿'],
  cover: 'lake',
  'zh-cn': {
    title: '杭州城市指南：湖山之间住哪里、怎么玩',
    summary:
      '西湖只是杭州的开头。这份指南按街区讲清楚北山街、湖滨、龙井和运河一带各自怎么逛，什么季节来最好，以及住在哪里最省脚力。',
    content: body(
      `<p>很多人第一次来杭州，行程就是“西湖一日游”：走完断桥、白堤、苏堤，就觉得看完了。其实杭州的好处在于湖、山、城挨得很近——早上在湖边散步，中午钻进茶山，傍晚回到运河边的老街吃饭，一天之内能换好几种风景。</p>`,
      `<h2>按街区来逛</h2>`,
      `<ul>
<li><strong>北山街与孤山</strong>：宝石山脚下的一条老街，民国老建筑、保俶塔、断桥都在这一段，是清晨散步最舒服的湖岸。</li>
<li><strong>湖滨</strong>：湖东岸的商业区，步行街、商场和地铁站都集中在这里，晚上看音乐喷泉的人也最多。</li>
<li><strong>龙井与九溪</strong>：西湖西南边的山里，茶园一层层铺在坡上。沿九溪十八涧顺着溪水往下走，慢慢走要一个半到两个小时。</li>
<li><strong>运河与桥西</strong>：城北的京杭大运河边，拱宸桥一带的老街还留着旧时的码头和仓库，游客不多，适合慢慢走。</li>
</ul>`,
      `<figure><img src="scene:lake" alt="清晨的湖面，远处是小山和一座细长的塔"><figcaption>清晨的北山街一带，游人还不多。</figcaption></figure>`,
      `<h2>什么时候来</h2>`,
      `<p>三月底到四月是杭州最好看的时候：苏堤的桃花开了，柳树刚绿；清明前后，龙井村家家户户都在采茶炒茶。九月下旬到十月桂花开，满城都是甜香，满觉陇一带最浓。盛夏闷热，梅雨季（大约六月中到七月初）几乎天天下雨，如果只能夏天来，就把户外活动放在早晚。五一和国庆假期湖边人挤人，能避开尽量避开。</p>`,
      `<h2>住在哪里</h2>`,
      `<p>想每天一出门就是西湖，选北山街上的<strong>杭州西湖柳岸酒店</strong>，过马路就是断桥，走到白堤只要几分钟。预算更实在、又想兼顾地铁和购物，<strong>杭州武林门商务酒店</strong>在武林广场商圈，地铁1号线、2号线都在附近，走到湖边二十来分钟。想躲开人群、住进茶山里，可以看看龙井村的杭州龙井茶园山居。</p>`,
      `<blockquote>西湖边的景点大多不要门票，真正稀缺的是清早和傍晚那几个小时。住得离湖近，就等于多出了半天。</blockquote>`,
      `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/西湖">维基百科：西湖</a></p>`,
    ),
  },
  en: {
    title: 'Hangzhou city guide: the lake, the hills and where to stay',
    summary:
      'West Lake is only the start. A neighbourhood-by-neighbourhood guide to Hangzhou: the lake shore, the tea hills and the Grand Canal, the best seasons, and where to base yourself.',
    content: body(
      `<p>Plenty of first-time visitors give Hangzhou a single day: the Broken Bridge, the Bai Causeway, the Su Causeway, done. But the real pleasure of the city is how close the lake, the hills and the streets sit to one another. You can walk the shore at dawn, be among tea bushes by lunchtime and eat beside the Grand Canal in the evening.</p>`,
      `<h2>Neighbourhood by neighbourhood</h2>`,
      `<ul>
<li><strong>Beishan Street and Solitary Hill</strong>: an old street at the foot of Baoshi Hill, with early twentieth-century villas, the slender Baochu Pagoda and the Broken Bridge. The best stretch of shore for an early walk.</li>
<li><strong>Hubin</strong>: the shopping district on the east shore, with the pedestrian streets, the malls and the metro. The evening fountain show draws the biggest crowds.</li>
<li><strong>Longjing and Jiuxi</strong>: the hills south-west of the lake, terraced with tea. Following the stream down the Jiuxi valley takes an unhurried hour and a half to two hours.</li>
<li><strong>The Grand Canal at Qiaoxi</strong>: in the north of the city, the lanes around Gongchen Bridge keep their old wharves and warehouses. Few tourists make it here, which is the point.</li>
</ul>`,
      `<figure><img src="scene:lake" alt="A calm lake at dawn with low hills and a slender pagoda in the distance"><figcaption>Beishan Street at dawn, before the crowds arrive.</figcaption></figure>`,
      `<h2>When to go</h2>`,
      `<p>Late March and April are Hangzhou at its loveliest: peach blossom and fresh willows on the Su Causeway, and around the Qingming festival the whole of Longjing village is picking and roasting tea. From late September into October the osmanthus flowers and the city smells sweet, nowhere more than at Manjuelong. High summer is sticky, and during the plum rains (roughly mid-June to early July) it rains most days, so if summer is your only option, plan to be outdoors early and late. Avoid the May Day and National Day holidays if you possibly can.</p>`,
      `<h2>Where to stay</h2>`,
      `<p>To step out of the door onto the lake every morning, choose the <strong>Willow Bank Hotel West Lake</strong> on Beishan Street: the Broken Bridge is across the road and the Bai Causeway a few minutes away. For a lower price with the metro and the shops close by, the <strong>Wulin Gate Hotel Hangzhou</strong> is near Wulin Square, with lines 1 and 2 nearby and the lake twenty minutes on foot. And if you would rather escape the crowds altogether, look at the Longjing Tea Hills Lodge up among the tea terraces.</p>`,
      `<blockquote>Most of the sights around West Lake are free. What is in short supply is the early morning and the evening light, and staying close to the water gives you both.</blockquote>`,
      `<p>Further reading: <a href="https://en.wikipedia.org/wiki/West_Lake">West Lake on Wikipedia</a></p>`,
    ),
  },
};

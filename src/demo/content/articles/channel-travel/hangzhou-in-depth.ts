/** The article `hangzhou-in-depth` of the travel channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'hangzhou-in-depth',
  channel: 'travel',
  daysAgo: 15,
  featured: false,
  tags: ['杭州', '茶', '住宿', '徒步'],
  cover: 'tea-house',
  price: { money: 300, points: 300 },
  'zh-cn': {
    title: '2026 杭州深度游：住宿与行程全攻略',
    summary: '三天两晚，怎么住、怎么走，才能把西湖、茶山和运河都看透？我们按天给出行程，并比较四家酒店各自适合谁。',
    content: body(
      `<p>这份攻略写给愿意在杭州多待几天的人。我们的建议是三天两晚、中途换一次酒店：第一晚住湖边，第二晚上山住进茶园。这样每天醒来都已经在要去的地方，不用在路上来回折腾。</p>`,
      `<h2>四家酒店，怎么选</h2>`,
      `<p>我们在杭州的四家酒店风格差别很大，适合的人也不一样。按这条线路，前两家是首选，后两家适合预算更紧或者要兼顾工作的行程。</p>`,
      `<ul>
<li><strong>杭州西湖柳岸酒店</strong>（北山街）：过马路就是断桥和白堤，茶室每天下午有龙井品鉴。第一次来杭州，住这里最不会出错。</li>
<li><strong>杭州龙井茶园山居</strong>（龙井村）：四周是茶园和竹林，部分客房带小院，还可以带宠物。适合喜欢安静、愿意走路的人。</li>
<li><strong>杭州武林门商务酒店</strong>（武林广场）：价格实在，地铁1号线、2号线都近，早餐有小笼包和片儿川，去运河也顺路。</li>
<li><strong>杭州滨江大酒店</strong>（滨江）：在钱塘江南岸，江景房能看到钱江新城的夜景，停车免费，适合自驾和商务出行。</li>
</ul>`,
      `<h2>第一天：把西湖走透</h2>`,
      `<p>早上六点半出门，从断桥上白堤，穿过孤山走到西泠印社，这个时间湖边只有晨练的杭州人。上午坐船去三潭印月，中午在湖边吃一顿杭帮菜：西湖醋鱼、龙井虾仁、东坡肉、叫花鸡，两三个人点这四样刚好。下午沿苏堤从北往南走，全长近三公里，走到花港观鱼看锦鲤，傍晚回到北山街，在房间里看湖上的日落。</p>`,
      `<figure><img src="scene:lake" alt="晨雾笼罩的湖面和远处的长堤"><figcaption>清晨的苏堤，最好赶在七点前走完。</figcaption></figure>`,
      `<h2>第二天：上山进茶园</h2>`,
      `<p>退房后打车上山，把行李先放到龙井村的山居，轻装出发。上午在茶园里随便走走，春天能看到茶农在铁锅里手工炒茶；中午在村里的农家吃饭，再泡一杯当季的龙井。下午我们最推荐走一段梅家坞私房茶路：从龙井村后面的石阶往上，翻过一道山梁，一路穿过茶垄和竹林，走到梅家坞大约两个小时，脚下多是茶农平时上山采茶的小路，很少碰到游客。从梅家坞打车回山居只要十几分钟，晚上的茶山非常安静。</p>`,
      `<h2>第三天：古寺和运河</h2>`,
      `<p>从龙井村打车到灵隐寺只要十几分钟，开门后不久进去，飞来峰的石刻在早上的侧光里看得最清楚。中午下山进城，去拱宸桥一带的运河边：桥西历史街区有几座由老厂房改成的博物馆，比如中国刀剪剑博物馆和中国伞博物馆，都免费开放。傍晚在运河边吃一碗片儿川，再去杭州东站坐高铁离开。</p>`,
      `<h2>季节与预算</h2>`,
      `<ul>
<li>清明前后新茶上市，茶山最热闹，山居的房间要提前一个月订。</li>
<li>九月底到十月是桂花季，满觉陇一带最香，但国庆假期湖边人非常多。</li>
<li>冬天游客少，房价也最低；要是赶上下雪，“断桥残雪”值得专程去看一次。</li>
</ul>`,
      `<p>按这条线路走下来，每天大约两万步。住宿之外的花费主要是打车和吃饭，西湖本身不收门票，灵隐寺和飞来峰需要买票。</p>`,
      `<blockquote>把最好的时间留给清晨：西湖、灵隐和茶山，都是在游客到来之前最动人。</blockquote>`,
      `<p>最后一句叮嘱：带一双已经穿惯了的好走的鞋，比什么装备都重要。</p>`,
    ),
  },
  en: {
    title: 'Hangzhou in depth: where to stay and what to see',
    summary:
      'How to spend three days and two nights so you really see the lake, the tea hills and the canal: a day-by-day plan, and which of our four Hangzhou hotels suits whom.',
    content: body(
      `<p>This guide is for travellers willing to give Hangzhou more than a day. We suggest three days and two nights with one change of hotel: the first night by the lake, the second up in the tea hills. That way you wake up each morning where you want to be, instead of spending it in taxis.</p>`,
      `<h2>Four hotels, and who they suit</h2>`,
      `<p>Our four Hangzhou hotels are very different from one another. For this itinerary the first two are the natural choice; the other two suit a tighter budget or a trip that mixes in some work.</p>`,
      `<ul>
<li><strong>Willow Bank Hotel West Lake</strong> (Beishan Street): the Broken Bridge and the Bai Causeway are across the road, and the tea room holds a Longjing tasting every afternoon. For a first visit you cannot go wrong.</li>
<li><strong>Longjing Tea Hills Lodge</strong> (Longjing village): surrounded by tea terraces and bamboo, some rooms with a small garden, and pets are welcome. For people who like quiet and don't mind walking.</li>
<li><strong>Wulin Gate Hotel Hangzhou</strong> (Wulin Square): good value, close to metro lines 1 and 2, with steamed soup dumplings and pian'erchuan noodles at breakfast, and handy for the Grand Canal.</li>
<li><strong>Binjiang Grand Hotel Hangzhou</strong> (Binjiang): on the south bank of the Qiantang River, with river-view rooms facing the lights of Qianjiang New Town and free parking. A good fit if you are driving or on business.</li>
</ul>`,
      `<h2>Day one: West Lake, properly</h2>`,
      `<p>Set out at half past six, cross the Broken Bridge onto the Bai Causeway and walk over Solitary Hill to the Xiling Seal Engravers' Society; at this hour the shore belongs to locals doing their morning exercises. Take a boat to Three Pools Mirroring the Moon in the morning, and have a Hangzhou lunch by the water: West Lake vinegar fish, shrimp with Longjing tea, Dongpo pork and beggar's chicken are about right for two or three people. In the afternoon walk the Su Causeway from north to south, nearly three kilometres, to the koi ponds at Huagang, then head back to Beishan Street to watch the sun set over the lake from your room.</p>`,
      `<figure><img src="scene:lake" alt="A lake in the morning mist with a long causeway in the distance"><figcaption>The Su Causeway at dawn: try to walk it before seven.</figcaption></figure>`,
      `<h2>Day two: up into the tea hills</h2>`,
      `<p>After checking out, take a taxi up the hill, leave your bags at the lodge in Longjing village and set off light. Spend the morning wandering the tea terraces; in spring you can watch farmers roasting leaves by hand in iron woks. Have lunch at a farmhouse in the village with a cup of this season's Longjing. In the afternoon, our favourite walk is what we call the Meijiawu tea-farm trail: stone steps climb from behind Longjing village over a ridge, through rows of tea bushes and bamboo, and down to Meijiawu in about two hours, mostly on the paths the farmers use to reach their fields, so you will meet few other visitors. A taxi back to the lodge takes little more than ten minutes, and the hills are wonderfully quiet at night.</p>`,
      `<h2>Day three: an old temple and the Grand Canal</h2>`,
      `<p>Lingyin Temple is only ten-odd minutes by taxi from Longjing village. Go in soon after opening, when the low morning light picks out the carvings on Feilai Feng. At midday head down into the city to the Grand Canal around Gongchen Bridge, where the Qiaoxi historic quarter has several museums in converted factories, among them the China Knife, Scissors and Sword Museum and the China Umbrella Museum, all free. Finish with a bowl of pian'erchuan noodles by the canal before catching your train from Hangzhou East.</p>`,
      `<h2>Seasons and budget</h2>`,
      `<ul>
<li>Around Qingming the new tea comes in and the hills are at their busiest; book the lodge a month ahead.</li>
<li>Late September and October bring the osmanthus, strongest around Manjuelong, but the National Day holiday fills the lakeside.</li>
<li>Winter is quiet and rooms are cheapest; if it snows, the Broken Bridge under snow is worth a special trip.</li>
</ul>`,
      `<p>Expect around twenty thousand steps a day on this route. Beyond the hotels, most of your spending goes on taxis and meals: West Lake itself is free, while Lingyin Temple and Feilai Feng charge admission.</p>`,
      `<blockquote>Give your best hours to the early morning. West Lake, Lingyin and the tea hills are all at their finest before the crowds arrive.</blockquote>`,
      `<p>One last piece of advice: bring comfortable shoes you have already broken in. They matter more than any other kit.</p>`,
    ),
  },
};

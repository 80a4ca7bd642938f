/** The article `packing-for-every-season` of the travel channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'packing-for-every-season',
  channel: 'travel',
  daysAgo: 110,
  tags: ['行李', '北京', '三亚', '东京'],
  cover: 'mountain',
  'zh-cn': {
    title: '四季出行行李清单：南方北方、海边山里各带什么',
    summary: '同一个月份，北京和三亚能差三十度。按季节和目的地整理的行李清单，帮你少带一半用不上的东西。',
    content: body(
      `<p>收拾行李最容易犯的错，是按出发地的天气来带衣服。中国南北跨度大，一月的北京夜里常在零下十度左右，三亚白天却有二十五度以上；同样是冬天，北方室内有暖气，南方的上海、杭州、成都却没有集中供暖，屋里也暖和不到哪里去。</p>`,
      `<h2>按季节</h2>`,
      `<ul>
<li><strong>春季（三到五月）</strong>：江南多雨，带一把轻便折叠伞和一双不怕湿的鞋；北京春天风大，偶有沙尘，备上口罩。</li>
<li><strong>夏季（六到八月）</strong>：以防晒和透气衣物为主；高铁、商场的空调都很足，包里放一件薄外套。七到九月去海边，留意台风预报。</li>
<li><strong>秋季（九到十一月）</strong>：早晚温差大，“洋葱式”穿法最实用，一件薄羽绒或抓绒外套能应付大多数情况。</li>
<li><strong>冬季（十二到二月）</strong>：去北方带厚羽绒服、帽子和手套，里面穿薄一点，进屋就能脱；去南方反而要带保暖的家居服，晚上在房间里更舒服。</li>
</ul>`,
      `<figure><img src="scene:mountain" alt="层层叠叠的山峦和蜿蜒的山路"><figcaption>山里早晚凉，多带一件外套总没错。</figcaption></figure>`,
      `<h2>按目的地</h2>`,
      `<p>去海岛：泳衣、防晒衣、帽子、沙滩鞋，再加一个防水手机袋。去山里徒步：一双已经穿合脚的登山鞋，比临行前新买的贵鞋可靠。去东京这样的大城市：每天走路多，一双舒服的运动鞋就是最好的装备，另外备个小袋子装垃圾，街上垃圾桶很少。</p>`,
      `<h2>容易忘的小东西</h2>`,
      `<ul>
<li>保温杯：火车上、酒店里都有热水。</li>
<li>充电宝：坐飞机只能随身携带、不能托运，出发前查一下航空公司对容量和认证标志的要求。</li>
<li>转换插头：国内常见两孔扁脚和三孔插座；日本是两孔扁脚、电压100伏，带三孔插头的电器需要转换。</li>
<li>常用药：感冒药、肠胃药、创可贴。在外地临时找药店，不一定方便。</li>
</ul>`,
      `<p>最后一个原则：当地买得到的东西就少带。洗发水、防晒霜这类用品便利店里都有，省下来的空间，回程时正好装土特产。</p>`,
    ),
  },
  en: {
    title: 'Packing for every season: north and south, beach and hills',
    summary:
      'In the same month Beijing and Sanya can be thirty degrees apart. A packing list by season and destination, so you stop carrying half a suitcase you never open.',
    content: body(
      `<p>The most common packing mistake is dressing for the weather where you start. China spans a huge range of climates: in January Beijing often drops to around minus ten at night while Sanya is above 25°C by day. Even within winter, the north has central heating indoors, but Shanghai, Hangzhou and Chengdu in the south do not, so rooms there can feel little warmer than outside.</p>`,
      `<h2>By season</h2>`,
      `<ul>
<li><strong>Spring (March to May)</strong>: the Yangtze delta is rainy, so pack a light folding umbrella and shoes that don't mind getting wet. Beijing is windy in spring, with the odd dust storm; a face mask helps.</li>
<li><strong>Summer (June to August)</strong>: sun protection and breathable clothes. Trains and malls are heavily air-conditioned, so keep a light jacket in your bag. Heading to the coast from July to September, keep an eye on typhoon warnings.</li>
<li><strong>Autumn (September to November)</strong>: mornings and evenings are much cooler than midday, so dress in layers; a light down or fleece jacket covers most situations.</li>
<li><strong>Winter (December to February)</strong>: in the north bring a heavy down coat, hat and gloves, with thin layers underneath that you can strip off indoors. In the south, pack something warm to wear in your room in the evening.</li>
</ul>`,
      `<figure><img src="scene:mountain" alt="Layers of mountain ridges with a winding path"><figcaption>Mornings and evenings in the hills are cool; an extra layer never hurts.</figcaption></figure>`,
      `<h2>By destination</h2>`,
      `<p>For the beach: swimwear, a sun shirt, a hat, sandals and a waterproof phone pouch. For hiking: boots you have already broken in are more dependable than expensive new ones bought the week before. For a big city like Tokyo: you will walk a lot, so comfortable trainers are your best kit, and carry a small bag for rubbish, as street bins are rare.</p>`,
      `<h2>The small things people forget</h2>`,
      `<ul>
<li>A vacuum flask: there is hot water on trains and in hotels.</li>
<li>A power bank: on flights it must go in your hand luggage, never in the hold; check your airline's rules on capacity and certification marks before you leave.</li>
<li>A plug adaptor: mainland China uses two-pin flat and three-pin sockets; Japan has two-pin flat sockets at 100 volts, so three-pin plugs need an adaptor.</li>
<li>Basic medicines: cold remedies, something for an upset stomach, plasters. A pharmacy is not always easy to find on the road.</li>
</ul>`,
      `<p>One last rule: don't pack what you can buy when you get there. Shampoo, sun cream and the like are sold in every convenience store, and the space you save will come in handy for souvenirs on the way home.</p>`,
    ),
  },
};

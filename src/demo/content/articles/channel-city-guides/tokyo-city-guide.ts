/** The article `tokyo-city-guide` of the city guides channel (see `./index.ts`). */
import { body } from '../model/compose';
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'tokyo-city-guide',
  channel: 'city-guides',
  daysAgo: 34,
  tags: ['东京', '住宿', 'Citywalk'],
  cover: 'night-market',
  'zh-cn': {
    title: '东京城市指南：浅草、新宿还是银座，第一次去住哪里',
    summary:
      '东京的电车四通八达，选住处其实是在选一种气氛：老街的浅草、不夜的新宿，还是讲究的银座。另附季节和交通卡的小建议。',
    content: body(
      `<p>东京大得看不出边界，但对游客来说，它更像是由一个个街区拼起来的：每个车站周围都是一个小世界。地铁和JR线路密集，换乘虽然复杂，靠手机地图基本不会迷路。所以住在哪里，主要取决于你每天早晚想看到什么样的东京。</p>`,
      `<h2>适合第一次住的三个街区</h2>`,
      `<ul>
<li><strong>浅草</strong>：浅草寺、仲见世商店街和隅田川都在步行范围内，晴空塔过河就到。清早去浅草寺，几乎碰不到旅行团。</li>
<li><strong>新宿</strong>：交通最方便，去机场有利木津巴士，去箱根、河口湖也有直达车。晚上去思出横丁或黄金街吃串烧、喝一杯。</li>
<li><strong>银座</strong>：老牌百货、旗舰店和安静的小巷都在这里，走到筑地场外市场吃早餐只要十分钟，离东京站也很近。</li>
</ul>`,
      `<figure><img src="scene:skyline" alt="黄昏时分高楼林立的城市天际线"><figcaption>冬天天气晴好的傍晚，从新宿的高处偶尔能望见富士山。</figcaption></figure>`,
      `<h2>什么时候去</h2>`,
      `<p>三月下旬到四月初是樱花季，上野公园、目黑川、新宿御苑人山人海，酒店最好提前几个月订。十一月中下旬的红叶季同样好看，天气也更稳定。六月是梅雨季，七八月湿热；冬天晴天多、空气干净，是看富士山的好时候。</p>`,
      `<h2>几条实用建议</h2>`,
      `<ul>
<li>办一张Suica或PASMO交通卡（也可以添加到手机钱包里），地铁、JR、公交和便利店都能刷。</li>
<li>不少小餐馆只收现金，身上备些日元。</li>
<li>街上垃圾桶很少，习惯把垃圾带回酒店。</li>
</ul>`,
      `<h2>住在哪里</h2>`,
      `<p>喜欢老街的气氛，就住<strong>东京浅草隅田旅馆</strong>，离浅草寺只隔一条街，有榻榻米房，顶楼还有小小的公共浴池。想去机场和周边一日游都方便，<strong>东京新宿霞庭酒店</strong>走到新宿站西口约八分钟，高层能看到富士山，大浴场对住客免费开放。</p>`,
      `<p>延伸阅读：<a href="https://zh.wikipedia.org/wiki/浅草寺">维基百科：浅草寺</a></p>`,
    ),
  },
  en: {
    title: 'Tokyo city guide: Asakusa, Shinjuku or Ginza for a first visit',
    summary:
      "Tokyo's trains go everywhere, so choosing a base is really choosing a mood: old-town Asakusa, round-the-clock Shinjuku or polished Ginza. Plus tips on seasons and transport cards.",
    content: body(
      `<p>Tokyo is too big to see where it ends, but for a visitor it works more like a patchwork of neighbourhoods, each station the centre of its own small world. The subway and JR lines are dense and the transfers can be confusing, yet with a map app you will rarely get lost. So where you stay comes down to which Tokyo you want to wake up in.</p>`,
      `<h2>Three neighbourhoods for a first stay</h2>`,
      `<ul>
<li><strong>Asakusa</strong>: Sensō-ji, the Nakamise shopping street and the Sumida River are all on foot, and the Skytree is just over the river. Go to the temple early and you will have it almost to yourself.</li>
<li><strong>Shinjuku</strong>: the best connected of all, with the limousine bus to the airports and direct services to Hakone and Lake Kawaguchi. In the evening, eat yakitori and have a drink in Omoide Yokocho or Golden Gai.</li>
<li><strong>Ginza</strong>: long-established department stores, flagship shops and quiet back streets. The Tsukiji outer market is ten minutes' walk for breakfast, and Tokyo Station is close by.</li>
</ul>`,
      `<figure><img src="scene:skyline" alt="A city skyline of tall towers at dusk"><figcaption>On a clear winter evening you can sometimes see Mount Fuji from high up in Shinjuku.</figcaption></figure>`,
      `<h2>When to go</h2>`,
      `<p>Cherry blossom season runs from late March to early April, when Ueno Park, the Meguro River and Shinjuku Gyoen are packed and hotels should be booked months ahead. The autumn colours of mid to late November are just as lovely, and the weather is steadier. June is the rainy season and July and August are hot and humid; winter is mostly sunny and clear, the best time to see Mount Fuji.</p>`,
      `<h2>Practical tips</h2>`,
      `<ul>
<li>Get a Suica or PASMO card, or add one to your phone's wallet: it works on the subway, JR trains, buses and in convenience stores.</li>
<li>Many small restaurants take cash only, so carry some yen.</li>
<li>Bins are rare on the streets; get used to taking your rubbish back to the hotel.</li>
</ul>`,
      `<h2>Where to stay</h2>`,
      `<p>For old-town atmosphere, stay at the <strong>Sumida Inn Asakusa</strong>, one street from Sensō-ji, with tatami rooms and a small shared bath on the top floor. For easy airport runs and day trips, the <strong>Kasumi Hotel Shinjuku</strong> is eight minutes' walk from the west exit of Shinjuku Station, with Mount Fuji in view from the upper floors and a large bath that guests use for free.</p>`,
      `<p>Further reading: <a href="https://en.wikipedia.org/wiki/Sensō-ji">Sensō-ji on Wikipedia</a></p>`,
    ),
  },
};
